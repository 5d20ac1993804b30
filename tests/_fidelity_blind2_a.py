"""Second blind labelled set for the fidelity guards, part A: ten scenarios and 61 seeded faults.

Written by a helper session that had not seen the guards' implementation. It read only: the "Simulator
fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` and the sections after it up to
"Statistics over valid trials"; the docstring of ``check_fidelity``; ``tests/_fidelity_blind.py`` (the first blind
set's framework and faults); the start of ``tests/_fidelity_blind_domains.py`` (the step helpers and two worked
domains); and the ``Case`` entry format at the top of ``tests/_fidelity_corpus.py``. No guard was run on this file
before it was committed; the labels come from the definitions below, not from what a guard says.

The ten scenarios (vet, mortgage, library, movers, taxprep, meter, bikeshare, school, petclaim, homeins) reuse
none of the first blind set's domains. Every user turn is written by hand, with several clean alternatives, to
look like an LLM simulated user that behaves: varied phrasing, facts restated in its own formats, ids, amounts
and dates quoted back from the agent or a tool (in other formats too), totals and differences worked out from
amounts it was told, follow-up questions, lists, typos and polite closings. Some flows end after the agent failed
(a tool error) or refused, where a stop is not premature.

Labels: a clean conversation sends the opener word for word first when there is one; keeps one user voice (no
reasoning, notes, role markers, assistant voice, second speaker, stop signal in the text, stop that still asks,
or answer to its own question); volunteers at most two known facts per turn before the agent asks for them;
states no unknown fact before the agent told it; says only specifics from the known facts or earlier messages and
tool results (or worked out from them); stops only once the expected write ran or the agent failed or refused;
and had its persona and scenario in the user model's prompt. A fault breaks exactly one of these rules on
purpose and is labelled with the guard that should catch it.

``DOMAINS`` lists :class:`~_fidelity_blind_domains.Domain` objects; ``FAULTS`` lists
:class:`~_fidelity_blind.Fault` objects whose ``domain`` names one of them (build them with
``_fidelity_blind.build``).
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. vet clinic appointment (with an opener) ------------------------------------------------------------------

VET = Scenario(
    goal="Book a check-up this week for your dog, who has been limping on a back leg.",
    persona="a worried dog owner who types quickly",
    known_facts={
        "client_id": "VC-30917",
        "pet_name": "Biscuit",
        "phone": "(503) 555-0172",
        "email": "dana.holt@proton.me",
        "home_address": "415 Fern Avenue, Portland",
    },
    unknown_facts=["exam fee: $68.00", "vet's name"],
    opener="Hi, my dog Biscuit has been limping since the weekend. Can I get her seen this week?",
    expected=["book_appointment"],
)
_VET_FIND = call(
    "find_client",
    {"client_id": "VC-30917"},
    {
        "client_id": "VC-30917",
        "owner": "Dana Holt",
        "pet": "Biscuit",
        "species": "dog",
        "last_visit": "2024-02-12",
        "slots": ["2024-09-18T09:30", "2024-09-19T16:15"],
    },
)
_VET_FIND_PHONE = call(
    "find_client",
    {"phone": "5035550172"},
    {
        "client_id": "VC-30917",
        "owner": "Dana Holt",
        "pet": "Biscuit",
        "species": "dog",
        "slots": ["2024-09-18T09:30", "2024-09-19T16:15"],
    },
)
VET_FLOWS = (
    (
        u("Hi, my dog Biscuit has been limping since the weekend. Can I get her seen this week?"),
        a("Sorry to hear that. What's your client ID with us?"),
        u("It's VC-30917.", "VC-30917", "client id is vc 30917", "Sure, VC30917."),
        a(
            "Thanks, Dana. I see Biscuit on file, last seen on February 12. This week I have Wednesday, "
            "September 18 at 9:30 am or Thursday, September 19 at 4:15 pm. Which works?",
            _VET_FIND,
        ),
        u(
            "Wednesday the 18th at 9:30 please.",
            "The Thursday 4:15 slot won't work, I'm at work then. Wed 9/18 at 9:30am is good.",
            "9:30 on Wednesday, thanks!",
            "Can we do the 18th? The sooner the better, she's barely putting weight on the leg.",
        ),
        a(
            "Booked: Biscuit, Wednesday September 18 at 9:30 am with Dr. Amara Osei, appointment APT-55218. The "
            "exam fee is $68.00.",
            call(
                "book_appointment",
                {"client_id": "VC-30917", "pet": "Biscuit", "slot": "2024-09-18T09:30"},
                {"appointment_id": "APT-55218", "vet": "Dr. Amara Osei", "exam_fee": 68.0},
            ),
        ),
        u(
            "Great. Should I bring anything, like her vaccine records?",
            "ok, $68 is fine. Does she need to fast before?",
            "Thanks! Can I pay the $68.00 at the desk?",
            "Got it, APT-55218. Is there parking at the clinic?",
        ),
        a(
            "No fasting needed, bring her records if you have them, you can pay at the front desk, and there's "
            "free parking behind the building. Please arrive ten minutes early."
        ),
        stop("Perfect, thank you so much!", "Great, see you Wednesday. Thanks!", "ok thanks a lot", ""),
    ),
    (
        u("Hi, my dog Biscuit has been limping since the weekend. Can I get her seen this week?"),
        a("Of course. Can I have the phone number on your account?"),
        u("(503) 555-0172", "503-555-0172", "Sure, it's 503 555 0172.", "my cell, 5035550172"),
        a(
            "Found you: client VC-30917, Biscuit (dog). We have Wednesday, September 18 at 9:30 am, or "
            "Thursday, September 19 at 4:15 pm.",
            _VET_FIND_PHONE,
        ),
        u(
            "Thursday at 4:15 works better for me.",
            "I'll take Thu 19 Sept, 4:15pm.",
            "The 19th please, the afternoon one.",
        ),
        a("Shall I send the confirmation to the email on file? Please tell me the email address to check."),
        u(
            "Yes, dana.holt@proton.me.",
            "Yes please - dana.holt@proton.me is right.",
            "yes thats fine, dana.holt@proton.me",
        ),
        a(
            "Done: appointment APT-55219 on Thursday, September 19 at 4:15 pm with Dr. Amara Osei. Confirmation "
            "sent to dana.holt@proton.me. The exam fee is $68.00.",
            call(
                "book_appointment",
                {"client_id": "VC-30917", "pet": "Biscuit", "slot": "2024-09-19T16:15"},
                {"appointment_id": "APT-55219", "vet": "Dr. Amara Osei", "exam_fee": 68.0},
            ),
        ),
        stop("Thank you!", "Great, thanks. See you Thursday.", "Perfect, thanks for fitting her in."),
    ),
    (
        u("Hi, my dog Biscuit has been limping since the weekend. Can I get her seen this week?"),
        a("Sure. What's your client ID?"),
        u("VC-30917", "It's VC-30917 I think.", "client ID: VC-30917"),
        a("Thanks. The earliest slot is Wednesday, September 18 at 9:30 am. Shall I book it?", _VET_FIND),
        u("Yes please.", "Yes, book it.", "Sounds good, go ahead with the 18th.", "yes!! thank you"),
        a(
            "I'm sorry, the booking system returned an error and I couldn't save the appointment. Please call "
            "the front desk to finish the booking.",
            call(
                "book_appointment",
                {"client_id": "VC-30917", "pet": "Biscuit", "slot": "2024-09-18T09:30"},
                error="BookingError: calendar service unavailable",
            ),
        ),
        stop(
            "Ok, I'll call them. Thanks anyway.",
            "That's annoying, but ok. I'll phone the clinic.",
            "Alright, thanks for trying.",
            "",
        ),
    ),
)

# -- 2. mortgage payment-date change -----------------------------------------------------------------------------

MORTGAGE = Scenario(
    goal="Move your monthly mortgage payment date to later in the month, just after your payday.",
    persona="a nurse on night shifts, brief and practical",
    known_facts={
        "loan_number": "ML-4402-8816",
        "last_name": "Okafor",
        "zip_code": "30318",
        "new_due_day": "15th of the month",
        "phone": "(404) 555-0193",
    },
    unknown_facts=["one-time adjustment interest: $212.47", "servicing case number"],
    expected=["change_due_date"],
)
_MORTGAGE_LOAN = call(
    "get_loan",
    {"loan_number": "ML-4402-8816", "last_name": "Okafor", "zip": "30318"},
    {
        "loan": "ML-4402-8816",
        "borrower": "Okafor",
        "monthly_payment": 1874.32,
        "current_due_day": 1,
        "next_due": "2024-11-01",
        "due_date_changes": 0,
    },
)
MORTGAGE_FLOWS = (
    (
        u(
            "Hi, I'd like to move my monthly mortgage payment to later in the month. Is that possible?",
            "hello - can I change my mortgage due date? I get paid mid-month so the current one doesn't work",
            "Hi there. I want to change the day my mortgage payment is due, please.",
            "Good evening, I need to push my mortgage payment date back to the 15th each month.",
        ),
        a("I can look into that. What's your loan number?"),
        u("ML-4402-8816", "It's ML-4402-8816.", "loan number ML 4402 8816", "Sure - ML44028816"),
        a("And the borrower's last name and the ZIP code of the property, to verify?"),
        u(
            "Okafor, 30318.",
            "Last name Okafor, zip 30318",
            "okafor / 30318",
            "It's Okafor and the ZIP is 30318.",
        ),
        a(
            "Thank you, Mr. Okafor. Your payment of $1,874.32 is currently due on the 1st; the next one is due "
            "November 1, 2024. Which day would you like instead?",
            _MORTGAGE_LOAN,
        ),
        u(
            "The 15th please.",
            "I'd like the 15th of each month.",
            "15th. So the November 1 payment stays as it is, and it changes after that?",
            "Can we make it the 15th? Still $1,874.32 per month, right?",
        ),
        a(
            "The 15th is possible, and the amount stays $1,874.32. Your November 1 payment stays; from December "
            "the payment is due on the 15th. Because the first period is longer, a one-time adjustment of "
            "$212.47 is added to the December 15 payment. Shall I make the change?"
        ),
        u(
            "Yes, go ahead.",
            "Ok, $212.47 one time is fine. Please change it.",
            "So December 15th will be $2,086.79 in total? That's fine, please proceed.",
            "yes please do it",
        ),
        a(
            "Done. Your due date is now the 15th, starting December 15, 2024. Your case number is SC-771904.",
            call(
                "change_due_date",
                {"loan_number": "ML-4402-8816", "new_due_day": 15},
                {"effective": "2024-12-15", "adjustment_interest": 212.47, "case": "SC-771904"},
            ),
        ),
        stop("Thanks, that helps a lot.", "Great, thank you!", "Perfect. Thanks for your help, bye.", ""),
    ),
    (
        u(
            "Hi, can I change the due date on my mortgage?",
            "Hello, I'd like my mortgage payment to come out later in the month, after I get paid.",
            "hi, need to change my mortgage payment day please",
        ),
        a("Sure. Could you give me the loan number and the ZIP code of the property?"),
        u("ML-4402-8816, ZIP 30318", "Loan ML-4402-8816 and zip code 30318.", "ML-4402-8816 / 30318"),
        a(
            "Thanks. I see the loan with a monthly payment of $1,874.32, next due November 1, 2024. "
            "Unfortunately a due-date change can be made only once in the life of a loan, and this one was "
            "changed in March 2021, so I can't change it again.",
            call(
                "get_loan",
                {"loan_number": "ML-4402-8816", "zip": "30318"},
                {
                    "loan": "ML-4402-8816",
                    "monthly_payment": 1874.32,
                    "next_due": "2024-11-01",
                    "due_date_changes": 1,
                    "last_change": "2021-03-01",
                },
            ),
        ),
        u(
            "Oh. Is there any other option, like paying a bit later without a fee?",
            "Really? I didn't know that. Is there at least a grace period?",
            "Hmm, so there's nothing you can do at all?",
        ),
        a(
            "You have a grace period until the 16th of each month without a late fee, but I can't move the due date."
        ),
        stop(
            "Ok, I understand. I'll pay within the grace period then. Thanks.",
            "Alright, that's good to know. Thank you.",
            "Ok. Thanks anyway.",
            "",
        ),
    ),
)

# -- 3. library fines and a lost book ----------------------------------------------------------------------------

LIBRARY = Scenario(
    goal="Pay your library fines and the cost of a book you lost, so that your library card is unblocked.",
    persona=None,
    known_facts={
        "card_number": "21987004315526",
        "email": "r.nakamura@mailbox.org",
        "book_title": "The Overstory",
        "date_of_birth": "1979-11-30",
    },
    unknown_facts=["replacement cost: $27.00", "overdue fines"],
    expected=["settle_account"],
)
_LIBRARY_ACCOUNT = {
    "card": "21987004315526",
    "items": [{"title": "The Overstory", "barcode": "31990018827745", "due": "2024-05-06", "status": "lost"}],
    "overdue_fines": 6.5,
    "replacement_cost": 27.0,
    "processing_fee": 5.0,
    "total": 38.5,
    "blocked": True,
}
_LIBRARY_SETTLE = call(
    "settle_account",
    {"card": "21987004315526", "amount": 38.5},
    {"paid": 38.5, "receipt": "RC-2024-118402", "blocked": False},
)
LIBRARY_FLOWS = (
    (
        u(
            "Hi, my library card is blocked because of fines, and I lost one of the books I borrowed. How do I "
            "sort this out?",
            "Hello! I lost a library book and now I have fines on my account. I'd like to pay whatever I owe and "
            "get my card working again.",
            "hi, i think i owe some fines and i cant find a book i borrowed. can i just pay for it?",
            "Hi there, I need to clear my library fines and pay for a lost book please.",
        ),
        a("I can help. What's your library card number?"),
        u(
            "21987004315526",
            "It's 2198 7004 3155 26.",
            "Card number: 21987004315526",
            "sure, 21987004315526 - it's on the back of the card",
        ),
        a("Thanks. And your date of birth, to confirm it's you?"),
        u("30 November 1979", "1979-11-30", "Nov 30, 1979.", "11/30/1979"),
        a(
            "Thank you. I see The Overstory, due May 6, 2024, now marked lost. The replacement cost is $27.00 "
            "plus a $5.00 processing fee, and you have $6.50 in overdue fines: $38.50 in all. Would you like to "
            "pay that now with the card on file?",
            call("get_patron_account", {"card": "21987004315526"}, _LIBRARY_ACCOUNT),
        ),
        u(
            "Yes, let's pay the $38.50.",
            "Ok. $27 + $5 + $6.50, yes that adds up. Please go ahead.",
            "Sure, go ahead. If I find the book later, can I get the $27 back?",
            "yes pay it all please",
        ),
        a(
            "Paid: $38.50, receipt RC-2024-118402, and your card is unblocked. If the book turns up within 30 "
            "days, bring it in and the $27.00 replacement cost is refunded.",
            _LIBRARY_SETTLE,
        ),
        stop("Great, thanks!", "Thanks so much, have a nice day.", "Perfect, thank you for your help.", ""),
    ),
    (
        u(
            "Hello, I want to pay off my library fines. I also lost a book.",
            "hi!! how do I pay for a book I lost? my account says I can't borrow anything",
            "Good morning, I'd like to settle what I owe the library, including a lost book.",
        ),
        a("Sure. Can you give me the email address on your library account?"),
        u("r.nakamura@mailbox.org", "It's r.nakamura@mailbox.org", "R.Nakamura@mailbox.org"),
        a(
            "Thanks. Found it: card ending 5526. You have $6.50 in overdue fines and a lost item, The Overstory, "
            "with a replacement cost of $27.00 and a $5.00 processing fee: $38.50 in total. Shall I charge it to "
            "the card on file?",
            call("get_patron_account", {"email": "r.nakamura@mailbox.org"}, _LIBRARY_ACCOUNT),
        ),
        u("Yes please, charge it.", "ok go ahead, $38.50", "Yes. Does that unblock my card right away?"),
        a("Done: $38.50 paid, receipt RC-2024-118402. Your card works again right away.", _LIBRARY_SETTLE),
        u(
            "Can I borrow e-books again today then?",
            "Great. Will I get the receipt by email at r.nakamura@mailbox.org?",
            "And receipt RC-2024-118402 is what I show if there's a problem?",
        ),
        a(
            "Yes: everything is active now, and the receipt was emailed to you; quote it if anything comes up."
        ),
        stop("Thanks!", "Perfect, thank you.", "Wonderful, thanks for the help", ""),
    ),
)

# -- 4. booking a moving company (with an opener) ----------------------------------------------------------------

MOVERS = Scenario(
    goal="Book a moving company for your two-bedroom apartment move at the end of the month and get a price.",
    persona="a first-time mover, chatty and a bit anxious",
    known_facts={
        "from_address": "77 Birch Street, Apt 4C, Portland",
        "to_address": "1520 Harbor View Road, Vancouver",
        "move_date": "2024-06-28",
        "phone": "360-555-0139",
        "email": "kai.lindqvist@gmail.com",
    },
    unknown_facts=["deposit: $150.00", "crew size"],
    opener="Hi! I'm moving out of my two-bedroom apartment at the end of the month and need movers.",
    expected=["create_booking"],
)
_MOVERS_QUOTE = call(
    "get_quote",
    {
        "from": "77 Birch Street, Apt 4C, Portland",
        "to": "1520 Harbor View Road, Vancouver",
        "date": "2024-06-28",
        "size": "2BR",
    },
    {
        "quote_id": "Q-60481",
        "crew": 3,
        "hours_est": 6,
        "hourly_rate": 145.0,
        "estimate": 870.0,
        "deposit": 150.0,
        "start_times": ["08:00", "13:00"],
    },
)
MOVERS_FLOWS = (
    (
        u("Hi! I'm moving out of my two-bedroom apartment at the end of the month and need movers."),
        a("Congrats on the move! What's the moving date?"),
        u("June 28th.", "It's the 28th of June.", "06/28", "June 28, if you still have anything that day"),
        a("And the addresses you're moving from and to?"),
        u(
            "From 77 Birch Street, Apt 4C, Portland to 1520 Harbor View Road, Vancouver.",
            "from: 77 Birch St apt 4C, Portland\nto: 1520 Harbor View Rd, Vancouver",
            "Moving from 77 Birch Street #4C in Portland to 1520 Harbor View Road in Vancouver. It's a second "
            "floor walk-up if that matters.",
        ),
        a(
            "Thanks. For a two-bedroom on June 28 we'd send a crew of 3 for about 6 hours at $145 an hour, an "
            "estimate of $870.00. We need a $150.00 deposit to hold the date. Start times are 8:00 am or 1:00 "
            "pm. Would you like to book?",
            _MOVERS_QUOTE,
        ),
        u(
            "Yes, 8am please.",
            "Let's book the 8:00 start. The $150 comes off the $870, right?",
            "ok 8 am. so about $870 total, and if it runs over it's $145 per extra hour?",
            "Morning please - 8:00. Honestly so relieved, I was dreading calling around.",
        ),
        a(
            "Yes, the deposit is deducted and extra time is billed at $145 an hour. Can I have a phone number "
            "for the crew lead to reach you on the day?"
        ),
        u("360-555-0139", "Sure, (360) 555-0139.", "It's 3605550139.", "my cell is 360 555 0139"),
        a(
            "Booked: MV-228917, June 28 at 8:00 am, crew of 3. The $150.00 deposit was charged and is deducted "
            "from the final bill.",
            call(
                "create_booking",
                {"quote_id": "Q-60481", "start": "2024-06-28T08:00", "phone": "3605550139"},
                {"booking": "MV-228917", "start": "2024-06-28T08:00", "deposit_charged": 150.0},
            ),
        ),
        stop(
            "Awesome, thank you so much!", "Great, MV-228917, got it. Thanks!", "That's a relief. Thanks!", ""
        ),
    ),
    (
        u("Hi! I'm moving out of my two-bedroom apartment at the end of the month and need movers."),
        a("Happy to help. Can I get your email so I can send you the quote?"),
        u(
            "kai.lindqvist@gmail.com",
            "Sure, it's kai.lindqvist@gmail.com",
            "kai.lindqvist@gmail.com - thanks!",
        ),
        a("Thanks. Where are you moving from and to, and on what date?"),
        u(
            "From 77 Birch Street, Apt 4C, Portland to 1520 Harbor View Road, Vancouver, on June 28.",
            "77 Birch St Apt 4C Portland -> 1520 Harbor View Rd Vancouver. Date: 6/28/2024",
            "Portland (77 Birch Street, 4C) to Vancouver (1520 Harbor View Road), on the 28th of June.",
        ),
        a(
            "Quote Q-60481: a crew of 3, about 6 hours at $145 per hour, estimated at $870.00. A $150.00 deposit "
            "holds the date. On June 28 we can start at 8:00 am or 1:00 pm.",
            _MOVERS_QUOTE,
        ),
        u(
            "Does that include packing materials? I have sooo many books lol",
            "What happens if it takes longer than 6 hours?",
            "Do you also take apart the bed frame, or should I do that before?",
        ),
        a("Boxes aren't included, but taking apart and wrapping furniture is. Extra hours are $145 each."),
        u(
            "OK, let's book the 1 pm start then.",
            "Fine. Please book the afternoon slot, 1pm.",
            "Good. Book me for 13:00 on the 28th.",
        ),
        a(
            "Booked: MV-228918, June 28 at 1:00 pm. The $150.00 deposit is charged, and quote Q-60481 was sent "
            "to kai.lindqvist@gmail.com.",
            call(
                "create_booking",
                {"quote_id": "Q-60481", "start": "2024-06-28T13:00", "email": "kai.lindqvist@gmail.com"},
                {"booking": "MV-228918", "start": "2024-06-28T13:00", "deposit_charged": 150.0},
            ),
        ),
        stop("Thanks!", "Perfect, thank you!", "Great. Thanks, bye"),
    ),
)

# -- 5. tax-preparation appointment ------------------------------------------------------------------------------

TAXPREP = Scenario(
    goal="Book an in-person appointment to have your personal tax return prepared before the deadline.",
    persona="a freelance graphic designer, friendly and a bit disorganised",
    known_facts={
        "client_number": "TP-88315",
        "full_name": "Marisol Vega",
        "phone": "+1 (312) 555-0166",
        "email": "marisol@vegadesign.co",
        "preferred_office": "Lincoln Park",
    },
    unknown_facts=["preparation fee: $245", "preparer's name"],
    expected=["schedule_appointment"],
)
_TAX_FIND = {
    "client": "TP-88315",
    "name": "Marisol Vega",
    "returning": True,
    "last_year_fee": 230.0,
    "office": "Lincoln Park",
    "slots": ["2025-04-03T10:00", "2025-04-03T14:30", "2025-04-08T11:00"],
}
TAXPREP_FLOWS = (
    (
        u(
            "Hi, I need to book an appointment to get my taxes done. I'm self-employed if that matters.",
            "hello! I'd like to come in and have someone prepare my tax return before the deadline",
            "Hi, can I book a tax prep appointment? I'm a returning client.",
            "Hey, I need help with my personal tax return this year - can I make an appointment in person?",
        ),
        a("Sure. Are you a returning client? If so, what's your client number?"),
        u("Yes, TP-88315.", "Yep, client number TP-88315", "I think it's TP 88315", "yes - tp-88315"),
        a(
            "Welcome back, Marisol. At the Lincoln Park office I can offer Thursday, April 3 at 10:00 am or "
            "2:30 pm, or Tuesday, April 8 at 11:00 am. Last year's fee was $230.00.",
            call("find_client", {"client_number": "TP-88315"}, _TAX_FIND),
        ),
        u(
            "April 8 at 11 works best.",
            "Tuesday the 8th at 11am please. Lincoln Park is perfect.",
            "I'll take 4/8 at 11:00. Will the fee be about the same as the $230 last year?",
            "Can I do the 8th, 11 am?",
        ),
        a("What phone number should we use for a reminder text?"),
        u("+1 (312) 555-0166", "312-555-0166", "My mobile: 312 555 0166."),
        a(
            "Booked: appointment TX-40127, Tuesday, April 8 at 11:00 am at Lincoln Park with Dan Whitlock. This "
            "year's preparation fee is $245.00.",
            call(
                "schedule_appointment",
                {"client_number": "TP-88315", "slot": "2025-04-08T11:00", "phone": "+13125550166"},
                {"appointment": "TX-40127", "preparer": "Dan Whitlock", "fee": 245.0},
            ),
        ),
        u(
            "Thanks! What should I bring? I have a big pile of client invoices.",
            "Ok, $245, that's $15 more than last year but fine. What documents do I need?",
            "Great. Do I need to bring last year's return too?",
        ),
        a(
            "Bring your income forms, receipts for business expenses and last year's return. We'll text a "
            "reminder the day before."
        ),
        stop("Perfect, thank you!", "Great, see you on the 8th.", "Thanks for your help, bye!", ""),
    ),
    (
        u(
            "Hi, I'd like to make an appointment for my tax return.",
            "hey, is it too late to book someone to do my taxes?? :)",
            "Hello, I need an appointment with a tax preparer, in person please.",
        ),
        a("Not too late at all. Do you have your client number?"),
        u(
            "Hmm, I don't have it handy. Can you find me by name? Marisol Vega.",
            "Not sure where it is, sorry. My name is Marisol Vega and my email is marisol@vegadesign.co.",
            "I don't remember it, sorry! I'm Marisol Vega.",
        ),
        a("No problem. What's the email address on your file?"),
        u("marisol@vegadesign.co", "It's marisol@vegadesign.co", "marisol@vegadesign.co (not .com!)"),
        a(
            "Found you, client TP-88315. Slots at Lincoln Park: Thursday, April 3 at 10:00 am or 2:30 pm, or "
            "Tuesday, April 8 at 11:00 am.",
            call("find_client", {"email": "marisol@vegadesign.co"}, _TAX_FIND),
        ),
        u("The 3rd at 2:30 please.", "April 3rd, 2:30pm.", "Thursday afternoon, 14:30."),
        a(
            "Booked: TX-40126, Thursday, April 3 at 2:30 pm at Lincoln Park with Dan Whitlock. The preparation "
            "fee is $245.00.",
            call(
                "schedule_appointment",
                {"client_number": "TP-88315", "slot": "2025-04-03T14:30"},
                {"appointment": "TX-40126", "preparer": "Dan Whitlock", "fee": 245.0},
            ),
        ),
        stop("Thank you!", "Great, thanks a lot.", "Perfect, see you then!", ""),
    ),
)

# -- 6. disputed electricity meter reading (with an opener) ------------------------------------------------------

METER = Scenario(
    goal="Dispute your electricity bill: the meter reading on it is much higher than the one on your meter.",
    persona="a retired engineer, precise and a little impatient",
    known_facts={
        "account_number": "4471-902-35",
        "meter_number": "E12K083361",
        "actual_reading": "38412 kWh",
        "service_address": "9 Quarry Lane, Millbrook",
        "email": "h.brandt@web.de",
    },
    unknown_facts=["billed reading: 39876 kWh", "corrected bill amount"],
    opener="Hello. My electricity bill shows a meter reading that is far higher than what my meter says.",
    expected=["submit_meter_dispute"],
)
_METER_BILL = {
    "account": "4471-902-35",
    "bill_date": "2024-10-04",
    "reading_billed": 39876,
    "reading_type": "estimated",
    "amount": 412.18,
    "meter": "E12K083361",
}
_METER_DISPUTE = call(
    "submit_meter_dispute",
    {"account": "4471-902-35", "reading": 38412},
    {"dispute": "MD-300915", "status": "open", "rebill_by": "2024-10-25", "payment_hold": True},
)
METER_FLOWS = (
    (
        u("Hello. My electricity bill shows a meter reading that is far higher than what my meter says."),
        a("I'm sorry about that. What's your account number?"),
        u("4471-902-35", "It is 4471-902-35.", "Account 447190235.", "Account number 4471 902 35."),
        a(
            "Thank you. Your bill of October 4, 2024 for $412.18 used an estimated reading of 39876 kWh on meter "
            "E12K083361. What does your meter show?",
            call("get_bill", {"account": "4471-902-35"}, _METER_BILL),
        ),
        u(
            "38412 kWh. I read it this morning.",
            "It shows 38,412 kWh - that's 1,464 less than you billed.",
            "The meter reads 38412. Your 39876 is an estimate, so it's simply wrong.",
            "38412 kWh, and yes, the meter number E12K083361 matches.",
        ),
        a(
            "Thanks. I'll open a dispute with your reading of 38412 kWh and have the bill recalculated. Shall I "
            "go ahead?"
        ),
        u(
            "Yes, please do.",
            "Yes. And please don't collect the $412.18 by direct debit until it's fixed.",
            "Go ahead.",
            "Yes, open the dispute.",
        ),
        a(
            "Dispute MD-300915 is open with a reading of 38412 kWh. A corrected bill will be issued by October "
            "25, 2024, and the $412.18 payment is on hold.",
            _METER_DISPUTE,
        ),
        stop("Thank you. That's all.", "Good. Thanks for your help.", "Fine, MD-300915. Thank you.", ""),
    ),
    (
        u("Hello. My electricity bill shows a meter reading that is far higher than what my meter says."),
        a("Sorry to hear that. Can you give me the meter number and the service address?"),
        u(
            "Meter E12K083361, at 9 Quarry Lane, Millbrook.",
            "E12K083361 / 9 Quarry Lane, Millbrook",
            "The meter number is E12K083361 and the address is 9 Quarry Ln, Millbrook.",
        ),
        a(
            "Found it: account 4471-902-35. The October 4 bill for $412.18 used an estimated reading of 39876 "
            "kWh. What's your current reading?",
            call("get_bill", {"meter": "E12K083361"}, _METER_BILL),
        ),
        u(
            "38412 kWh.",
            "38,412",
            "It says 38412 kWh - nearly fifteen hundred less than your estimate.",
        ),
        a(
            "Thanks. Could you email us a photo of the meter? What email address should I send the upload link to?"
        ),
        u(
            "h.brandt@web.de",
            "Send it to h.brandt@web.de please.",
            "h.brandt@web.de - I'll send the photo at once.",
        ),
        a(
            "Dispute MD-300915 is open with a reading of 38412 kWh. The upload link went to h.brandt@web.de; the "
            "corrected bill will follow by October 25, 2024.",
            _METER_DISPUTE,
        ),
        u(
            "How will I know the corrected amount?",
            "Will the estimate be removed from my history as well?",
            "And if the corrected bill is still wrong, do I reply quoting MD-300915?",
        ),
        a("You'll get the corrected bill by email, and your reading replaces the estimate in your history."),
        stop("Very well. Thank you.", "Ok. Thanks.", "Good, thank you for sorting it out."),
    ),
)

# -- 7. bike-share account charge --------------------------------------------------------------------------------

BIKESHARE = Scenario(
    goal="Get back a bike-share charge for a ride that never ended because the dock did not lock the bike.",
    persona="a student who commutes by bike, casual tone",
    known_facts={
        "account_email": "t.reyes22@gmail.com",
        "phone": "07700 900461",
        "ride_date": "2024-03-11",
        "dock_station": "Canal Street",
    },
    unknown_facts=["ride id: RD-5518230", "overtime charge"],
    expected=["refund_ride"],
)
_BIKE_RIDES = {
    "rides": [
        {
            "ride": "RD-5518230",
            "start": "2024-03-11T08:42",
            "end": "2024-03-11T20:42",
            "start_station": "Mill Road",
            "end_station": None,
            "charge": 24.0,
            "card": "Visa ending 3307",
        }
    ]
}
BIKESHARE_FLOWS = (
    (
        u(
            "hey, i got charged for a bike ride that never ended - the dock didn't lock the bike properly. can i "
            "get my money back?",
            "Hi, I was billed for a ride that apparently never ended. I docked the bike at Canal Street but it "
            "didn't lock.",
            "Hello, there's a wrong charge on my bike share account. The dock didn't register my return.",
            "Hi! I think one of your docks failed to lock my bike and now I've been charged loads. Can you refund "
            "it?",
        ),
        a("Sorry about that! What's the email on your account?"),
        u(
            "t.reyes22@gmail.com",
            "its t.reyes22@gmail.com",
            "Sure, t.reyes22@gmail.com.",
            "T.Reyes22@gmail.com",
        ),
        a("Thanks. Which day was the ride?"),
        u("March 11th.", "11/03/2024", "It was the 11th of March, in the morning.", "2024-03-11"),
        a(
            "I see ride RD-5518230 on March 11, started 8:42 am at Mill Road, with no end dock recorded, so it "
            "ran until 8:42 pm and was charged £24.00. Where did you dock it?",
            call("get_rides", {"email": "t.reyes22@gmail.com", "date": "2024-03-11"}, _BIKE_RIDES),
        ),
        u(
            "At Canal Street, maybe fifteen minutes after I took it.",
            "Canal Street dock. The light went green so I thought it was fine.",
            "canal street, right by the bakery",
            "Canal Street. £24 for a short commute is crazy lol",
        ),
        a(
            "Thanks. A ride from Mill Road to Canal Street normally costs £1.50, so I can refund £22.50 of the "
            "£24.00. Shall I do that?"
        ),
        u(
            "Yes please.",
            "Yes, £22.50 back is fine.",
            "ok so I only pay the £1.50, fair enough. go ahead",
            "yep, please refund it to my card",
        ),
        a(
            "Done: refund RF-91022 for £22.50 to your Visa ending 3307, in 3-5 working days. I've also reported "
            "the Canal Street dock.",
            call(
                "refund_ride",
                {"ride": "RD-5518230", "amount": 22.5},
                {"refund": "RF-91022", "amount": 22.5, "kept": 1.5},
            ),
        ),
        stop("Thanks a lot!", "Nice, cheers!", "Great, thank you. Bye!", ""),
    ),
    (
        u(
            "Hi, I need help with a charge on my bike share account.",
            "hello, your app charged me for a whole day of riding and i only rode for a bit",
            "Hi there, I'd like to dispute a ride charge. The bike didn't lock when I returned it.",
        ),
        a("I can check. What's the phone number on the account?"),
        u("07700 900461", "+44 7700 900461", "Sure, 07700900461."),
        a(
            "Found your account. On March 11 there's ride RD-5518230 from Mill Road, started 8:42 am, with no "
            "return recorded, charged £24.00. Is that the one?",
            call("get_rides", {"phone": "07700900461"}, _BIKE_RIDES),
        ),
        u(
            "Yes, that's it. I docked it at Canal Street.",
            "Yep, RD-5518230. I left it at the Canal Street dock.",
            "Yes that's the one - I returned it at Canal Street, it definitely wasn't out all day.",
        ),
        a(
            "I tried to refund £22.50, keeping the normal £1.50 fare, but the payment system returned an error. "
            "I've escalated it; you'll get an email within 48 hours.",
            call(
                "refund_ride",
                {"ride": "RD-5518230", "amount": 22.5},
                error="RefundError: payment provider timeout",
            ),
        ),
        stop(
            "Ok, thanks for trying.",
            "Alright, I'll wait for the email then. Thanks.",
            "ugh ok. thanks anyway",
            "",
        ),
    ),
)

# -- 8. school enrolment transfer (with an opener) ---------------------------------------------------------------

SCHOOL = Scenario(
    goal="Transfer your son's enrolment to Westbrook Primary after your family's move, starting next term.",
    persona="a parent juggling work and the move, polite and organised",
    known_facts={
        "student_id": "STU-2017-0442",
        "child_name": "Leo Marsh",
        "date_of_birth": "2016-05-09",
        "new_address": "31 Elm Court, Westbrook",
        "parent_email": "j.marsh@outlook.com",
    },
    unknown_facts=["waiting list position", "transfer reference: TR-70331"],
    opener="Good afternoon, we've just moved and I need to transfer my son to Westbrook Primary.",
    expected=["submit_transfer"],
)
_SCHOOL_STUDENT = {
    "student": "STU-2017-0442",
    "name": "Leo Marsh",
    "dob": "2016-05-09",
    "current_school": "Hillcrest Primary",
    "year_group": "Year 3",
}
SCHOOL_FLOWS = (
    (
        u("Good afternoon, we've just moved and I need to transfer my son to Westbrook Primary."),
        a("Welcome to the area! What's your son's student ID?"),
        u(
            "STU-2017-0442",
            "It's STU-2017-0442.",
            "His student ID is STU 2017 0442.",
            "stu-2017-0442 I believe",
        ),
        a("And his date of birth?"),
        u("9 May 2016.", "2016-05-09", "May 9th, 2016", "09/05/2016"),
        a(
            "Thanks. Leo Marsh, Year 3, currently at Hillcrest Primary. What's your new address?",
            call("get_student", {"student_id": "STU-2017-0442"}, _SCHOOL_STUDENT),
        ),
        u("31 Elm Court, Westbrook.", "We're at 31 Elm Court in Westbrook now.", "31 Elm Ct, Westbrook"),
        a(
            "Westbrook Primary has 2 places left in Year 3, and Elm Court is in its catchment. Next term starts "
            "September 4, 2024. Shall I submit the transfer for that date?",
            call(
                "check_school_places",
                {"school": "Westbrook Primary", "year_group": "Year 3", "address": "31 Elm Court, Westbrook"},
                {"places_available": 2, "in_catchment": True, "term_start": "2024-09-04"},
            ),
        ),
        u(
            "Yes please.",
            "Yes, September 4th is perfect.",
            "Yes - and does he need the new uniform from the first day?",
            "Please do. That's a relief, only 2 places left!",
        ),
        a(
            "Submitted and approved: transfer TR-70331, Leo starts at Westbrook Primary on September 4, 2024. "
            "Hillcrest will be notified. Uniform is expected from the second week.",
            call(
                "submit_transfer",
                {"student_id": "STU-2017-0442", "school": "Westbrook Primary", "start": "2024-09-04"},
                {"transfer": "TR-70331", "status": "approved"},
            ),
        ),
        stop(
            "Thank you very much!",
            "Wonderful, thank you for your help.",
            "Great, TR-70331 noted. Thanks!",
            "",
        ),
    ),
    (
        u("Good afternoon, we've just moved and I need to transfer my son to Westbrook Primary."),
        a("I can help with that. Can I have your email address and your son's full name?"),
        u(
            "j.marsh@outlook.com, and his name is Leo Marsh.",
            "Email: j.marsh@outlook.com\nChild: Leo Marsh",
            "Sure - Leo Marsh; my email is j.marsh@outlook.com.",
        ),
        a(
            "Thank you. I found Leo, student STU-2017-0442, Year 3 at Hillcrest Primary. What's your new address?",
            call(
                "get_student", {"name": "Leo Marsh", "parent_email": "j.marsh@outlook.com"}, _SCHOOL_STUDENT
            ),
        ),
        u(
            "31 Elm Court, Westbrook.",
            "31 Elm Court, Westbrook - we moved in last week.",
            "it's 31 Elm Ct, Westbrook",
        ),
        a(
            "I'm afraid Westbrook Primary's Year 3 is full for next term, so I can't transfer Leo there now. He "
            "would be number 4 on the waiting list; Fernhill Primary nearby has places.",
            call(
                "check_school_places",
                {"school": "Westbrook Primary", "year_group": "Year 3", "address": "31 Elm Court, Westbrook"},
                {"places_available": 0, "waiting_list_position": 4, "alternatives": ["Fernhill Primary"]},
            ),
        ),
        stop(
            "Ok, I'll talk it over with my partner and get back to you. Thank you.",
            "That's a shame. Thanks for checking.",
            "Alright, thank you for letting me know.",
            "",
        ),
    ),
)

# -- 9. pet insurance claim --------------------------------------------------------------------------------------

PETCLAIM = Scenario(
    goal="File a claim with your pet insurer for your cat's emergency vet visit last week and get reimbursed.",
    persona=None,
    known_facts={
        "policy_number": "PET-661-204-9",
        "pet_name": "Mochi",
        "invoice_total": "$846.20",
        "visit_date": "2024-08-21",
        "clinic": "Eastside Animal Hospital",
    },
    unknown_facts=["claim number: CL-4402915", "deductible"],
    expected=["file_claim"],
)
_PET_POLICY = call(
    "get_policy",
    {"policy_number": "PET-661-204-9"},
    {
        "policy": "PET-661-204-9",
        "pet": "Mochi",
        "species": "cat",
        "deductible": 100.0,
        "deductible_met": False,
        "reimbursement_rate": 0.8,
        "usual_clinic": "Eastside Animal Hospital",
        "payout_account": "checking ending 2290",
    },
)
_PET_FILE = call(
    "file_claim",
    {"policy_number": "PET-661-204-9", "visit_date": "2024-08-21", "amount": 846.2},
    {"claim": "CL-4402915", "estimated_payout": 596.96, "decision_by": "2024-09-06"},
)
PETCLAIM_FLOWS = (
    (
        u(
            "Hi, I need to file a claim for my cat's emergency vet visit last week.",
            "Hello, my cat Mochi had to go to the emergency vet last week and I'd like to claim it on my "
            "insurance.",
            "hi! how do I submit a claim for an emergency vet bill?",
            "Good morning, I want to get reimbursed for an emergency visit at Eastside Animal Hospital.",
        ),
        a("Sorry to hear that. What's your policy number?"),
        u("PET-661-204-9", "It's PET-661-204-9.", "policy PET 661 204 9", "Sure: PET-661-204-9"),
        a(
            "Thanks. I see the policy for Mochi, a cat, with a $100.00 deductible not yet met and 80% "
            "reimbursement. When was the visit, and what was the invoice total?",
            _PET_POLICY,
        ),
        u(
            "August 21st, and the total was $846.20.",
            "2024-08-21, $846.20",
            "It was on 21/08/2024 - the invoice says $846.20.",
            "Aug 21. Invoice total 846.20 dollars.",
        ),
        a("Which clinic treated Mochi?"),
        u(
            "Eastside Animal Hospital.",
            "Eastside Animal Hospital, they were great with her",
            "eastside animal hospital",
        ),
        a(
            "Thanks. Shall I file the claim for $846.20? After the $100.00 deductible and 80% reimbursement, "
            "you'd get about $596.96."
        ),
        u(
            "Yes, please file it.",
            "Yes. So $746.20 after the deductible, times 80%. Makes sense, go ahead.",
            "Yes please. Will it go to my checking account?",
            "Go ahead!",
        ),
        a(
            "Filed: claim CL-4402915 for $846.20. Estimated payout $596.96 to your checking account ending 2290; "
            "decision by September 6, 2024.",
            _PET_FILE,
        ),
        stop("Thank you!", "Great, thanks so much.", "Perfect, CL-4402915. Thanks!", ""),
    ),
    (
        u(
            "Hello, I'd like to make a claim for a vet bill.",
            "hi, my cat needed emergency care last week, can I claim that?",
            "Hi there! I need to submit an insurance claim for an emergency vet visit for my cat.",
        ),
        a("I can help. Please give me your policy number and the date of the visit."),
        u(
            "PET-661-204-9, visit on August 21.",
            "Policy PET-661-204-9; the visit was 2024-08-21.",
            "PET-661-204-9 - the visit was on the 21st of August.",
        ),
        a(
            "Thank you. The policy covers Mochi with a $100.00 deductible, not met yet, and 80% reimbursement. "
            "What was the invoice total?",
            _PET_POLICY,
        ),
        u("$846.20", "846.20", "The total was $846.20, including the X-rays.", "It came to $846.20, ouch"),
        a("I'll file it with Eastside Animal Hospital, the clinic on record. Is that right?"),
        u("Yes, that's right.", "Correct, Eastside.", "yes it was Eastside Animal Hospital"),
        a(
            "Filed: claim CL-4402915 for $846.20. With the deductible and 80% reimbursement, the estimated payout "
            "is $596.96; decision by September 6, 2024.",
            _PET_FILE,
        ),
        u(
            "Do you need a copy of the invoice?",
            "Will I get an email when it's decided?",
            "How will I get paid - same account as the premiums?",
        ),
        a(
            "Please upload the invoice in the app under claim CL-4402915. The payout goes to your checking "
            "account ending 2290, and you'll get an email with the decision."
        ),
        stop("Ok, will do. Thanks!", "Great, I'll upload it tonight. Thank you.", "Thanks for the help!", ""),
    ),
)

# -- 10. home-insurance address change (with an opener) ----------------------------------------------------------

HOMEINS = Scenario(
    goal="Update your home insurance policy to your new address, with cover starting on your move-in date.",
    persona="a busy small-business owner who writes short messages",
    known_facts={
        "policy_number": "HO-5530174",
        "new_address": "208 Lakeshore Drive, Unit 3, Burlington, VT 05401",
        "move_in_date": "2024-11-15",
        "date_of_birth": "1984-02-17",
        "phone": "802-555-0127",
    },
    unknown_facts=["new annual premium: $1,318.00", "premium difference"],
    opener="Hi, I moved and need my home insurance switched to the new address.",
    expected=["update_policy_address"],
)
_HOME_POLICY = {
    "policy": "HO-5530174",
    "holder": "Priya Shah",
    "address": "12 Maple Row, Winooski, VT",
    "premium": 1190.0,
    "renewal": "2025-03-01",
}
_HOME_QUOTE = call(
    "get_address_quote",
    {"policy": "HO-5530174", "address": "208 Lakeshore Drive, Unit 3, Burlington, VT 05401"},
    {"new_premium": 1318.0, "difference": 128.0, "prorated_charge": 37.17, "effective": "2024-11-15"},
)
_HOME_UPDATE = call(
    "update_policy_address",
    {
        "policy": "HO-5530174",
        "address": "208 Lakeshore Drive, Unit 3, Burlington, VT 05401",
        "effective": "2024-11-15",
    },
    {"endorsement": "END-88120", "premium": 1318.0, "charge": 37.17},
)
HOMEINS_FLOWS = (
    (
        u("Hi, I moved and need my home insurance switched to the new address."),
        a("Sure. What's your policy number?"),
        u("HO-5530174", "HO-5530174.", "ho5530174", "Policy # HO-5530174"),
        a(
            "Thanks, Priya. Policy HO-5530174 currently covers 12 Maple Row, Winooski. What's the new address, "
            "and when did you move in?",
            call("get_policy", {"policy": "HO-5530174"}, _HOME_POLICY),
        ),
        u(
            "208 Lakeshore Drive, Unit 3, Burlington, VT 05401. Moved in Nov 15.",
            "208 Lakeshore Dr Unit 3, Burlington VT 05401 - since 2024-11-15",
            "New address: 208 Lakeshore Drive, Unit 3, Burlington, VT 05401\nMove-in: 15 November 2024",
        ),
        a(
            "At the new address your annual premium would be $1,318.00 instead of $1,190.00, $128.00 more. For "
            "the rest of this term, until March 1, 2025, that's a prorated $37.17. Shall I update it effective "
            "November 15, 2024?",
            _HOME_QUOTE,
        ),
        u(
            "Yes.",
            "ok, $128 more a year, fine. Go ahead.",
            "Yes, update it from Nov 15.",
            "yes pls. charge the $37.17 to the card on file",
        ),
        a(
            "Done: policy HO-5530174 now covers 208 Lakeshore Drive, Unit 3, Burlington, effective November 15, "
            "2024. Endorsement END-88120; $37.17 will be charged to the card on file.",
            _HOME_UPDATE,
        ),
        stop("Thanks.", "Great, thanks!", "ok thx", ""),
    ),
    (
        u("Hi, I moved and need my home insurance switched to the new address."),
        a("I can help. For security, what's your date of birth and the phone number on the policy?"),
        u("1984-02-17, 802-555-0127", "Feb 17, 1984 / (802) 555-0127", "17/02/1984 and 8025550127"),
        a(
            "Thanks, Priya, you're verified: policy HO-5530174 at 12 Maple Row, Winooski. What's the new address?",
            call("get_policy", {"phone": "8025550127", "dob": "1984-02-17"}, _HOME_POLICY),
        ),
        u(
            "208 Lakeshore Drive, Unit 3, Burlington, VT 05401",
            "208 Lakeshore Dr, Unit 3, Burlington VT 05401",
            "208 Lakeshore Drive #3, Burlington, Vermont 05401",
        ),
        a("And the date the cover should start at the new address?"),
        u("November 15.", "11/15/2024", "From the 15th of November - that's when I moved in."),
        a(
            "The annual premium goes from $1,190.00 to $1,318.00; the prorated charge until March 1, 2025 is "
            "$37.17. Shall I go ahead?",
            _HOME_QUOTE,
        ),
        u("Go ahead.", "Fine, do it.", "Yes. Is the $37.17 a one-time charge?"),
        a("Yes, it's one-time. Updated: endorsement END-88120, effective November 15, 2024.", _HOME_UPDATE),
        stop("Thanks!", "Great. Thank you.", "ok, thanks for the quick help", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("vet", VET, VET_FLOWS),
    Domain("mortgage", MORTGAGE, MORTGAGE_FLOWS),
    Domain("library", LIBRARY, LIBRARY_FLOWS),
    Domain("movers", MOVERS, MOVERS_FLOWS),
    Domain("taxprep", TAXPREP, TAXPREP_FLOWS),
    Domain("meter", METER, METER_FLOWS),
    Domain("bikeshare", BIKESHARE, BIKESHARE_FLOWS),
    Domain("school", SCHOOL, SCHOOL_FLOWS),
    Domain("petclaim", PETCLAIM, PETCLAIM_FLOWS),
    Domain("homeins", HOMEINS, HOMEINS_FLOWS),
]

# -- seeded faults: each breaks one rule ---------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "vet",
        0,
        Say(
            0,
            "Hi, my dog Biscuit has been limping since the weekend. Could I get her seen sometime this week?",
        ),
        "two words changed",
    ),
    F(
        "opener",
        "vet",
        2,
        Say(
            0,
            "Hello! My dog has been limping on her back leg since the weekend, I'd like a check-up this week.",
        ),
        "paraphrase of the goal",
    ),
    F(
        "opener",
        "movers",
        0,
        Say(
            0,
            "Hi! I'm moving out of my two-bedroom apartment at the end of the month and need movers. What do you "
            "usually charge?",
        ),
        "opener plus a question",
    ),
    F("opener", "movers", 1, Say(0, "Hi, I need movers for the end of the month."), "shortened"),
    F(
        "opener",
        "meter",
        0,
        Say(
            0,
            "Hello. My electricity bill shows a meter reading that is far higher than what my meter says. I want "
            "to dispute it.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "meter",
        1,
        Say(0, "Hi, I think you overestimated the meter reading on my last bill."),
        "reworded",
    ),
    F(
        "opener",
        "school",
        1,
        Say(0, "Good afternoon! We recently moved house and I'd like to move my son to Westbrook Primary."),
        "reworded",
    ),
    F(
        "opener",
        "homeins",
        1,
        Say(0, "I moved and need my home insurance switched to the new address."),
        "no greeting",
    ),
    # -- reply_shape: not one user speaking in its own voice
    F(
        "reply_shape",
        "mortgage",
        0,
        Say(1, "ML-4402-8816\n\n[Note: the customer has now provided the loan number as requested.]"),
        "narrator's note",
    ),
    F(
        "reply_shape",
        "library",
        0,
        Say(
            2,
            "<think>The librarian wants my date of birth; my facts say 1979-11-30.</think>\n30 November 1979",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "movers",
        0,
        Say(3, "Yes, 8am please.\n\nMover: Great, I'll pencil that in. What's the best number to reach you?"),
        "second speaker with a custom label",
    ),
    F(
        "reply_shape",
        "taxprep",
        0,
        Say(
            4,
            "Thanks! What should I bring? Probably my invoices and last year's return, that's what they want.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "meter",
        1,
        Say(5, "Very well, thank you. Will the corrected bill also come by post?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "bikeshare",
        0,
        Say(
            3,
            "I completely understand your frustration! I'll look into the Canal Street dock records for you.",
        ),
        "assistant's voice",
    ),
    F(
        "reply_shape",
        "school",
        0,
        Say(4, "Yes please, submit it for September 4. ###STOP###"),
        "stop signal in a turn that goes on",
    ),
    F("reply_shape", "petclaim", 1, Say(2, "User: The invoice total was $846.20."), "role marker"),
    F(
        "reply_shape",
        "homeins",
        0,
        Say(
            2,
            '{"role": "user", "content": "208 Lakeshore Drive, Unit 3, Burlington, VT 05401. Moved in Nov 15."}',
        ),
        "message as JSON with a role",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "vet", 0, Say(1, "It's VC-30971."), "client id digits swapped"),
    F(
        "invented_specifics",
        "mortgage",
        0,
        Say(4, "Ok, so the December payment will be $2,068.79 in all? That's fine, please proceed."),
        "a total worked out wrong",
    ),
    F(
        "invented_specifics",
        "library",
        1,
        Say(2, "Yes please, charge it to my Visa ending 4417."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "movers",
        1,
        Say(3, "Does that include packing materials? Another company quoted me $720 for the same move."),
        "a competitor's price",
    ),
    F(
        "invented_specifics",
        "taxprep",
        1,
        Say(1, "Hmm, I don't have it handy. Last year's letter said TP-83815, but I'm not sure."),
        "client number misremembered",
    ),
    F("invented_specifics", "meter", 0, Say(2, "38412 kWh. I read it on October 2."), "reading date"),
    F("invented_specifics", "bikeshare", 1, Say(1, "+44 7700 900416"), "phone digits swapped"),
    F(
        "invented_specifics",
        "petclaim",
        0,
        Say(2, "August 21st, and the total was $864.20."),
        "invoice amount digits swapped",
    ),
    F(
        "invented_specifics",
        "homeins",
        1,
        Say(1, "1984-02-17, 802-555-0127. My email is priya.shah@gmail.com if you need it."),
        "email",
    ),
    # -- unknown_fact: the user states what it does not know
    F(
        "unknown_fact",
        "vet",
        0,
        Say(2, "Wednesday the 18th at 9:30 please. The exam fee is $68, right?"),
        "exam fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "mortgage",
        0,
        Say(3, "The 15th please. I understand there's a one-time adjustment of $212.47 for that."),
        "adjustment before the agent said it",
    ),
    F(
        "unknown_fact",
        "library",
        0,
        Say(0, "Hi, I lost a library book and want to pay the $27.00 replacement cost and clear my fines."),
        "replacement cost in the first message",
    ),
    F("unknown_fact", "movers", 0, Say(1, "June 28th. I can pay the $150 deposit today."), "deposit"),
    F(
        "unknown_fact",
        "meter",
        1,
        Say(
            1,
            "Meter E12K083361, at 9 Quarry Lane, Millbrook. You billed me for 39876 kWh, which is impossible.",
        ),
        "billed reading before the lookup",
    ),
    F("unknown_fact", "bikeshare", 0, Say(2, "March 11th - ride RD-5518230."), "ride id"),
    F(
        "unknown_fact",
        "school",
        0,
        Say(4, "Yes please. You can use reference TR-70331 for it."),
        "transfer reference before the write",
    ),
    F(
        "unknown_fact",
        "petclaim",
        1,
        Say(1, "PET-661-204-9, visit on August 21. I already have a claim number for it, CL-4402915."),
        "claim number before the agent filed it",
    ),
    F(
        "unknown_fact",
        "homeins",
        1,
        Say(3, "November 15. The new premium will be $1,318 a year, correct?"),
        "new premium before the quote",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "vet",
        0,
        Say(
            2,
            "Wednesday the 18th at 9:30 please. My number is (503) 555-0172, email dana.holt@proton.me, and we "
            "live at 415 Fern Avenue, Portland.",
        ),
        "asked for a slot, gives three contact facts",
    ),
    F(
        "data_dump",
        "mortgage",
        1,
        Say(
            0,
            "Hi, I'd like to move my mortgage payment to the 15th. Loan ML-4402-8816, last name Okafor, ZIP 30318.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "library",
        0,
        Say(
            1,
            "21987004315526. Also my DOB is 1979-11-30, email r.nakamura@mailbox.org, and the book is The Overstory.",
        ),
        "asked for the card, gives three more",
    ),
    F(
        "data_dump",
        "movers",
        1,
        Say(
            1,
            "kai.lindqvist@gmail.com - and so you have everything: we move on June 28 from 77 Birch Street, Apt "
            "4C, Portland to 1520 Harbor View Road, Vancouver, and my cell is 360-555-0139.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "meter",
        0,
        Say(1, "4471-902-35. Meter E12K083361 at 9 Quarry Lane, Millbrook; it reads 38412 kWh."),
        "asked for the account, gives three more",
    ),
    F(
        "data_dump",
        "bikeshare",
        0,
        Say(
            0,
            "hi - I got charged for a ride that never ended. Account t.reyes22@gmail.com, phone 07700 900461, ride "
            "on 2024-03-11, docked at Canal Street.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "school",
        1,
        Say(
            1,
            "j.marsh@outlook.com, and his name is Leo Marsh. His student ID is STU-2017-0442, he was born 9 May "
            "2016, and our new address is 31 Elm Court, Westbrook.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "petclaim",
        0,
        Say(
            0,
            "Hi, I need to file a claim for my cat's emergency vet visit last week.\n\nThanks,\nPolicy: "
            "PET-661-204-9\nVisit: 2024-08-21\nInvoice: $846.20",
        ),
        "facts in a signature block",
    ),
    F(
        "data_dump",
        "homeins",
        0,
        Say(
            1,
            "HO-5530174. New address 208 Lakeshore Drive, Unit 3, Burlington, VT 05401, moved in 2024-11-15. DOB "
            "1984-02-17, phone 802-555-0127 if you need to verify.",
        ),
        "asked for the policy, gives four more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "vet",
        0,
        StopAt(4, "Ok, I'll think about which day works and call back. Thanks!"),
        "after the slots",
    ),
    F("premature_stop", "mortgage", 0, StopAt(8, "Ok, sounds good. Thanks!"), "agrees, then leaves"),
    F("premature_stop", "library", 1, StopAt(4, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "movers",
        0,
        StopAt(6, "Great, that's within budget. I'll book online later, thanks."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "taxprep",
        0,
        StopAt(6, "Let me check my calendar and I'll get back to you."),
        "after a question",
    ),
    F("premature_stop", "meter", 0, StopAt(6, "Good. Thank you."), "before the dispute is opened"),
    F(
        "premature_stop",
        "bikeshare",
        0,
        StopAt(6, "Ugh, ok. I'll make sure it clicks next time. Bye."),
        "gives up after the lookup",
    ),
    F(
        "premature_stop",
        "school",
        0,
        StopAt(6, "Thanks, I'll wait to hear from the school then."),
        "after a question",
    ),
    F(
        "premature_stop",
        "homeins",
        1,
        StopAt(8, "Perfect, thanks for sorting that out!"),
        "thinks it is done after the quote",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "vet", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "mortgage", 1, meta(1, prompt_missing=["known_facts.loan_number"]), "a known fact"),
    F("persona_sent", "library", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "movers", 1, meta(2, prompt_missing=["opener", "persona"]), "opener and persona"),
    F(
        "persona_sent",
        "taxprep",
        1,
        meta(0, prompt_missing=["goal", "persona", "known_facts", "unknown_facts"]),
        "the whole scenario",
    ),
    F("persona_sent", "bikeshare", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "petclaim", 1, meta(2, prompt_missing=["known_facts.invoice_total"]), "a known fact"),
    F(
        "persona_sent",
        "school",
        0,
        meta(1, prompt_missing=["persona", "known_facts.student_id"]),
        "persona and a known fact",
    ),
]
