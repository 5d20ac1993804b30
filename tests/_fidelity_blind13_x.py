"""Blind set 13, part X: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run of the guards and without reading their implementation. What was read:
the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to "Statistics
over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's ``FAULTS`` in
``tests/_fidelity_blind.py``, the step helpers and the first domains of ``tests/_fidelity_blind_domains.py``, and
the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while
writing.

The ten scenarios: a laundrette's service wash that shrank a cashmere jumper (damage claim), a van hire moved a
week later, a woodwork evening course withdrawn with a refund, a horsebox with driver booked for a show, a
glassblowing studio's cracked vase replaced, an observatory stargazing evening rebooked after cloud, a choir
subscription charged twice and refunded, an armchair collection booked with an upholstery workshop, a podcast
studio session booked with an engineer, and a framing order's mount colour changed.

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one voice, volunteers at most two known facts per turn before the agent asks for them, states an unknown
fact only after the agent told it, says only specifics from the scenario or from earlier messages and tool results
(or worked out from them), and stops only once the expected write ran or the agent failed or refused. Each fault
in ``FAULTS`` breaks exactly one such rule and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. laundrette: a shrunk jumper (with an opener) -------------------------------------------------------------

_LAUNDRETTE_OPENER = "Hi, I picked up my service wash yesterday and my cashmere jumper has shrunk."
LAUNDRETTE = Scenario(
    goal="The service wash you collected yesterday from the Bright Bubbles laundrette shrank your cashmere jumper; "
    "get a damage claim filed.",
    persona="a primary-school teacher, friendly but firm about being reimbursed",
    known_facts={
        "ticket_number": "SW-30418",
        "drop_off_date": "2025-03-11",
        "phone": "+44 7700 900418",
        "jumper_value": "£85",
        "email": "r.okafor@mailbox.org",
    },
    unknown_facts=["claim reference: LC-5521", "compensation limit", "branch manager's name: Denise Hollis"],
    opener=_LAUNDRETTE_OPENER,
    expected=["file_damage_claim"],
)
_WASH_LOOKUP = call(
    "lookup_wash",
    {"ticket": "SW-30418"},
    {
        "ticket": "SW-30418",
        "service": "service wash 8kg",
        "dropped_off": "2025-03-11",
        "collected": "2025-03-12",
        "paid": 14.5,
        "phone": "+44 7700 900418",
    },
)
LAUNDRETTE_FLOWS = (
    (
        u(_LAUNDRETTE_OPENER),
        a("I'm really sorry to hear that. Could you give me the ticket number from your service wash receipt?"),
        u(
            "It's SW-30418.", "SW-30418", "The ticket says SW 30418.", "sure, ticket no. sw-30418",
            "Ticket number SW-30418 - I dropped it off on the 11th.",
        ),
        a(
            "Thanks. I've found it: an 8 kg service wash dropped off on 11 March and collected on 12 March, £14.50 "
            "paid. What was the jumper worth, roughly?",
            _WASH_LOOKUP,
        ),
        u(
            "It was £85 when I bought it.", "About £85.", "85 pounds - and it was only a few months old.",
            "£85. It's pure cashmere; the label says hand wash, but I did tick 'delicates' on the form.",
            "It cost me £85 last autumn, so not cheap!",
        ),
        a(
            "Understood. I can file a damage claim for the jumper at £85; the branch will follow it up with you. "
            "What's the best phone number to reach you?"
        ),
        u(
            "+44 7700 900418", "You can call me on 07700 900418.",
            "My mobile is 07700 900 418, after 4pm is best because of school.", "07700900418",
            "It's 07700 900418. I can't answer during lessons, so a voicemail is fine.",
        ),
        a(
            "Thank you. I've filed the claim: reference LC-5521. Claims are paid up to a limit of £75 per item "
            "unless the branch manager approves more; Denise Hollis manages the branch and will review it.",
            call(
                "file_damage_claim",
                {"ticket": "SW-30418", "item": "cashmere jumper", "value": 85, "phone": "+44 7700 900418"},
                {"claim": "LC-5521", "status": "open", "limit": 75, "reviewer": "Denise Hollis"},
            ),
        ),
        u(
            "So if it's capped at £75 I'd be £10 short? Can Denise Hollis approve the full £85?",
            "Thanks. LC-5521 - I'll note that down. Will Denise ring me or email?",
            "OK. So the most I'd normally get is £75, unless she agrees to the full amount?",
            "Got it, reference LC-5521. How long does the manager's review usually take?",
            "Right, thank you. Does she need to see the jumper itself?",
        ),
        a(
            "She'll phone you, usually within five working days, and she can approve up to the full value if the "
            "care instructions were followed. Keep the jumper in case she asks to see it."
        ),
        stop(
            "Great, thanks for your help.", "Thank you, that's all I needed.", "Lovely, I'll wait for her call. Bye!",
            "OK, I'll hang on to the jumper. Thanks very much.", "",
        ),
    ),
    (
        u(_LAUNDRETTE_OPENER),
        a("Sorry to hear that! To find the order, could I have the ticket number and the phone number you gave?"),
        u(
            "Ticket SW-30418, phone 07700 900418.", "SW-30418 and +44 7700 900418",
            "The ticket is SW-30418. Phone: 07700-900-418", "sw30418, and my number's 07700 900418",
        ),
        a(
            "Thanks, found it: dropped off Tuesday 11 March, collected Wednesday. I'll log a damage claim now.",
            _WASH_LOOKUP,
        ),
        u(
            "Thank you. It was worth £85, if you need that.", "Great. The jumper cost £85.",
            "Ok thanks. It's a grey cashmere crew neck, it cost me £85.",
            "Thanks - it's now about two sizes smaller, honestly it'd fit a child.",
        ),
        a(
            "I tried to file the claim, but our claims system returned an error, so it hasn't gone through. Please "
            "try again later today or call the branch directly.",
            call(
                "file_damage_claim",
                {"ticket": "SW-30418", "item": "cashmere jumper"},
                error="503 Service Unavailable: claims service",
            ),
        ),
        stop(
            "Oh well. I'll try again later then, thanks.", "Ok, I'll call the branch this afternoon. Thanks anyway.",
            "That's annoying, but fine. Bye.", "Right, I'll ring them after school. Thanks for trying.", "",
        ),
    ),
    (
        u(_LAUNDRETTE_OPENER),
        a("Oh no, I'm sorry. Do you have the ticket number?"),
        u(
            "Yes - SW-30418.", "SW-30418. Dropped off on 11/03.", "It's SW-30418, it's on the pink slip.",
            "Yep, ticket SW-30418.",
        ),
        a(
            "Thank you. I see a service wash collected on 12 March. I can file a claim; what email should we send "
            "the claim details to, and what was the jumper worth?",
            _WASH_LOOKUP,
        ),
        u(
            "r.okafor@mailbox.org, and it was £85.", "Email is r.okafor@mailbox.org. Value: £85.",
            "R.Okafor@mailbox.org - it cost eighty-five pounds.", "It was 85 quid; email r.okafor@mailbox.org please.",
            "- email: r.okafor@mailbox.org\n- value: £85",
        ),
        a(
            "Filed. Your claim reference is LC-5521 and the details are on their way to r.okafor@mailbox.org.",
            call(
                "file_damage_claim",
                {"ticket": "SW-30418", "item": "cashmere jumper", "value": 85, "email": "r.okafor@mailbox.org"},
                {"claim": "LC-5521", "status": "open"},
            ),
        ),
        u(
            "Thank you! Do I need to bring the jumper in?",
            "Brilliant, LC-5521. Should I keep the jumper as evidence?",
            "Thanks. Can I drop the jumper at the shop so they can see it?",
            "Great, thank you. Will the email say how long it takes?",
        ),
        a("Yes, please bring it to the branch so the manager can inspect it; the email explains the next steps."),
        stop(
            "Will do. Thanks!", "OK, I'll pop in on Saturday. Cheers.", "Perfect, thank you.",
            "Lovely, thanks for sorting it out.",
        ),
    ),
)

# -- 2. van hire: moving the pickup a week later -----------------------------------------------------------------

VANHIRE = Scenario(
    goal="Move your Luton van hire from Saturday 17 May to Saturday 24 May at the same depot; your house move has "
    "slipped by a week.",
    persona="a first-time mover, chatty and a bit anxious",
    known_facts={
        "booking_reference": "VH-77120",
        "surname": "Dlamini",
        "pickup_date": "2025-05-17",
        "depot": "Hackney Wick",
        "phone": "020 7946 0321",
    },
    unknown_facts=["date change fee: £20", "van registration", "insurance excess: £1,000"],
    expected=["change_booking"],
)
_VAN_FIND = call(
    "find_booking",
    {"ref": "VH-77120"},
    {
        "ref": "VH-77120",
        "surname": "Dlamini",
        "vehicle": "Luton van with tail lift",
        "pickup": "2025-05-17T08:00",
        "return": "2025-05-17T18:00",
        "depot": "Hackney Wick",
        "paid": 119.0,
        "rate": "flexible",
    },
)
_VAN_AVAIL = call(
    "check_availability",
    {"depot": "Hackney Wick", "date": "2025-05-24", "vehicle": "luton"},
    {"available": True, "price": 139.0, "change_fee": 20.0},
)
_VAN_CHANGE = call(
    "change_booking",
    {"ref": "VH-77120", "pickup": "2025-05-24T08:00"},
    {"ref": "VH-77120", "pickup": "2025-05-24T08:00", "return": "2025-05-24T18:00", "balance_due": 40.0},
)
VANHIRE_FLOWS = (
    (
        u(
            "Hi! I've got a Luton van booked for Saturday the 17th of May and my move has slipped a week. Can I "
            "move it to the 24th?",
            "Hello, I need to change the date on my van hire - from 17 May to 24 May if possible.",
            "hi there, my moving date got pushed back so I need the van on Saturday 24th May instead of the 17th. "
            "is that doable?",
            "Hi, could I move my van booking back a week? It's currently Sat 17/05, I'd need Sat 24/05 instead.",
        ),
        a("Of course, let me check. What's your booking reference and the surname on the booking?"),
        u(
            "VH-77120, surname Dlamini.", "It's VH77120 - Dlamini.",
            "Booking ref is VH-77120 and the name is Dlamini (D-L-A-M-I-N-I).", "vh-77120, Dlamini",
            "Sure! VH-77120, and it's under Dlamini.",
        ),
        a(
            "Thanks Mr Dlamini. You have a Luton van with tail lift from Hackney Wick on 17 May, 8 am to 6 pm, £119 "
            "paid. On Saturday 24 May there's a Luton available for £139, so £20 more than you paid, plus a £20 "
            "date change fee: £40 to pay. Shall I move it?",
            _VAN_FIND,
            _VAN_AVAIL,
        ),
        u(
            "Yes please, move it to the 24th.", "£40 all in? That's fine, go ahead.",
            "OK so £139 for the new day plus the £20 fee - yes, please change it.",
            "yes do it pls, same times 8 till 6 right?",
            "That's a bit more than I hoped, but fine. Please move it to Saturday 24 May.",
        ),
        a(
            "Done: VH-77120 is now Saturday 24 May, pickup 8 am at Hackney Wick, return by 6 pm. The £40 balance "
            "will be taken at pickup.",
            _VAN_CHANGE,
        ),
        u(
            "Thank you! Do I need to bring anything on the day?", "Brilliant. Can I pay the £40 by card at the depot?",
            "Great. Is the insurance still included like before?",
            "Phew, thank you. What happens if I'm a bit late bringing it back?",
        ),
        a(
            "Bring your driving licence and a card; the £40 can be paid by card. Standard insurance is included, "
            "with a £1,000 excess. If you'll be late, just call the depot."
        ),
        stop(
            "Perfect, thanks so much!", "Lovely, see you on the 24th then. Bye!",
            "Great, £1,000 excess noted. Thanks for sorting it.", "Thank you, that's one less thing to worry about!",
            "",
        ),
    ),
    (
        u(
            "Hi, can I change the date of my van hire? I'm booked in for the 17th of May.",
            "Hello - I need to push my van booking back by a week, is that possible?",
            "Hi, I'd like to rebook my van from 17 May to 24 May.",
            "Morning! Quick one: can a van hire be moved to a different Saturday?",
        ),
        a("I can look into it. What's the booking reference?"),
        u(
            "VH-77120", "It's VH-77120.", "Sure, VH 77120", "VH-77120, it's on the confirmation email.",
        ),
        a("And the surname and a contact phone number?"),
        u(
            "Dlamini, 020 7946 0321.", "Surname Dlamini, phone 020 7946 0321",
            "Dlamini - you can reach me on 0207 946 0321.", "It's Dlamini. Number: 02079460321",
        ),
        a(
            "Thanks. I'm afraid I can't move this one: it was booked on our non-changeable saver rate, so the date "
            "can't be changed or refunded. You'd need to make a new booking for the 24th.",
            call(
                "find_booking",
                {"ref": "VH-77120", "surname": "Dlamini"},
                {"ref": "VH-77120", "pickup": "2025-05-17T08:00", "paid": 119.0, "rate": "saver (non-changeable)"},
            ),
        ),
        u(
            "Oh no, I didn't realise it was non-changeable. Is there really nothing you can do?",
            "Hmm, that's disappointing. Could a manager make an exception?", "Right. So I'd lose the £119?",
            "Ugh. Can I at least get some of the £119 back?",
        ),
        a("I'm sorry, saver bookings can't be changed by anyone, including managers, and the £119 isn't refundable."),
        stop(
            "OK, I'll think about booking a new one. Thanks anyway.", "Fine. Thanks for explaining.",
            "That's a shame. Bye.", "Oh well, lesson learned. Thanks.", "",
        ),
    ),
    (
        u(
            "Hello, I need to move my van hire to a later date please.",
            "Hiya, my removal date's changed - can I move my van booking to Saturday 24th May?",
            "Hi, is it possible to change the pickup date on a van booking?",
            "hi, need to move my luton van booking by a week",
        ),
        a("Sure. Could you give me the booking reference?"),
        u(
            "VH-77120", "Yep, it's VH-77120", "I think it's VH-77120, from the confirmation email.",
            "Booking reference VH-77120.",
        ),
        a("Found it: Luton van, Hackney Wick, Saturday 17 May. Which date would you like instead?", _VAN_FIND),
        u(
            "Saturday 24 May please, same depot.", "The 24th - a week later. Same times if possible.",
            "24/05/2025 please.", "The following Saturday, the 24th. Still from Hackney Wick.",
        ),
        a(
            "The 24th is available at £139. With the £20 change fee that's £40 more than you paid. Shall I go "
            "ahead?",
            _VAN_AVAIL,
        ),
        u(
            "Yes, go ahead.", "Ok fine, £40 extra it is.", "Yes please. Will it still be the tail lift one?",
            "Go for it. £139 plus £20, minus the £119 I paid, so £40 - makes sense.",
        ),
        a("Changed. Your booking VH-77120 is now for 24 May, and it's still a Luton with tail lift.", _VAN_CHANGE),
        stop(
            "Brilliant, thank you!", "Thanks a lot, that's a weight off.", "Cheers, bye!",
            "Great, thanks for the quick help.",
        ),
    ),
)

# -- 3. woodwork course: withdrawal and refund -------------------------------------------------------------------

WOODWORK = Scenario(
    goal="You broke your wrist and cannot do the six-week Beginners' Joinery evening course starting on 8 April; "
    "withdraw and get a refund.",
    persona="a retired engineer, precise, writes in full sentences",
    known_facts={
        "enrolment_id": "WW-2291",
        "full_name": "Keiko Tanaka",
        "email": "keiko.tanaka@fastmail.com",
        "amount_paid": "£240",
        "course_start": "2025-04-08",
    },
    unknown_facts=["refund amount", "admin fee: £15", "course tutor's name: Martin Greaves"],
    expected=["withdraw_and_refund"],
)
_WW_ENROLMENT = call(
    "get_enrolment",
    {"enrolment_id": "WW-2291"},
    {
        "id": "WW-2291",
        "name": "Keiko Tanaka",
        "course": "Beginners' Joinery (6 weeks)",
        "start": "2025-04-08",
        "paid": 240.0,
        "tutor": "Martin Greaves",
        "policy": "full refund less £15 admin fee up to 7 days before start",
    },
)
_WW_REFUND = call(
    "withdraw_and_refund",
    {"enrolment_id": "WW-2291", "reason": "medical"},
    {"status": "withdrawn", "refund": 225.0, "refund_id": "RF-90817", "to": "original card", "days": "5-7"},
)
WOODWORK_FLOWS = (
    (
        u(
            "Good afternoon. I am afraid I have broken my wrist and will not be able to attend the Beginners' "
            "Joinery course. I would like to withdraw and request a refund.",
            "Hello. Unfortunately I have broken my wrist, so I need to withdraw from the joinery evening course "
            "that starts on 8 April. Could I have a refund?",
            "Hi, I'm enrolled on the six-week Beginners' Joinery course but I've fractured my wrist. How do I "
            "cancel and get my money back?",
            "Hello, I need to drop out of Beginners' Joinery (starts April 8th) - broken wrist, I'm afraid. Can I "
            "get a refund?",
        ),
        a("I'm so sorry about your wrist. Could I have your enrolment ID, please?"),
        u(
            "Certainly. It is WW-2291.", "WW-2291", "My enrolment ID is WW 2291.",
            "It's ww-2291, from the confirmation email.",
            "Of course: WW-2291. The booking is in the name of Keiko Tanaka.",
        ),
        a(
            "Thank you, Ms Tanaka. I can see Beginners' Joinery starting 8 April with Martin Greaves, £240 paid. As "
            "it's more than 7 days before the start, you're entitled to a full refund less a £15 admin fee, so "
            "£225. Would you like me to process that?",
            _WW_ENROLMENT,
        ),
        u(
            "Yes, please go ahead with the £225 refund.", "That is acceptable. Please process it.",
            "£240 less £15, so £225 - yes, that is fine, thank you.",
            "Yes please. Is the £15 fee waived for medical reasons at all?",
            "Please do. I quite understand the admin fee.",
        ),
        a(
            "Done - I've withdrawn you and refunded £225 (the admin fee applies in all cases, I'm afraid). Refund "
            "reference RF-90817; it will reach your original card in 5-7 working days.",
            _WW_REFUND,
        ),
        u(
            "Thank you. Please pass my apologies on to Mr Greaves.",
            "Thank you. Will I receive an email confirmation?", "Noted: RF-90817, 5-7 working days. Thank you.",
            "Thanks. Could I join a later run of the course once my wrist has healed?",
        ),
        a(
            "I'll let Martin know. A confirmation is on its way by email, and you're welcome to book a later course "
            "at any time."
        ),
        stop(
            "Thank you very much for your help.", "Much appreciated. Goodbye.",
            "Excellent. Thank you, and good afternoon.",
            "That is very kind. I shall look out for the autumn dates. Goodbye.", "",
        ),
    ),
    (
        u(
            "Hello, I need to withdraw from a woodwork course and get a refund, please.",
            "Hi there. I'm booked on Beginners' Joinery but can't do it now - I've broken my wrist. Refund please?",
            "Good morning, I would like to cancel my place on the joinery course. Medical reasons.",
            "Hello. Regrettably I must withdraw from the evening joinery course; my wrist is in plaster.",
        ),
        a(
            "Sorry to hear that. I'll need to verify your booking: what's your full name and the email address "
            "you enrolled with?"
        ),
        u(
            "Keiko Tanaka, keiko.tanaka@fastmail.com.", "Name: Keiko Tanaka\nEmail: keiko.tanaka@fastmail.com",
            "It is Keiko Tanaka and the email is keiko.tanaka@fastmail.com",
            "Keiko Tanaka - keiko dot tanaka at fastmail dot com.",
        ),
        a("Thanks. Do you have the enrolment ID too?"),
        u(
            "Yes, WW-2291.", "It is WW-2291.", "WW2291, I believe.", "I do: WW-2291.",
        ),
        a(
            "Found it: Beginners' Joinery, starting 2025-04-08, £240 paid. Withdrawing now gives you a refund of "
            "£225 after the £15 admin fee. Shall I go ahead?",
            _WW_ENROLMENT,
        ),
        u(
            "Yes, go ahead.", "Yes. I had hoped for the full £240, but £225 is reasonable.",
            "Please do. Where will the money go?", "Yes please. So the admin fee is the only deduction?",
        ),
        a(
            "Processed. £225 goes back to the card you paid with within 5-7 working days; the £15 fee is the only "
            "deduction. Reference RF-90817.",
            _WW_REFUND,
        ),
        stop(
            "Thank you, that is very clear.", "Great, RF-90817 noted. Thanks!", "Thanks for your help.",
            "Very good. Goodbye.",
        ),
    ),
)

# -- 4. horsebox: transport to a show (with an opener) ------------------------------------------------------------

_HORSEBOX_OPENER = "Hello, I need a horsebox with a driver to take my mare to a show next month."
HORSEBOX = Scenario(
    goal="Book a horsebox with driver to take your mare Juniper from home to the Hartpury Showground for a show "
    "on 14 June and back the same day.",
    persona="an amateur eventer, organised, writes quick lists",
    known_facts={
        "account_number": "HB-4410",
        "postcode": "GL54 2HQ",
        "show_date": "2025-06-14",
        "horse_height": "16.2hh",
        "mobile": "07700 900981",
    },
    unknown_facts=["driver's name: Gary Pryce", "mileage charge", "booking number: HBX-30092"],
    opener=_HORSEBOX_OPENER,
    expected=["book_transport"],
)
_HB_ACCOUNT = call(
    "get_account",
    {"account": "HB-4410"},
    {"account": "HB-4410", "name": "Sophie Marsh", "home_postcode": "GL54 2HQ", "horses": ["Juniper"]},
)
_HB_QUOTE = call(
    "quote_transport",
    {"from": "GL54 2HQ", "to": "Hartpury Showground", "date": "2025-06-14", "return": True},
    {"miles_round_trip": 52, "price": 186.0, "vehicle": "2-horse 7.5t", "departure": "06:30"},
)
_HB_BOOK = call(
    "book_transport",
    {"account": "HB-4410", "date": "2025-06-14", "to": "Hartpury Showground", "return": True},
    {"booking": "HBX-30092", "date": "2025-06-14", "depart": "06:30", "driver": "Gary Pryce", "price": 186.0},
)
HORSEBOX_FLOWS = (
    (
        u(_HORSEBOX_OPENER),
        a("Happy to help. Do you have an account with us? If so, the account number please, and the show date."),
        u(
            "Yes, HB-4410. The show is on 14 June.", "Account HB-4410, show date Saturday 14th June.",
            "- account: HB-4410\n- show: 14/06/2025", "HB4410 and it's the 14th of June",
            "Yes! Account number HB-4410, and the show's on Sat 14 June.",
        ),
        a("Thanks, Sophie. I have Juniper on your account, collecting from GL54 2HQ. Where's the show?", _HB_ACCOUNT),
        u(
            "Hartpury Showground, and we'd need bringing back the same day.",
            "It's at Hartpury. Return trip the same evening please.",
            "Hartpury Showground - there and back on the day.", "Hartpury. Collection from home is right, GL54 2HQ.",
        ),
        a(
            "A 2-horse 7.5-tonne lorry with driver, departing GL54 2HQ at 6:30 am, round trip of 52 miles: £186 "
            "including mileage. How tall is Juniper?",
            _HB_QUOTE,
        ),
        u(
            "She's 16.2hh.", "16.2 hands, so she'll fit fine in a 7.5t.",
            "Juniper is 16.2hh. 6:30 is fine for departure.",
            "16.2hh - is £186 the full price, including the driver waiting at the show?",
        ),
        a("That's fine for the lorry. And £186 covers the driver waiting all day. Shall I book it?"),
        u(
            "Yes please, book it.", "Yes - go ahead for 14 June.", "Perfect, please book.",
            "Yes book it please. Can you send a confirmation to my mobile?",
        ),
        a(
            "Booked: HBX-30092, 14 June, departing 6:30 am. Your driver will be Gary Pryce; he'll text you the "
            "evening before.",
            _HB_BOOK,
        ),
        stop(
            "Great, thanks!", "Brilliant, HBX-30092 noted. Thank you!", "Lovely - see Gary on the 14th. Thanks.",
            "Perfect, that's sorted. Cheers!", "",
        ),
    ),
    (
        u(_HORSEBOX_OPENER),
        a("Certainly. What's the show date and venue, and where are we collecting from?"),
        u(
            "14 June, Hartpury Showground, collecting from GL54 2HQ.",
            "Sat 14/06 at Hartpury; pick-up postcode GL54 2HQ.",
            "- Date: 14 June\n- Venue: Hartpury Showground\n- From: GL54 2HQ",
            "the 14th of June, Hartpury, and we're at GL54 2HQ",
        ),
        a("Thanks. Do you have an account number with us?"),
        u(
            "Yes, HB-4410.", "HB-4410", "It's HB 4410.", "Yep - HB-4410.",
        ),
        a(
            "I'm sorry, I tried to make the booking but our scheduling system timed out and nothing was booked. "
            "Please call the yard office to book by phone.",
            _HB_ACCOUNT,
            call(
                "book_transport",
                {"account": "HB-4410", "date": "2025-06-14", "to": "Hartpury Showground"},
                error="Timeout contacting scheduling system",
            ),
        ),
        stop(
            "Ok, I'll ring the yard office. Thanks.", "That's a pain, but fine. I'll call them. Bye.",
            "Right, will phone instead. Thanks for trying.", "No worries, I'll give them a ring later.", "",
        ),
    ),
    (
        u(_HORSEBOX_OPENER),
        a("We can do that. Which date, and what's your account number?"),
        u(
            "14 June. Account HB-4410.", "June 14th, account number HB-4410.",
            "It's the 14th June; my account is HB-4410.", "Date: 14/06. Account: HB-4410.",
        ),
        a("Thanks. Is that from your home postcode, GL54 2HQ? And which venue?", _HB_ACCOUNT),
        u(
            "Yes, from home. To Hartpury Showground.", "Correct, GL54 2HQ to Hartpury, return the same day.",
            "Yes from home - Hartpury Showground please", "That's right. Hartpury, and back again in the evening.",
        ),
        a(
            "That's a 52-mile round trip in a 2-horse lorry, £186, leaving at 6:30 am. Want me to book it?",
            _HB_QUOTE,
        ),
        u(
            "Yes please.", "£186 is fine, book it.",
            "Yes. Could you put a note that Juniper travels better facing backwards?",
            "Go ahead. 6:30 is early but fine.",
        ),
        a("Booked, with a note added. Booking HBX-30092; your driver is Gary Pryce.", _HB_BOOK),
        u(
            "Thanks. What time will we be back?", "Great. How early should I have her ready?",
            "Thank you! Does Gary bring haynets or should I?",
            "Brilliant. Is HBX-30092 what I quote if I need to change anything?",
        ),
        a("Have her ready by 6:15; you'll be back by about 7 pm. Please bring your own haynets."),
        stop(
            "Perfect. Thanks!", "Brilliant, cheers.", "Will do, thank you.", "Great, all sorted. Bye!",
        ),
    ),
)

# -- 5. glassblowing studio: a cracked vase ----------------------------------------------------------------------

GLASSBLOWING = Scenario(
    goal="The hand-blown vase you ordered from the glassblowing studio arrived cracked; get a replacement sent.",
    persona="a graphic designer in her thirties, casual, often writes in lowercase",
    known_facts={
        "order_number": "GB-10923",
        "email": "mara.quill@postbox.net",
        "delivery_date": "2025-02-20",
        "item": "Amber Swirl vase",
        "price": "$145.00",
    },
    unknown_facts=[
        "replacement ship date: 2025-03-04",
        "courier tracking number",
        "studio artist's name: Tomas Reyna",
    ],
    expected=["create_replacement"],
)
_GB_ORDER = call(
    "find_order",
    {"order": "GB-10923"},
    {
        "order": "GB-10923",
        "item": "Amber Swirl vase",
        "price": 145.0,
        "delivered": "2025-02-20",
        "email": "mara.quill@postbox.net",
        "artist": "Tomas Reyna",
        "next_batch": "2025-03-04",
    },
)
_GB_REPLACE = call(
    "create_replacement",
    {"order": "GB-10923", "reason": "arrived cracked"},
    {"replacement": "GB-10923-R1", "ships": "2025-03-04", "carrier": "UPS", "return_needed": False},
)
GLASSBLOWING_FLOWS = (
    (
        u(
            "hi, my vase arrived cracked :( can you send a replacement?",
            "Hi there, the glass vase I ordered from you came with a crack down one side. Could I get a "
            "replacement?",
            "Hello! Sadly my hand-blown vase arrived cracked. What can we do?",
            "hey, my amber swirl vase showed up cracked. gutted. replacement possible?",
        ),
        a("Oh no, I'm sorry! What's your order number?"),
        u(
            "GB-10923", "it's GB-10923", "Order number GB 10923.", "gb10923 - it came on the 20th",
            "Sure, GB-10923. The box looked fine, weirdly.",
        ),
        a(
            "Thanks. That's the Amber Swirl vase, $145.00, delivered 20 February. Each piece is made by hand, so the "
            "replacement will be a new piece by Tomas Reyna from the next batch, shipping on March 4. Would you "
            "like that, or a refund?",
            _GB_ORDER,
        ),
        u(
            "the replacement please!", "Replacement please - I don't mind waiting until March 4.",
            "A new one please. It'll look a little different then, since it's handmade?",
            "replacement. march 4th is fine",
            "Definitely a replacement, I love that design. A new Tomas Reyna piece sounds great.",
        ),
        a(
            "I've arranged it: replacement order GB-10923-R1 ships on March 4. No need to return the cracked one.",
            _GB_REPLACE,
        ),
        u(
            "amazing, thank you! will I get a tracking number?", "Great. Should I just recycle the broken one?",
            "Thanks. Will it be packed differently this time?",
            "ok cool, GB-10923-R1. will it come by the same courier?",
        ),
        a("You'll get a UPS tracking number by email when it ships, and it'll be double-boxed this time."),
        stop(
            "perfect, thanks so much!", "Lovely, thank you!", "Great, looking forward to it. Bye!",
            "amazing. thanks for being so quick about it", "",
        ),
    ),
    (
        u(
            "Hi, I received a cracked vase. Order GB-10923.",
            "hello - order GB-10923 arrived broken, well, cracked. could you replace it?",
            "Hi, my order GB-10923 came damaged, the vase has a crack in the base.",
            "hey! GB-10923 arrived with a crack in it, can you help?",
        ),
        a("Sorry about that! To confirm it's yours, what email is on the order?"),
        u(
            "mara.quill@postbox.net", "It's mara.quill@postbox.net", "mara dot quill at postbox dot net",
            "Mara.Quill@postbox.net :)",
        ),
        a("Thank you. Could you describe the crack? Is it just cosmetic, or does it leak?", _GB_ORDER),
        u(
            "It runs about 5 cm up from the base and it leaks when I fill it.",
            "it leaks, there's a hairline crack from the bottom up",
            "A crack from the base upwards - water seeps out.",
            "Definitely leaks. I put flowers in it and the table got wet.",
        ),
        a(
            "Thanks, that's definitely a defect. I've set up a replacement, GB-10923-R1, shipping March 4 with UPS.",
            _GB_REPLACE,
        ),
        stop(
            "thank you!", "Brilliant, March 4 it is. Thanks!", "Great, GB-10923-R1. Cheers!",
            "perfect, thanks for sorting it",
        ),
    ),
    (
        u(
            "Hi, the Amber Swirl vase I ordered has arrived cracked.",
            "Hello, I got my vase and it's cracked. Can I have a new one?",
            "Hi, my vase from you arrived with a crack in it. Could you replace it?",
            "hi!! bad news, the vase came cracked. replacement please?",
        ),
        a("I'm sorry! Order number and email, please?"),
        u(
            "GB-10923 and mara.quill@postbox.net", "Order GB-10923, email mara.quill@postbox.net.",
            "GB-10923 / Mara.Quill@postbox.net", "order: GB-10923\nemail: mara.quill@postbox.net",
        ),
        a(
            "Thanks. I tried to create the replacement, but our system returned an error and nothing was created. "
            "I've flagged it to the studio team; they'll email you within two working days.",
            _GB_ORDER,
            call(
                "create_replacement",
                {"order": "GB-10923", "reason": "arrived cracked"},
                error="inventory service error: batch not found",
            ),
        ),
        stop(
            "Ok, I'll wait for their email then. Thanks.", "hm ok. thanks for flagging it.", "Alright, thanks. Bye.",
            "oh well, fingers crossed they get back to me. thanks", "",
        ),
    ),
)

# -- 6. observatory: a clouded-out evening (with an opener) ------------------------------------------------------

_OBSERVATORY_OPENER = "Hi, our stargazing evening got clouded out and I'd like to rebook."
OBSERVATORY = Scenario(
    goal="Your family stargazing evening at Kielder Ridge Observatory on 24 January was clouded out; rebook the "
    "four tickets for a clear night in February.",
    persona="a father of two, enthusiastic and a little rambling",
    known_facts={
        "booking_ref": "OBS-5817",
        "original_date": "2025-01-24",
        "email": "dan.whitfield@gmail.com",
        "phone": "07700 900552",
        "ticket_total": "£68",
    },
    unknown_facts=["rebooking fee", "astronomer's name: Dr Ines Calder"],
    opener=_OBSERVATORY_OPENER,
    expected=["rebook_visit"],
)
_OBS_BOOKING = call(
    "get_booking",
    {"ref": "OBS-5817"},
    {
        "ref": "OBS-5817",
        "date": "2025-01-24",
        "tickets": 4,
        "paid": 68.0,
        "status": "cancelled_weather",
        "credit": 68.0,
        "email": "dan.whitfield@gmail.com",
    },
)
_OBS_SESSIONS = call(
    "list_sessions",
    {"month": "2025-02"},
    {
        "sessions": [
            {"date": "2025-02-07", "time": "19:30", "left": 6},
            {"date": "2025-02-21", "time": "20:00", "left": 12},
        ],
        "host": "Dr Ines Calder",
        "rebooking_fee": 0,
    },
)
OBSERVATORY_FLOWS = (
    (
        u(_OBSERVATORY_OPENER),
        a("What a shame, sorry about the clouds! Could I have your booking reference?"),
        u(
            "Sure, it's OBS-5817.", "OBS-5817 - the kids were so disappointed!", "The ref is OBS 5817.",
            "obs-5817. It was for the 24th of January.",
            "Of course, OBS-5817. We'd driven all the way up and then the clouds rolled in, typical!",
        ),
        a(
            "Thanks. I see four tickets for 24 January, cancelled for weather, so you have £68 of credit and no "
            "rebooking fee. In February we have Friday 7th at 7:30 pm (6 places left) or Friday 21st at 8 pm (12 "
            "left). Which suits?",
            _OBS_BOOKING,
            _OBS_SESSIONS,
        ),
        u(
            "The 21st would be best, the kids are off school that week.", "Friday 21 Feb at 8pm please.",
            "Hmm, the 7th is a school night... let's go for the 21st.",
            "21st Feb please - 8pm is fine, all four of us.", "Let's do Friday the 21st. Good to hear there's no fee!",
        ),
        a(
            "Done: four places on Friday 21 February at 8 pm, using your £68 credit. Dr Ines Calder will be hosting.",
            call(
                "rebook_visit",
                {"ref": "OBS-5817", "date": "2025-02-21", "tickets": 4},
                {"ref": "OBS-5817", "new_date": "2025-02-21T20:00", "fee": 0, "status": "rebooked"},
            ),
        ),
        u(
            "Fantastic, thank you! What happens if it's cloudy again?",
            "Great! Should we bring anything, like blankets?",
            "Thanks. Is Dr Calder the one who does the planet talk?",
            "Brilliant. Is there parking at the observatory?",
        ),
        a("If it's cloudy we'll rebook you again for free. Do bring warm layers; there's free parking on site."),
        stop(
            "Perfect. Thanks so much, see you on the 21st!", "Great, thanks for your help!",
            "Cheers, fingers crossed for clear skies. Bye!", "Lovely, the kids will be thrilled. Thank you!", "",
        ),
    ),
    (
        u(_OBSERVATORY_OPENER),
        a("Sorry about the weather! What's the email on the booking?"),
        u(
            "dan.whitfield@gmail.com", "It's dan.whitfield@gmail.com.",
            "Dan.Whitfield@gmail.com - the booking was for four of us.",
            "dan.whitfield@gmail.com, should be under Whitfield.",
        ),
        a(
            "Found OBS-5817: four tickets on 24 January, £68, cancelled for cloud. You can rebook free of charge. "
            "Any date in mind?",
            _OBS_BOOKING,
        ),
        u(
            "Something in February, ideally a Friday.", "Any Friday in February works for us.",
            "What do you have in February? Weekends are easiest.",
            "February please - the kids have been asking every day when we're going back!",
        ),
        a("February has Friday 7th at 7:30 pm and Friday 21st at 8 pm.", _OBS_SESSIONS),
        u(
            "The 7th, please.", "Friday the 7th at 7:30 sounds good.",
            "Let's do 7 Feb, if there's still room for four of us.",
            "The 7th - the earlier the better, the kids won't wait!",
        ),
        a(
            "Booked: four places on 7 February at 7:30 pm. Confirmation sent to dan.whitfield@gmail.com.",
            call(
                "rebook_visit",
                {"ref": "OBS-5817", "date": "2025-02-07", "tickets": 4},
                {"ref": "OBS-5817", "new_date": "2025-02-07T19:30", "fee": 0, "status": "rebooked"},
            ),
        ),
        stop(
            "Thanks a lot!", "Brilliant. Thanks, bye!", "Great, cheers!", "Got the email already. Thank you!",
        ),
    ),
)

# -- 7. choir: a subscription charged twice ----------------------------------------------------------------------

CHOIR = Scenario(
    goal="The Riverside Community Choir charged your autumn term subscription twice on 1 September; get the "
    "duplicate payment refunded.",
    persona="a retired nurse who sings alto, warm and chatty",
    known_facts={
        "member_number": "CH-0382",
        "email": "bev.achterberg@outlook.com",
        "term_fee": "£45.00",
        "charge_date": "2025-09-01",
        "card_last_four": "4417",
    },
    unknown_facts=["refund reference: RFD-2207", "treasurer's name: Alan Briggs", "spring term fee"],
    expected=["refund_payment"],
)
_CH_MEMBER = call(
    "lookup_member",
    {"member": "CH-0382"},
    {
        "member": "CH-0382",
        "name": "Beverley Achterberg",
        "voice": "alto",
        "payments": [
            {"id": "PAY-6120", "date": "2025-09-01", "amount": 45.0},
            {"id": "PAY-6121", "date": "2025-09-01", "amount": 45.0},
        ],
    },
)
_CH_REFUND = call(
    "refund_payment",
    {"payment_id": "PAY-6121", "amount": 45.0},
    {"refund": "RFD-2207", "amount": 45.0, "card": "**** 4417", "eta": "3-5 working days"},
)
CHOIR_FLOWS = (
    (
        u(
            "Hello there! I think I've been charged twice for my autumn term subscription. Could someone look "
            "into it?",
            "Hi, I've just noticed two payments of £45 to the choir on my statement, both on 1 September. I only "
            "meant to pay once!",
            "Good afternoon, the choir subscription went out of my account twice this month. Can I have one of "
            "them back please?",
            "Hi, I'm an alto in the Riverside choir and I've been double charged for the autumn term.",
        ),
        a("Oh dear, sorry about that! Could you give me your member number so I can check?"),
        u(
            "Of course, it's CH-0382.", "CH-0382", "My member number is CH 0382, I think - it's on my card.",
            "ch-0382 :)", "Yes dear, it's CH-0382.",
        ),
        a(
            "Thanks, Beverley. I can see two payments of £45.00 on 1 September, PAY-6120 and PAY-6121. I can refund "
            "the second one, PAY-6121, to the card it came from. Shall I do that?",
            _CH_MEMBER,
        ),
        u(
            "Yes please, that would be lovely.", "Yes, refund PAY-6121 please. That's the card ending 4417.",
            "Please do! £45 is a lot to lose on a pension.", "Yes. Just the one £45 back, the other one is right.",
        ),
        a(
            "Done. I've refunded £45.00 to your card ending 4417; refund reference RFD-2207. It should arrive in "
            "3-5 working days.",
            _CH_REFUND,
        ),
        u(
            "Thank you so much. Will I get an email to confirm?", "Wonderful. RFD-2207 - I'll write it down.",
            "Thanks! Do I need to do anything if it hasn't arrived by next week?",
            "Lovely. Who should I speak to if there's a problem?",
        ),
        a(
            "You'll get an email confirmation. If it hasn't arrived in 5 working days, contact our treasurer, Alan "
            "Briggs, with reference RFD-2207."
        ),
        stop(
            "Lovely, thank you dear. See you at rehearsal!", "Thanks very much for your help.",
            "Perfect, I'll keep an eye out. Bye for now!", "Thank you, I'll ask Alan if it doesn't turn up.", "",
        ),
    ),
    (
        u(
            "Hi, I've been charged twice for the choir subscription.",
            "Hello! Two lots of £45 went out for this term. Can one be refunded?",
            "Hiya, double payment for autumn term, can you help?",
            "Hello, I'm afraid your system took my subscription twice on 1 September.",
        ),
        a("Sorry about that. What's the email on your membership, and the last four digits of the card charged?"),
        u(
            "bev.achterberg@outlook.com, card ending 4417.", "Email: bev.achterberg@outlook.com\nCard: ...4417",
            "It's bev.achterberg@outlook.com and the card ends in 4417.",
            "bev dot achterberg at outlook dot com, and 4417.",
        ),
        a(
            "Thanks. I can see both payments, but I'm not able to issue refunds from this chat: card refunds have "
            "to be approved by the treasurer. Please email the treasurer directly.",
            _CH_MEMBER,
        ),
        u(
            "Oh, I see. What's the treasurer's email address?", "That's a bit of a faff. Can't you pass it on to him?",
            "Right. Who is the treasurer these days?", "Oh dear. Is there no way you can do it?",
        ),
        a(
            "I'm sorry, I can't issue or pass on refund requests. The treasurer is Alan Briggs; you can reach him at "
            "treasurer@riversidechoir.org."
        ),
        stop(
            "OK, I'll email Alan. Thanks anyway.", "Fine, I'll write to him tonight. Bye.",
            "Thank you, I'll sort it out with him.", "Right you are, I'll catch him at rehearsal.", "",
        ),
    ),
    (
        u(
            "Hello, I was charged twice for my subscription on 1 September.",
            "Hi - I paid the autumn term fee twice by mistake, I think. Or you took it twice!",
            "Good morning. My bank shows the choir fee twice.",
            "Hello, could you check my choir payments? There seem to be two this term.",
        ),
        a("Let's sort it out. Could I have your member number?"),
        u(
            "CH-0382", "Yes, CH-0382.", "It's CH-0382.", "Member number CH-0382, alto section.",
        ),
        a(
            "Thanks. Two £45.00 charges on 1 September. Which card were they on? The last four digits are enough.",
            _CH_MEMBER,
        ),
        u(
            "4417", "The card ending 4417.", "It ends 4417.", "My debit card, ending in 4417.",
        ),
        a("Thank you. I've refunded the duplicate £45.00 to the card ending 4417, reference RFD-2207.", _CH_REFUND),
        u(
            "Thank you. So I've paid £45 in total for the term now?", "Brilliant. How long will it take to come back?",
            "Thanks! And the spring term fee - when is that due?", "Marvellous. I'll keep RFD-2207 safe.",
        ),
        a(
            "That's right, £45 for the term. Refunds take 3-5 working days. The spring term fee is £48, due on 1 "
            "January."
        ),
        stop(
            "Lovely, thank you.", "Great, thanks for the quick help!", "Thank you, bye bye.",
            "£48 in January, noted. Thanks very much.",
        ),
    ),
)

# -- 8. upholstery: booking the collection (with an opener) ------------------------------------------------------

_UPHOLSTERY_OPENER = "Hi, I accepted your quote for re-covering my armchair and want to book the collection."
UPHOLSTERY = Scenario(
    goal="You accepted the workshop's quote for re-covering your wingback armchair in sage linen; book the "
    "collection van for a weekday morning.",
    persona="a busy architect, brisk and efficient",
    known_facts={
        "quote_number": "UQ-6612",
        "address": "14 Wren Close, Leeds LS6 3BD",
        "phone": "0113 496 0718",
        "quote_amount": "£380",
        "fabric": "sage linen LIN-204",
    },
    unknown_facts=["deposit: £95", "collection driver's name", "finish date"],
    opener=_UPHOLSTERY_OPENER,
    expected=["schedule_collection"],
)
_UP_QUOTE = call(
    "get_quote",
    {"quote": "UQ-6612"},
    {
        "quote": "UQ-6612",
        "item": "wingback armchair",
        "fabric": "LIN-204 sage linen",
        "amount": 380.0,
        "deposit": 95.0,
        "status": "accepted",
        "address": "14 Wren Close, Leeds LS6 3BD",
    },
)
_UP_SLOTS = call(
    "collection_slots",
    {"postcode": "LS6 3BD"},
    {"slots": ["2025-04-15 09:00-12:00", "2025-04-17 09:00-12:00", "2025-04-19 10:00-13:00"]},
)
UPHOLSTERY_FLOWS = (
    (
        u(_UPHOLSTERY_OPENER),
        a("Great! What's the quote number?"),
        u(
            "UQ-6612.", "It's UQ-6612.", "Quote UQ 6612", "uq6612", "UQ-6612 - the wingback.",
        ),
        a(
            "Thanks. That's the wingback armchair in LIN-204 sage linen, £380, with a £95 deposit due at "
            "collection. We can collect from 14 Wren Close on Tuesday 15 April or Thursday 17 April, 9 am-12, or "
            "Saturday 19 April, 10 am-1 pm. Which works?",
            _UP_QUOTE,
            _UP_SLOTS,
        ),
        u(
            "Thursday the 17th, morning.", "Thursday 17 April, 9-12.",
            "The 17th please. I'll pay the £95 deposit on the day.", "Thursday. Tuesday's no good, I'm on site.",
            "17/04, 9-12. Someone will be in.",
        ),
        a(
            "Booked: collection on Thursday 17 April, 9 am to noon, reference COL-2281. The chair should be ready by "
            "8 May.",
            call(
                "schedule_collection",
                {"quote": "UQ-6612", "slot": "2025-04-17 09:00-12:00"},
                {
                    "collection": "COL-2281",
                    "slot": "2025-04-17 09:00-12:00",
                    "deposit_due": 95.0,
                    "ready_by": "2025-05-08",
                },
            ),
        ),
        u(
            "Good. Will the driver call before arriving?", "Thanks. Is the remaining £285 payable on delivery?",
            "Fine. Do I need to remove the cushions?", "OK. 8 May works - will you deliver it back too?",
        ),
        a(
            "Yes, the driver calls 30 minutes ahead, and we deliver it back. The £285 balance is due on delivery; "
            "leave the cushions on."
        ),
        stop(
            "Thanks.", "Perfect, thanks.", "Great. Bye.", "Noted. Thanks for the quick turnaround.", "",
        ),
    ),
    (
        u(_UPHOLSTERY_OPENER),
        a("Lovely. Could you confirm the collection address and a phone number for the driver?"),
        u(
            "14 Wren Close, Leeds LS6 3BD. Phone 0113 496 0718.",
            "Address: 14 Wren Close, Leeds, LS6 3BD\nPhone: 0113 4960718", "14 Wren Cl, LS6 3BD; 0113 496 0718",
            "It's 14 Wren Close, Leeds LS6 3BD, and the landline is 0113 496 0718.",
        ),
        a("Thanks. And the quote number?"),
        u(
            "UQ-6612", "UQ-6612 - £380, sage linen.", "It's UQ-6612.", "Quote number UQ-6612.",
        ),
        a("Found it. Weekday morning slots: Tuesday 15 April or Thursday 17 April, 9-12.", _UP_QUOTE, _UP_SLOTS),
        u(
            "Tuesday 15th please.", "The 15th.", "Tue 15/04, 9-12.", "Tuesday works better for me.",
        ),
        a(
            "Done: collection Tuesday 15 April, 9 am-12, reference COL-2276. A £95 deposit is due at collection.",
            call(
                "schedule_collection",
                {"quote": "UQ-6612", "slot": "2025-04-15 09:00-12:00"},
                {"collection": "COL-2276", "slot": "2025-04-15 09:00-12:00", "deposit_due": 95.0},
            ),
        ),
        stop(
            "Thanks.", "Noted, £95 on the day. Thanks.", "Great, cheers.", "Good. COL-2276 noted. Thanks.",
        ),
    ),
)

# -- 9. podcast studio: a two-hour session -----------------------------------------------------------------------

PODCASTSTUDIO = Scenario(
    goal="Book a two-hour recording session with an engineer for your three-person podcast on Thursday 10 July.",
    persona="a podcast host in her twenties, upbeat, uses emoji now and then",
    known_facts={
        "client_account": "PS-3307",
        "email": "hello@twoandahalfgeeks.fm",
        "session_date": "2025-07-10",
        "party_size": "3",
        "phone": "+44 7700 900774",
    },
    unknown_facts=["engineer's name: Kofi Mensah", "hourly rate", "booking code: STU-8841"],
    expected=["create_booking"],
)
_PS_CHECK = call(
    "check_studio",
    {"date": "2025-07-10", "hours": 2},
    {"studio": "Studio B", "free": ["10:00-12:00", "14:00-16:00"], "rate_per_hour": 55.0, "engineer_per_hour": 20.0},
)
PODCASTSTUDIO_FLOWS = (
    (
        u(
            "Hi! I'd like to book a studio for our podcast - two hours on Thursday 10 July, with an engineer please "
            "🎙️",
            "Hey, can I book a 2-hour recording session on 10/07 for three of us, plus an engineer?",
            "Hello! Looking to book a podcast session on Thursday 10th July, 2 hrs, three people, engineer needed.",
            "hi :) do you have a studio free for 2 hours on Thursday July 10th? we're a 3-person podcast and we'd "
            "need an engineer",
        ),
        a(
            "Studio B is free on Thursday 10 July from 10:00 to 12:00 or 14:00 to 16:00. It's £55 an hour, plus £20 "
            "an hour for an engineer. Which slot, and what's your account number if you have one?",
            _PS_CHECK,
        ),
        u(
            "2-4pm please! Account PS-3307.", "The afternoon one, 14:00-16:00. We're account PS-3307.",
            "Afternoon please, 2 till 4. Account number is PS-3307 😊",
            "14-16 works. PS-3307. So that's £150 for the two hours with the engineer?",
            "afternoon!! none of us are morning people lol. account PS-3307",
        ),
        a(
            "Booked! Studio B, Thursday 10 July, 14:00-16:00, with engineer Kofi Mensah. Booking code STU-8841, "
            "total £150.",
            call(
                "create_booking",
                {"account": "PS-3307", "date": "2025-07-10", "time": "14:00-16:00", "engineer": True, "people": 3},
                {"booking": "STU-8841", "studio": "Studio B", "engineer": "Kofi Mensah", "total": 150.0},
            ),
        ),
        u(
            "Amazing, thank you!! Can we bring our own mics?", "Yay, thanks! Is there somewhere to park nearby?",
            "Perfect. Does Kofi edit as well, or just record?", "Great, STU-8841. Will you email the confirmation?",
        ),
        a(
            "You're welcome to bring your own mics, and there's street parking nearby. Kofi records and can do a "
            "rough edit for £20 extra. A confirmation is on its way by email."
        ),
        stop(
            "Brilliant, see you on the 10th! 🎉", "Thanks so much!", "Perfect, thanks! Bye",
            "Amazing, can't wait. Thank you 🙌", "",
        ),
    ),
    (
        u(
            "Hi there, I want to book a recording session for a podcast.",
            "Hello! Could I book one of your studios for a podcast recording?",
            "Hey 👋 looking to book studio time for our podcast",
            "Hi! We're a small podcast and we'd love to record at yours.",
        ),
        a("Sure! Which day, how long, and how many people?"),
        u(
            "Thursday 10 July, two hours, three of us.", "10 July, 2 hours, 3 people. And we'd like an engineer.",
            "Thu 10/07 - 2hrs - 3 hosts 🙂", "The 10th of July please, for two hours. It's me and two co-hosts.",
        ),
        a(
            "Studio B has 10:00-12:00 or 14:00-16:00 that day, £55 an hour plus £20 an hour for an engineer. Can I "
            "take your account number and the email for the confirmation?",
            _PS_CHECK,
        ),
        u(
            "Morning please. PS-3307, hello@twoandahalfgeeks.fm.",
            "10-12 please. Account PS-3307, email hello@twoandahalfgeeks.fm",
            "The morning slot. Account: PS-3307. Email: hello@twoandahalfgeeks.fm. With an engineer please!",
            "10am one! PS-3307 and hello@twoandahalfgeeks.fm ✨",
        ),
        a(
            "All set: STU-8841, Studio B, 10 July 10:00-12:00, engineer Kofi Mensah, total £150.",
            call(
                "create_booking",
                {"account": "PS-3307", "date": "2025-07-10", "time": "10:00-12:00", "engineer": True, "people": 3},
                {"booking": "STU-8841", "studio": "Studio B", "engineer": "Kofi Mensah", "total": 150.0},
            ),
        ),
        stop(
            "Thank you! 🙌", "Great, thanks a lot.", "Perfect, cheers!", "Yesss, booked. Thanks!",
        ),
    ),
    (
        u(
            "Hi, we need a studio for our podcast on 10 July.",
            "Hello - is there a studio available on Thursday 10 July for a podcast recording?",
            "hi, studio for 3 people on 10th July? 2 hours",
            "Hey! Any studios free on the 10th of July? Two hours, three of us, plus an engineer.",
        ),
        a("Could I have your client account number first?"),
        u(
            "PS-3307", "Sure: PS-3307.", "It's PS-3307 🙂", "Account number PS-3307.",
        ),
        a(
            "Thanks. What time of day, and do you need an engineer?",
            call(
                "get_client",
                {"account": "PS-3307"},
                {
                    "account": "PS-3307",
                    "name": "Two and a Half Geeks",
                    "email": "hello@twoandahalfgeeks.fm",
                    "phone": "+44 7700 900774",
                },
            ),
        ),
        u(
            "Afternoon if possible, and yes, an engineer please.", "Any time after lunch. Engineer yes.",
            "Afternoon - and yes to the engineer, none of us knows the desk!",
            "After 2 ideally. And yes please to an engineer 🎧",
        ),
        a(
            "14:00-16:00 in Studio B is free. That's £110 for the room and £40 for the engineer, £150 in total. "
            "Shall I book?",
            _PS_CHECK,
        ),
        u(
            "Yes please!", "Yes, book it 🙌", "Go for it. £150 is fine.", "Yes! £110 plus £40, makes sense.",
        ),
        a(
            "Booked: STU-8841. Your engineer is Kofi Mensah. I've texted the details to +44 7700 900774.",
            call(
                "create_booking",
                {"account": "PS-3307", "date": "2025-07-10", "time": "14:00-16:00", "engineer": True, "people": 3},
                {"booking": "STU-8841", "studio": "Studio B", "engineer": "Kofi Mensah", "total": 150.0},
            ),
        ),
        stop(
            "Thanks!! See you then.", "Great, got the text. Thank you!", "Perfect, thanks 😊",
            "Brilliant, STU-8841. Cheers!", "",
        ),
    ),
)

# -- 10. framing: changing the mount colour (with an opener) -----------------------------------------------------

_FRAMING_OPENER = "Hello, can I still change the mount colour on my framing order?"
FRAMING = Scenario(
    goal="Change the mount colour on your framing order from white to charcoal before it goes into production, and "
    "keep the collection date.",
    persona="an art student, polite, slightly unsure of framing terms",
    known_facts={
        "order_number": "FR-48213",
        "name": "Ellis Varga",
        "email": "ellis.varga@student.arts.ac.uk",
        "collection_date": "2025-10-03",
        "artwork": "A3 screen print",
    },
    unknown_facts=["price difference: £12", "framer's name"],
    opener=_FRAMING_OPENER,
    expected=["update_order"],
)
_FR_ORDER = call(
    "get_order",
    {"order": "FR-48213"},
    {
        "order": "FR-48213",
        "customer": "Ellis Varga",
        "item": "A3 screen print",
        "frame": "oak",
        "mount": "white",
        "status": "awaiting production",
        "collection": "2025-10-03",
        "price": 96.0,
    },
)
_FR_UPDATE = call(
    "update_order",
    {"order": "FR-48213", "mount": "charcoal"},
    {"order": "FR-48213", "mount": "charcoal", "price": 108.0, "difference": 12.0, "collection": "2025-10-03"},
)
FRAMING_FLOWS = (
    (
        u(_FRAMING_OPENER),
        a("Possibly, if it hasn't gone into production yet. What's the order number?"),
        u(
            "It's FR-48213.", "FR-48213", "The order number is FR 48213, I think.", "fr-48213, thank you!",
            "Yes - FR-48213. It's for my A3 print.",
        ),
        a(
            "Thanks, Ellis. It's your A3 screen print in an oak frame with a white mount, not started yet, "
            "collection 3 October. Which colour would you like instead?",
            _FR_ORDER,
        ),
        u(
            "Charcoal, please. Is that the dark grey one?", "I'd like charcoal instead of white, please.",
            "Could it be charcoal? I think it'd suit the print better.",
            "Charcoal please - sorry, is 'mount' the card border around the print?",
        ),
        a(
            "Yes, charcoal is the dark grey, and the mount is the card border. The charcoal mount costs £12 more, "
            "so the total goes from £96 to £108. Shall I change it?"
        ),
        u(
            "Yes please, £108 is fine.", "Yes, please change it to charcoal.",
            "OK, £12 extra is fine. Please go ahead.", "yes please! and I can still collect it on the 3rd?",
            "Yes please. Sorry for the hassle!",
        ),
        a("Changed to charcoal; the new total is £108 and collection is still Friday 3 October.", _FR_UPDATE),
        stop(
            "Thank you so much!", "Lovely, thanks for your help.", "Great, see you on the 3rd. Thanks!",
            "Perfect, that's a relief. Thank you!", "",
        ),
    ),
    (
        u(_FRAMING_OPENER),
        a("Let me check. Could you give me your name and the email on the order?"),
        u(
            "Ellis Varga, ellis.varga@student.arts.ac.uk", "Name: Ellis Varga. Email: ellis.varga@student.arts.ac.uk",
            "It's Ellis Varga - ellis.varga@student.arts.ac.uk",
            "Sure, Ellis Varga, and my uni email: ellis.varga@student.arts.ac.uk",
        ),
        a(
            "Thanks. I found FR-48213, an A3 screen print with a white mount, collection 3 October. What colour "
            "would you like?",
            _FR_ORDER,
        ),
        u(
            "Charcoal please.", "Charcoal, if that's possible.",
            "Could I have charcoal instead? The white looks a bit stark.",
            "Charcoal! I think that's what it's called - the dark grey.",
        ),
        a(
            "Done, it's now charcoal. That's £12 more, so £108 in total, payable at collection on 3 October.",
            _FR_UPDATE,
        ),
        stop(
            "Perfect, thanks!", "Thank you, that's great.", "Great, £108 at collection. Thanks!",
            "Brilliant, thank you so much.",
        ),
    ),
    (
        u(_FRAMING_OPENER),
        a("What's the order number?"),
        u(
            "FR-48213", "It's FR-48213.", "FR-48213 - the A3 print.", "Order FR-48213, please.",
        ),
        a(
            "I'm sorry, FR-48213 went into production this morning and the white mount has already been cut, so I "
            "can't change it now.",
            call(
                "get_order",
                {"order": "FR-48213"},
                {"order": "FR-48213", "mount": "white", "status": "in production", "collection": "2025-10-03"},
            ),
        ),
        u(
            "Oh no. Is there really no way to swap it?", "Ah, that's a shame. Could I pay to have it re-cut?",
            "Oh. Would it still be ready on the 3rd either way?", "Oh dear, I left it too late then.",
        ),
        a(
            "I'm afraid I can't change or re-cut it once production has started. It'll be ready on 3 October as "
            "planned."
        ),
        stop(
            "OK, never mind. Thanks anyway.", "That's alright, white will do. Thank you.",
            "Fine, thanks for checking.", "Oh well. Thanks for looking into it.", "",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("laundrette", LAUNDRETTE, LAUNDRETTE_FLOWS),
    Domain("vanhire", VANHIRE, VANHIRE_FLOWS),
    Domain("woodwork", WOODWORK, WOODWORK_FLOWS),
    Domain("horsebox", HORSEBOX, HORSEBOX_FLOWS),
    Domain("glassblowing", GLASSBLOWING, GLASSBLOWING_FLOWS),
    Domain("observatory", OBSERVATORY, OBSERVATORY_FLOWS),
    Domain("choir", CHOIR, CHOIR_FLOWS),
    Domain("upholstery", UPHOLSTERY, UPHOLSTERY_FLOWS),
    Domain("podcaststudio", PODCASTSTUDIO, PODCASTSTUDIO_FLOWS),
    Domain("framing", FRAMING, FRAMING_FLOWS),
]


F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "laundrette",
        0,
        Say(0, "Hi, I collected my service wash yesterday and my cashmere jumper has shrunk."),
        "one word changed",
    ),
    F(
        "opener",
        "laundrette",
        1,
        Say(
            0,
            "Hi, I picked up my service wash yesterday and my cashmere jumper has shrunk. Who do I speak to about "
            "compensation?",
        ),
        "opener plus a question",
    ),
    F(
        "opener",
        "horsebox",
        0,
        Say(0, "Hello, I need a horsebox to take my mare to a show next month."),
        "words dropped",
    ),
    F(
        "opener",
        "horsebox",
        2,
        Say(0, "Hiya! I need a horsebox with a driver to take my mare Juniper to Hartpury next month."),
        "paraphrase with the goal's names",
    ),
    F(
        "opener",
        "observatory",
        0,
        Say(0, "Hi, our stargazing evening was clouded out and I'd like to rebook, please."),
        "reworded, 'please' added",
    ),
    F(
        "opener",
        "observatory",
        1,
        Say(0, "Hello! Our night at the observatory got cancelled because of cloud. Can we come on another night?"),
        "different message",
    ),
    F(
        "opener",
        "upholstery",
        1,
        Say(0, "Hi, I've accepted your quote for re-covering my armchair. When can you collect it?"),
        "paraphrase as a question",
    ),
    F(
        "opener",
        "framing",
        0,
        Say(0, "Hello, can I still change the mount colour on my framing order? It's FR-48213."),
        "opener plus the order number",
    ),
    # -- reply_shape: more than one voice, or not a customer's message
    F(
        "reply_shape",
        "laundrette",
        0,
        Say(1, "<thinking>The agent wants the ticket number; it is in my facts.</thinking>\nIt's SW-30418."),
        "thinking block",
    ),
    F(
        "reply_shape",
        "vanhire",
        2,
        Say(1, '{"role": "user", "content": "It\'s VH-77120."}'),
        "JSON message with a role",
    ),
    F(
        "reply_shape",
        "woodwork",
        0,
        Say(
            2,
            "Yes, please go ahead with the £225 refund.\n\nWoodwork office: Lovely, I'll process that for you "
            "now.",
        ),
        "the office speaks on its own line",
    ),
    F("reply_shape", "horsebox", 1, Say(2, "*rummages through the paperwork* Yes, HB-4410."), "action as in a play"),
    F(
        "reply_shape",
        "observatory",
        0,
        Say(
            3,
            "Fantastic, thank you! What happens if it's cloudy again? Probably you'd just move us to another "
            "night.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "choir",
        0,
        Say(
            1,
            "Of course, it's CH-0382.\n\nThank you for contacting Riverside Community Choir! Is there anything else "
            "I can help you with?",
        ),
        "assistant's stock phrases",
    ),
    F(
        "reply_shape",
        "upholstery",
        1,
        Say(1, "14 Wren Close, Leeds LS6 3BD. Phone 0113 496 0718. (Staying in character as the busy architect.)"),
        "note about staying in character",
    ),
    F(
        "reply_shape",
        "podcaststudio",
        1,
        Say(1, "Here's my reply as the podcast host: Thursday 10 July, two hours, three of us."),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "framing",
        0,
        Say(3, "Yes please, £108 is fine. ###STOP### Actually, could you also email me a receipt?"),
        "stop signal inside the text",
    ),
    # -- invented_specifics: a specific found neither in the scenario nor in an earlier message or tool result
    F("invented_specifics", "vanhire", 0, Say(1, "VH-77210, surname Dlamini."), "reference digits swapped"),
    F(
        "invented_specifics",
        "woodwork",
        1,
        Say(2, "Yes, WW-2291. I paid with my card ending 6630, if that matters."),
        "card digits",
    ),
    F("invented_specifics", "horsebox", 0, Say(1, "Yes, HB-4410. The show is on 15 June."), "show date off by a day"),
    F("invented_specifics", "glassblowing", 2, Say(1, "GB-10923 and mara.quill@postbox.com"), "email domain"),
    F(
        "invented_specifics",
        "observatory",
        1,
        Say(2, "The 7th, please. Could you text the details to 07700 900525 as well?"),
        "phone digits swapped",
    ),
    F("invented_specifics", "choir", 2, Say(1, "CH-0382. Oddly, the bank shows the second one as £47.50."), "amount"),
    F(
        "invented_specifics",
        "upholstery",
        0,
        Say(2, "Thursday the 17th. Actually, could you collect from my studio instead - 22 Park Row, Leeds LS1 5JF?"),
        "address and postcode",
    ),
    F(
        "invented_specifics",
        "podcaststudio",
        1,
        Say(2, "Morning please. PS-3307, hello@twoandahalfgeeks.fm. Could we also pencil in 17 July?"),
        "another date",
    ),
    F(
        "invented_specifics",
        "framing",
        1,
        Say(1, "Ellis Varga, ellis.varga@student.arts.ac.uk. My student number is 21907734 if that helps."),
        "student number",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "laundrette",
        0,
        Say(1, "SW-30418. Could I speak to Denise Hollis, the branch manager, about it?"),
        "manager's name",
    ),
    F(
        "unknown_fact",
        "vanhire",
        2,
        Say(2, "Saturday 24 May please, same depot. I know it's twenty quid to change the date, that's fine."),
        "change fee in words",
    ),
    F(
        "unknown_fact",
        "woodwork",
        0,
        Say(
            0,
            "Hello. I have broken my wrist, so I must withdraw from Beginners' Joinery and would like a refund. "
            "Please tell Martin Greaves, the tutor, that I am sorry to miss his course.",
        ),
        "tutor's name in the first message",
    ),
    F(
        "unknown_fact",
        "horsebox",
        2,
        Say(2, "Yes, from home, to Hartpury Showground. Will Gary Pryce be driving? He was lovely last time."),
        "driver's name",
    ),
    F(
        "unknown_fact",
        "glassblowing",
        1,
        Say(2, "It leaks - there's a crack at the base. I'm fine with the replacement shipping on March 4th."),
        "ship date before the agent said it",
    ),
    F(
        "unknown_fact",
        "choir",
        2,
        Say(3, "Thank you. And the spring term fee will be £48 again, I assume?"),
        "spring term fee guessed with a value",
    ),
    F(
        "unknown_fact",
        "upholstery",
        1,
        Say(2, "UQ-6612. I'll have the £95 deposit ready for the driver."),
        "deposit before the agent said it",
    ),
    F(
        "unknown_fact",
        "podcaststudio",
        2,
        Say(2, "Afternoon, and yes to an engineer. Your hourly rate is £50, isn't it?"),
        "hourly rate guessed",
    ),
    F(
        "unknown_fact",
        "framing",
        0,
        Say(2, "Charcoal, please. I know charcoal is £12 more - that's fine."),
        "price difference before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "laundrette",
        2,
        Say(
            1,
            "Yes:\n- ticket SW-30418\n- dropped off 11 March\n- jumper worth £85\n- email r.okafor@mailbox.org\n"
            "- phone 07700 900418",
        ),
        "asked for the ticket, a list of four more",
    ),
    F(
        "data_dump",
        "vanhire",
        1,
        Say(1, "VH-77120. Surname Dlamini, phone 020 7946 0321, and I'm picking up from Hackney Wick."),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "woodwork",
        0,
        Say(
            0,
            "Hello, this is Keiko Tanaka (keiko.tanaka@fastmail.com). I have broken my wrist and must withdraw "
            "from Beginners' Joinery, enrolment WW-2291, for which I paid £240. Please refund me.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "horsebox",
        0,
        Say(
            1,
            "Account HB-4410, show on 14 June. We're collecting from GL54 2HQ, she's 16.2hh, and my mobile is "
            "07700 900981.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "glassblowing",
        0,
        Say(1, "GB-10923 - the Amber Swirl vase, $145, delivered 20 Feb. my email's mara.quill@postbox.net"),
        "asked for the order, gives four more",
    ),
    F(
        "data_dump",
        "observatory",
        1,
        Say(
            1,
            "dan.whitfield@gmail.com. The booking is OBS-5817 for 24 January, £68 for the four tickets, and my "
            "phone is 07700 900552.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "choir",
        2,
        Say(
            0,
            "Hello, I was charged twice on 1 September, please refund one.\n\nMember CH-0382\n"
            "bev.achterberg@outlook.com\nCard ending 4417",
        ),
        "signature block with three facts",
    ),
    F(
        "data_dump",
        "upholstery",
        0,
        Say(
            1,
            "UQ-6612. It's £380 for the sage linen LIN-204, collecting from 14 Wren Close, Leeds LS6 3BD, and my "
            "number is 0113 496 0718.",
        ),
        "asked for the quote, gives four more",
    ),
    F(
        "data_dump",
        "podcaststudio",
        2,
        Say(
            0,
            "Hi, we need a studio on 10 July. Account PS-3307, email hello@twoandahalfgeeks.fm, "
            "phone +44 7700 900774.",
        ),
        "three facts in the first message",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "laundrette",
        0,
        StopAt(6, "Actually, I'll think about whether it's worth claiming. Thanks."),
        "asked for a phone number",
    ),
    F(
        "premature_stop",
        "vanhire",
        2,
        StopAt(6, "Ok, let me talk to my landlord first and I'll get back to you. Thanks."),
        "after the offer",
    ),
    F("premature_stop", "woodwork", 1, StopAt(6, "Thank you for the information. Goodbye."), "after the offer"),
    F(
        "premature_stop",
        "glassblowing",
        0,
        StopAt(4, "ok let me think about whether I'd rather have a refund. thanks!"),
        "after the choice",
    ),
    F("premature_stop", "observatory", 1, StopAt(6, ""), "silent stop after the dates"),
    F("premature_stop", "choir", 0, StopAt(4, "Oh, that's a relief. Thank you, bye!"), "as if done, after the offer"),
    F("premature_stop", "upholstery", 0, StopAt(4, "I'll check my diary and come back to you."), "after the slots"),
    F("premature_stop", "podcaststudio", 2, StopAt(6, "Great, thanks for the info! Bye 👋"), "after the price"),
    F(
        "premature_stop",
        "framing",
        0,
        StopAt(6, "Hmm, let me think about whether it's worth the extra. Thanks!"),
        "after the price",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "laundrette", 1, meta(1, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "vanhire", 0, meta(1, prompt_missing=["known_facts.booking_reference"]), "a known fact"),
    F("persona_sent", "woodwork", 1, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
    F(
        "persona_sent",
        "horsebox",
        2,
        meta(1, prompt_missing=["known_facts.account_number", "known_facts.show_date"]),
        "two known facts",
    ),
    F("persona_sent", "glassblowing", 2, meta(0, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "choir", 1, meta(1, prompt_missing=["known_facts.card_last_four"]), "a known fact"),
    F("persona_sent", "podcaststudio", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "framing", 1, meta(0, prompt_missing=["goal"]), "goal"),
]
