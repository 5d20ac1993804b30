"""Blind set 12, part V: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session, before any run, without reading the guards' implementation. What was read: the
guide's "Simulator fidelity: guards, faults, valid trials" section and the sections after it up to "Statistics over
valid trials" (``docs/guides/simulate.md``), the docstring of ``check_fidelity`` (``_check.py`` lines 311-336),
``tests/_fidelity_blind.py`` (the first blind set's framework and faults), ``tests/_fidelity_blind_domains.py``
lines 1-160 (the step helpers and the first two worked domains) and ``tests/_fidelity_corpus.py`` lines 1-45 (the
``Case`` format). No guard, ``check_fidelity`` or benchmark was called while writing it, and no label was checked
against a guard: labels follow the definitions below.

The ten scenarios (``dogspa``, ``panelclean``, ``conference``, ``seatcheck``, ``outboard``, ``screening``,
``energy``, ``violinhire``, ``winedrop``, ``dance``) reuse none of the earlier domains. Every user turn lists
clean alternatives written like an LLM simulated user that behaves: facts restated in its own formats, ids,
amounts and dates the agent or a tool gave quoted back (in other formats too), worked-out totals and differences,
follow-up questions, lists, typos, lowercase, polite closings. A flow may end after the write, after a tool error
or after the agent refused.

Labels: a clean conversation opens with the scenario's opener word for word (when it has one); keeps one user's
voice (no reasoning, notes, role markers, assistant voice, second speaker, stop signal in the text, answer to its
own question); volunteers at most two known facts per turn before the agent asks for them; states no unknown fact
before the agent told it; says only specifics from the scenario, an earlier message or tool result, or worked out
from them; stops only once the expected write ran or the agent failed or refused; and its scenario reached the
user model's prompt. A fault breaks exactly one of these on purpose and is labelled with the guard that should
catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. dog-grooming subscription ---------------------------------------------------------------------------------

DOGSPA = Scenario(
    goal="Sign your dog Biscuit up for the monthly grooming subscription at the Elm Street salon, starting in June.",
    persona="a nurse on shift work, often in a hurry",
    known_facts={
        "member_id": "DS-40318",
        "email": "kerry.vance@gmail.com",
        "phone": "(503) 555-0172",
        "dog_name": "Biscuit",
    },
    unknown_facts=["monthly price: $64.00", "groomer's name"],
    expected=["create_subscription"],
)
_DOGSPA_LOOKUP = {
    "member_id": "DS-40318",
    "name": "Kerry Vance",
    "dogs": [{"name": "Biscuit", "breed": "cockapoo"}],
    "plans": {"monthly": 64.0, "twice_monthly": 118.0},
    "first_slot": "2025-06-07T09:30",
    "salon": "Elm Street",
}
DOGSPA_FLOWS = (
    (
        u(
            "Hi! I'd like to sign my dog up for the monthly grooming subscription at your Elm Street salon, "
            "starting in June.",
            "hello - looking to start monthly grooming for my pup Biscuit at the Elm St location from june",
            "Hi there, can I get my dog on the monthly grooming plan? Elm Street salon, ideally starting June.",
            "Hey, quick one: I want to set up a grooming subscription for Biscuit. Monthly, at Elm Street, from "
            "June onwards.",
        ),
        a("Sure! Could you give me your member ID?"),
        u(
            "It's DS-40318.",
            "DS-40318",
            "member id is ds40318",
            "Sure, DS 40318. The account should be under kerry.vance@gmail.com if that helps.",
        ),
        a(
            "Thanks, Kerry. I can see Biscuit (cockapoo) on your account. The monthly plan is $64.00 per visit, "
            "charged on the day of the visit; twice a month is $118.00. The first free slot at Elm Street in June "
            "is Saturday, June 7 at 9:30 am. Shall I start the monthly plan from then?",
            call("lookup_member", {"member_id": "DS-40318"}, _DOGSPA_LOOKUP),
        ),
        u(
            "Yes, the monthly plan starting Saturday June 7 at 9:30 please.",
            "june 7th 9:30 works, go ahead with monthly",
            "Yes please. $64 per visit is fine. Will Biscuit keep the same time slot every month?",
            "Monthly is plenty for him, thanks - book the 7th.",
        ),
        a(
            "All set: Biscuit's monthly grooming at Elm Street starts Saturday, June 7 at 9:30 am. Subscription "
            "SUB-772190, $64.00 charged on each visit day. Later visits keep the same time unless you change them "
            "in the app.",
            call(
                "create_subscription",
                {"member_id": "DS-40318", "dog": "Biscuit", "plan": "monthly", "start": "2025-06-07T09:30"},
                {"subscription_id": "SUB-772190", "plan": "monthly", "start": "2025-06-07", "price": 64.0},
            ),
        ),
        stop(
            "Thank you!!",
            "Perfect, SUB-772190 noted. Thanks so much",
            "Great, see you on the 7th. Bye!",
            "",
        ),
    ),
    (
        u(
            "Hi, I want to sign up Biscuit for grooming at Elm Street starting in June. What plans do you have?",
            "hi, grooming subscription for my dog please, elm street salon, june start",
            "Hello! I'm interested in your monthly grooming subscription for my dog Biscuit at the Elm Street "
            "salon.",
        ),
        a("Happy to help. What email address is your account under?"),
        u(
            "kerry.vance@gmail.com",
            "It's kerry.vance@gmail.com",
            "Kerry.Vance@gmail.com - thanks",
        ),
        a("Thanks. And the phone number on the account, for verification?"),
        u(
            "(503) 555-0172",
            "503-555-0172",
            "5035550172",
            "my cell, 503 555 0172",
        ),
        a(
            "Verified, thank you. Biscuit is on your account, member DS-40318. Monthly grooming is $64.00 per visit; "
            "twice a month is $118.00. The first June opening is Saturday, June 7 at 9:30 am, then every four "
            "weeks, or every two weeks on the twice-a-month plan. Which would you like?",
            call("lookup_member", {"email": "kerry.vance@gmail.com", "phone": "5035550172"}, _DOGSPA_LOOKUP),
        ),
        u(
            "Twice a month actually sounds good - $118 instead of $128 for two separate visits. Let's do that "
            "from June 7.",
            "Hmm, so twice a month saves $10 compared to paying $64 twice. I'll take the twice a month plan "
            "starting the 7th.",
            "Let's go with the $118 twice-monthly one, first visit June 7 at 9:30.",
            "twice a month pls, he gets really shaggy",
        ),
        a(
            "Done: twice-a-month grooming for Biscuit at Elm Street, first visit Saturday, June 7 at 9:30 am, then "
            "every two weeks. Subscription SUB-772191, $118.00 billed monthly on the 7th.",
            call(
                "create_subscription",
                {
                    "member_id": "DS-40318",
                    "dog": "Biscuit",
                    "plan": "twice_monthly",
                    "start": "2025-06-07T09:30",
                },
                {
                    "subscription_id": "SUB-772191",
                    "plan": "twice_monthly",
                    "start": "2025-06-07",
                    "price": 118.0,
                },
            ),
        ),
        stop(
            "Awesome, thank you!",
            "Great, thanks for sorting that out. Have a nice day",
            "ok, SUB-772191, got it. thanks!",
            "",
        ),
    ),
)

# -- 2. solar-panel cleaning (with an opener) ---------------------------------------------------------------------

PANELCLEAN = Scenario(
    goal="Book a cleaning of the solar panels on your roof before the end of April.",
    persona="a retired engineer who double-checks every number",
    known_facts={
        "customer_number": "PC-118204",
        "address": "27 Kestrel Rise, Bendigo VIC 3550",
        "mobile": "0412 555 873",
        "last_invoice": "$189.00",
    },
    unknown_facts=["quote number: Q-55107", "roof access fee"],
    opener="Hi, I'd like to get my solar panels cleaned before the end of April.",
    expected=["book_cleaning"],
)
_PANEL_LOOKUP = call(
    "get_customer",
    {"customer_number": "PC-118204"},
    {
        "customer": "PC-118204",
        "address": "27 Kestrel Rise, Bendigo VIC 3550",
        "panels": 18,
        "storeys": 2,
        "quote": {"id": "Q-55107", "price": 209.0, "access_fee": 20.0},
        "slots": ["2025-04-22T08:00", "2025-04-29T13:00"],
    },
)
PANELCLEAN_FLOWS = (
    (
        u("Hi, I'd like to get my solar panels cleaned before the end of April."),
        a("Sure thing. What's your customer number?"),
        u(
            "PC-118204",
            "It's PC-118204.",
            "customer no. PC 118204",
            "pc-118204 - you cleaned them last year as well.",
        ),
        a(
            "Thanks. At 27 Kestrel Rise, Bendigo, we have 18 panels on a two-storey roof. Your quote is Q-55107: "
            "$209.00, which includes a $20.00 roof access fee for two storeys. Available: Tuesday 22 April at 8 am "
            "or Tuesday 29 April at 1 pm.",
            _PANEL_LOOKUP,
        ),
        u(
            "The 22nd at 8 am, please. Last time I paid $189.00 - is the difference just that $20 access fee?",
            "Tuesday 22/04 at 8 works. So $189 for the cleaning and $20 for roof access, that matches my last "
            "invoice.",
            "22 April 8am please. Quote Q-55107 is fine.",
            "tuesday the 22nd, 8am. $209 total, ok.",
        ),
        a(
            "Booked: Tuesday 22 April at 8 am at 27 Kestrel Rise, booking CLN-30917. Total $209.00 ($189.00 "
            "cleaning plus the $20.00 access fee), payable after the job.",
            call(
                "book_cleaning",
                {"customer_number": "PC-118204", "quote": "Q-55107", "slot": "2025-04-22T08:00"},
                {"booking": "CLN-30917", "slot": "2025-04-22T08:00", "price": 209.0},
            ),
        ),
        stop(
            "Thanks, that's all.",
            "Great. CLN-30917 for the 22nd, noted. Cheers",
            "Thank you very much, goodbye.",
            "",
        ),
    ),
    (
        u("Hi, I'd like to get my solar panels cleaned before the end of April."),
        a("Of course. What's the address of the property?"),
        u(
            "27 Kestrel Rise, Bendigo VIC 3550",
            "It's 27 Kestrel Rise, Bendigo 3550.",
            "27 Kestrel Rise in Bendigo. My mobile is 0412 555 873 if you need to call.",
        ),
        a("Thanks. To confirm it's you, what's your customer number?"),
        u(
            "PC-118204",
            "PC118204",
            "That'd be PC-118204 - it's on my last invoice.",
        ),
        a(
            "Found it. Quote Q-55107 for 18 panels, two storeys: $209.00 including the $20.00 roof access fee. I "
            "can book Tuesday 22 April at 8 am or Tuesday 29 April at 1 pm.",
            _PANEL_LOOKUP,
        ),
        u(
            "29 April at 1 pm suits me better.",
            "The 29th please, afternoon is better for me.",
            "Tuesday the 29th, 1pm. Why is it $20 more than my last invoice of $189?",
            "29/4, 1 pm. Go ahead with Q-55107.",
        ),
        a(
            "Booked for Tuesday 29 April at 1 pm, booking CLN-30918. The $209.00 total is the $189.00 clean plus "
            "the $20.00 two-storey access fee; we'll text 0412 555 873 the day before.",
            call(
                "book_cleaning",
                {"customer_number": "PC-118204", "quote": "Q-55107", "slot": "2025-04-29T13:00"},
                {"booking": "CLN-30918", "slot": "2025-04-29T13:00", "price": 209.0},
            ),
        ),
        stop(
            "Thanks.",
            "Good, all clear now. Thank you.",
            "Cheers, see you on the 29th.",
            "",
        ),
    ),
)

# -- 3. conference-ticket upgrade (with an opener) ----------------------------------------------------------------

CONFERENCE = Scenario(
    goal="Upgrade your DevSummit 2025 standard ticket to the all-access pass, which adds the workshop day.",
    persona="a front-end developer whose employer pays for the ticket",
    known_facts={
        "ticket_id": "DVS25-0487-ST",
        "email": "amara.okafor@brightlane.io",
        "full_name": "Amara Okafor",
        "po_number": "PO-66120",
    },
    unknown_facts=["upgrade price: €240.00", "workshop room"],
    opener="Hello, can I upgrade my DevSummit ticket to all-access?",
    expected=["upgrade_ticket"],
)
_CONF_TICKET = {
    "ticket": "DVS25-0487-ST",
    "holder": "Amara Okafor",
    "type": "standard",
    "paid": 390.0,
    "all_access": 630.0,
    "upgrade_due": 240.0,
    "conference": "2025-09-16/2025-09-18",
    "workshop_day": "2025-09-15",
}
CONFERENCE_FLOWS = (
    (
        u("Hello, can I upgrade my DevSummit ticket to all-access?"),
        a("Yes, upgrades are possible until the event. What's your ticket ID?"),
        u(
            "DVS25-0487-ST",
            "It's DVS25-0487-ST.",
            "ticket id: dvs25-0487-st",
            "Sure - DVS25 0487 ST, booked under Amara Okafor.",
        ),
        a(
            "Thanks, Amara. You paid €390.00 for the standard ticket (16-18 September). The all-access pass is "
            "€630.00, so the upgrade is €240.00 and adds the workshop day on Monday, 15 September. How would you "
            "like to pay?",
            call("get_ticket", {"ticket_id": "DVS25-0487-ST"}, _CONF_TICKET),
        ),
        u(
            "My company pays - can you invoice it to purchase order PO-66120?",
            "Please invoice my employer, PO number PO-66120.",
            "€240 on a company invoice please, PO-66120",
            "Invoice please, reference PO-66120. That's the €630 minus the €390 I already paid, right?",
        ),
        a(
            "Done: your ticket is now DVS25-0487-AA (all-access, 15-18 September). Invoice INV-2025-11873 for "
            "€240.00, the difference from your €390.00 standard ticket, goes to amara.okafor@brightlane.io with "
            "PO-66120.",
            call(
                "upgrade_ticket",
                {"ticket_id": "DVS25-0487-ST", "to": "all_access", "payment": "invoice", "po": "PO-66120"},
                {"ticket": "DVS25-0487-AA", "charged": 240.0, "invoice": "INV-2025-11873"},
            ),
        ),
        stop(
            "Thanks a lot!",
            "Perfect, I'll forward INV-2025-11873 to our finance team. Thank you.",
            "Great, see you on 15 September!",
            "",
        ),
    ),
    (
        u("Hello, can I upgrade my DevSummit ticket to all-access?"),
        a("Sure. Which email address did you register with?"),
        u(
            "amara.okafor@brightlane.io",
            "It's amara.okafor@brightlane.io (work email).",
            "my work one, Amara.Okafor@brightlane.io",
        ),
        a(
            "Found ticket DVS25-0487-ST for Amara Okafor: standard, €390.00. The all-access pass is €630.00, so the "
            "upgrade costs €240.00 and includes the workshop day on 15 September. Shall I charge the card used for "
            "the original purchase?",
            call("get_ticket", {"email": "amara.okafor@brightlane.io"}, _CONF_TICKET),
        ),
        u(
            "No, please invoice it - my employer covers it. PO-66120.",
            "Not the card, an invoice to my company please with PO-66120 on it.",
            "could you invoice instead? the PO number is PO-66120, it needs to be on the invoice",
            "Invoice please, PO-66120. Do I need to sign up separately for the workshop on Sept 15?",
        ),
        a(
            "Upgraded: your new ticket is DVS25-0487-AA. Invoice INV-2025-11873 for €240.00 with PO-66120 has been "
            "sent to amara.okafor@brightlane.io. Workshop seats are chosen in the attendee app from 1 September.",
            call(
                "upgrade_ticket",
                {"ticket_id": "DVS25-0487-ST", "to": "all_access", "payment": "invoice", "po": "PO-66120"},
                {"ticket": "DVS25-0487-AA", "charged": 240.0, "invoice": "INV-2025-11873"},
            ),
        ),
        stop(
            "Great, thank you!",
            "Brilliant, thanks for the quick help.",
            "OK, I'll pick a workshop after 1 September. Thanks!",
            "",
        ),
    ),
)

# -- 4. child car-seat fitting check ------------------------------------------------------------------------------

SEATCHECK = Scenario(
    goal="Book a free fitting check for your new rear-facing child car seat before your baby is due.",
    persona="an expecting first-time parent, a bit anxious",
    known_facts={
        "full_name": "Priya Raman",
        "phone": "07700 900461",
        "postcode": "LS6 2QE",
        "due_date": "2025-03-14",
        "seat_model": "Joie i-Spin 360",
    },
    unknown_facts=["fitter's name", "appointment reference: FIT-20931"],
    expected=["book_fitting"],
)
_SEAT_SLOTS = call(
    "find_fitting_slots",
    {"postcode": "LS6 2QE"},
    {
        "centre": "Headingley Family Hub, 14 Otley Road, Leeds",
        "slots": ["2025-02-20T10:00", "2025-02-22T14:30"],
        "duration_min": 30,
    },
)
SEATCHECK_FLOWS = (
    (
        u(
            "Hi, I'd like to book a car seat fitting check. Our baby is due in March and I want to be sure the "
            "seat is in right.",
            "Hello! Can I book a free fitting check for a rear-facing car seat? Baby's due 14 March so I'd like it "
            "done before then.",
            "hi there, we just bought a Joie i-Spin 360 and I'd love someone to check we've fitted it properly "
            "before the baby comes",
            "Hi, I need a car seat fitting check please - first baby, really want to get this right!",
        ),
        a("Congratulations! What's your postcode, so I can find your nearest fitting centre?"),
        u(
            "LS6 2QE",
            "It's LS6 2QE.",
            "ls6 2qe",
            "Postcode is LS6 2QE, thanks.",
        ),
        a(
            "Your nearest centre is Headingley Family Hub, 14 Otley Road. I have Thursday 20 February at 10:00 or "
            "Saturday 22 February at 14:30; a check takes about 30 minutes. Which suits you?",
            _SEAT_SLOTS,
        ),
        u(
            "Saturday the 22nd at 2:30 please, so my partner can come too.",
            "22 Feb at 14:30 is perfect.",
            "The Saturday one please! Should we bring the seat's manual?",
            "sat 22/02, half two",
        ),
        a("Lovely. What name and mobile number should I put on the booking?"),
        u(
            "Priya Raman, 07700 900461",
            "Name: Priya Raman\nMobile: 07700900461",
            "It's Priya Raman and my mobile is 07700 900 461.",
            "priya raman - 07700 900461. thank you!",
        ),
        a(
            "Booked for Priya Raman: Saturday 22 February at 14:30 at Headingley Family Hub, reference FIT-20931. "
            "Please bring the seat and its manual, and come in the car you'll use. We'll text 07700 900461 a "
            "reminder.",
            call(
                "book_fitting",
                {"name": "Priya Raman", "phone": "07700900461", "slot": "2025-02-22T14:30"},
                {"reference": "FIT-20931", "slot": "2025-02-22T14:30", "centre": "Headingley Family Hub"},
            ),
        ),
        stop(
            "Thank you so much, that's a relief!",
            "Great, FIT-20931 saved. Thanks!",
            "Perfect, see you on the 22nd. Bye",
            "",
        ),
    ),
    (
        u(
            "Hello, I'd like a fitting check for our new car seat before the baby arrives, please.",
            "hi, do you do free car seat checks? it's a rear-facing one and we've never fitted one before",
            "Hi! I'm hoping to book one of your free car seat fitting checks. Our due date is coming up fast.",
        ),
        a("Of course. Which car seat model do you have?"),
        u(
            "It's a Joie i-Spin 360.",
            "Joie i-Spin 360, the rear-facing one",
            "joie i spin 360",
        ),
        a("Thanks. And when is the baby due? We try to fit checks in well before."),
        u(
            "14 March 2025",
            "The due date is March 14th.",
            "14/03/2025 - so not long now!",
            "mid-March, the 14th to be exact",
        ),
        a("And your postcode?"),
        u(
            "LS6 2QE",
            "LS6 2QE, thanks",
            "it's LS6 2QE",
        ),
        a(
            "Headingley Family Hub, 14 Otley Road has Thursday 20 February at 10:00 or Saturday 22 February at "
            "14:30, both well before the 14th. Which one?",
            _SEAT_SLOTS,
        ),
        u(
            "Thursday 20th at 10am please.",
            "the 20th at 10:00, I'm on leave that day",
            "Thursday 20 Feb, 10:00. My partner can't come then - is it OK if it's just me?",
        ),
        a("One adult is fine. Could I have your name and a mobile number for the reminder text?"),
        u(
            "Priya Raman, 07700 900461",
            "Priya Raman / 07700900461",
            "sure, Priya Raman, mobile 07700-900461",
        ),
        a(
            "Booked: Thursday 20 February at 10:00 at Headingley Family Hub, 14 Otley Road, reference FIT-20931. "
            "We'll text 07700 900461 the day before.",
            call(
                "book_fitting",
                {"name": "Priya Raman", "phone": "07700900461", "slot": "2025-02-20T10:00"},
                {"reference": "FIT-20931", "slot": "2025-02-20T10:00", "centre": "Headingley Family Hub"},
            ),
        ),
        stop(
            "Thanks so much!",
            "Brilliant, thank you. Reference FIT-20931, got it.",
            "Thank you, that's one thing off the list!",
            "",
        ),
    ),
)

# -- 5. boat-engine service (with an opener) ----------------------------------------------------------------------

OUTBOARD = Scenario(
    goal="Book the annual service for your outboard engine before the boating season starts in May.",
    persona="a weekend fisherman, friendly, writes short messages",
    known_facts={
        "engine_serial": "1B412873",
        "engine_model": "Yamaha F40",
        "marina": "Bayside Marina, berth C-14",
        "phone": "(401) 555-0199",
        "name": "Dale Mercer",
    },
    unknown_facts=["service price: $385.00", "impeller kit price"],
    opener="Hey, I need to get my outboard serviced before May.",
    expected=["book_service"],
)
_OUTBOARD_HISTORY = call(
    "check_service_history",
    {"serial": "1B412873"},
    {
        "serial": "1B412873",
        "model": "F40LA",
        "owner": "Dale Mercer",
        "last_service": "2024-04-11",
        "hours": 212,
        "annual_service": 385.0,
        "impeller_due": True,
        "impeller_kit": 74.5,
        "pickup_dates": ["2025-04-08", "2025-04-15"],
    },
)
OUTBOARD_FLOWS = (
    (
        u("Hey, I need to get my outboard serviced before May."),
        a("Sure. What's the engine's serial number?"),
        u(
            "1B412873",
            "Serial is 1B412873.",
            "1B412873 - it's a Yamaha F40",
            "serial 1b412873",
        ),
        a(
            "Got it: Yamaha F40LA, last serviced April 11, 2024 at 212 hours. The annual service is $385.00 and the "
            "water pump impeller is due, that's $74.50 more. We can collect the boat on Tuesday, April 8 or "
            "Tuesday, April 15. Which works?",
            _OUTBOARD_HISTORY,
        ),
        u(
            "April 8. So $459.50 all in?",
            "8th works. do the impeller too",
            "the 8th pls, and yes do the impeller, $74.50 is fine",
            "April 8th. Go ahead with both.",
        ),
        a("Where should we pick the boat up?"),
        u(
            "Bayside Marina, berth C-14",
            "Bayside, berth C-14",
            "bayside marina, slip C-14",
        ),
        a(
            "Booked: pickup at Bayside Marina, berth C-14 on Tuesday, April 8. Work order WO-5521, estimate $459.50 "
            "including the impeller.",
            call(
                "book_service",
                {
                    "serial": "1B412873",
                    "pickup": "2025-04-08",
                    "location": "Bayside Marina C-14",
                    "impeller": True,
                },
                {"work_order": "WO-5521", "pickup": "2025-04-08", "estimate": 459.5},
            ),
        ),
        stop(
            "Sounds good, thanks!",
            "great thx",
            "Thanks, WO-5521. See ya",
            "",
        ),
    ),
    (
        u("Hey, I need to get my outboard serviced before May."),
        a("Happy to book that. Can I get your name and a phone number?"),
        u(
            "Dale Mercer, (401) 555-0199",
            "Dale Mercer - 401-555-0199",
            "dale mercer 4015550199",
        ),
        a("Thanks Dale. What's the serial number of the engine?"),
        u(
            "1B412873",
            "It's 1B412873, on the bracket plate",
            "1B412873, Yamaha F40",
        ),
        a(
            "Your F40LA was last done on April 11, 2024 (212 hours). Annual service: $385.00. The impeller is due "
            "this year, adding $74.50. Pickup dates: April 8 or April 15. Where is the boat?",
            _OUTBOARD_HISTORY,
        ),
        u(
            "Bayside Marina, berth C-14. April 15 please.",
            "berth C-14 at Bayside. the 15th",
            "Bayside Marina C-14, and the 15th works. Is $459.50 the final price or can it go up?",
            "Bayside Marina, C-14. Tuesday the 15th is better for me",
        ),
        a(
            "Booked for Tuesday, April 15 at Bayside Marina, berth C-14: work order WO-5522, estimate $459.50. If "
            "the tech finds anything else, we'll call you at (401) 555-0199 before doing extra work.",
            call(
                "book_service",
                {
                    "serial": "1B412873",
                    "pickup": "2025-04-15",
                    "location": "Bayside Marina C-14",
                    "impeller": True,
                },
                {"work_order": "WO-5522", "pickup": "2025-04-15", "estimate": 459.5},
            ),
        ),
        stop(
            "Perfect, thanks.",
            "ok good. thanks!",
            "Great, see you the 15th.",
            "",
        ),
    ),
)

# -- 6. cinema private screening (with an opener) -----------------------------------------------------------------

SCREENING = Scenario(
    goal="Book a private screening of an animated film for your daughter's birthday party on a Saturday afternoon "
    "in March.",
    persona="a parent organising a party, cheerful and chatty",
    known_facts={
        "full_name": "Tomasz Nowak",
        "email": "tomek.nowak@gmail.com",
        "phone": "07911 555 214",
        "loyalty_card": "ODX-5512-0093",
        "guest_count": "14 children and 4 adults",
    },
    unknown_facts=["room hire deposit: £75.00", "screen number"],
    opener="Hi! I'd like to book a private screening for my daughter's birthday party.",
    expected=["book_screening"],
)
_SCREEN_AVAIL = {
    "dates": ["2025-03-15", "2025-03-22"],
    "screen": 4,
    "seats": 40,
    "times": ["13:00", "15:30"],
    "price": 260.0,
    "deposit": 75.0,
    "films": ["Moana 2", "The Wild Robot"],
}
SCREENING_FLOWS = (
    (
        u("Hi! I'd like to book a private screening for my daughter's birthday party."),
        a("How lovely! How many guests are you expecting?"),
        u(
            "14 kids and 4 adults.",
            "There'll be 14 children and 4 grown-ups, so 18 in total.",
            "fourteen children plus 4 adults",
            "18 people - 14 children and 4 adults",
        ),
        a(
            "That fits in our 40-seat screen. In March I have Saturday the 15th or Saturday the 22nd, at 1 pm or "
            "3:30 pm. Private hire is £260.00 with a £75.00 deposit to hold the date, and you can choose Moana 2 or "
            "The Wild Robot.",
            call("check_availability", {"month": "2025-03", "day": "Saturday", "guests": 18}, _SCREEN_AVAIL),
        ),
        u(
            "Saturday 22 March at 1pm with The Wild Robot please!",
            "The 22nd, 1 pm, The Wild Robot - she's obsessed with it.",
            "22/03 at 13:00 please. Is the £75 taken off the £260?",
            "we'll take the 22nd at 1! The Wild Robot",
        ),
        a("Great choice. Could I have the name and email for the booking?"),
        u(
            "Tomasz Nowak, tomek.nowak@gmail.com",
            "Name's Tomasz Nowak and the email is tomek.nowak@gmail.com. I also have a loyalty card, "
            "ODX-5512-0093.",
            "tomasz nowak / tomek.nowak@gmail.com",
        ),
        a(
            "Booked: The Wild Robot, Saturday 22 March at 1 pm, screen 4, booking PS-88412. The £75.00 deposit is "
            "due now and counts toward the £260.00 total, leaving £185.00 on the day. Confirmation sent to "
            "tomek.nowak@gmail.com.",
            call(
                "book_screening",
                {"date": "2025-03-22T13:00", "film": "The Wild Robot", "name": "Tomasz Nowak", "guests": 18},
                {"booking": "PS-88412", "screen": 4, "total": 260.0, "deposit_due": 75.0},
            ),
        ),
        stop(
            "Amazing, thank you!!",
            "Brilliant - £185 on the day, noted. Thanks so much!",
            "She's going to love it. Thanks, bye!",
            "",
        ),
    ),
    (
        u("Hi! I'd like to book a private screening for my daughter's birthday party."),
        a("Wonderful! Do you have a loyalty card with us?"),
        u(
            "Yes, ODX-5512-0093.",
            "yep - ODX 5512 0093",
            "I do, it's ODX-5512-0093",
        ),
        a(
            "Thanks, Tomasz; members get 10% off private hire. How many guests will there be?",
            call(
                "get_member",
                {"card": "ODX-5512-0093"},
                {"name": "Tomasz Nowak", "email": "tomek.nowak@gmail.com", "discount": 0.1},
            ),
        ),
        u(
            "14 children and 4 adults",
            "18 altogether - 14 kids, 4 adults",
            "Fourteen kids and four parents helping out.",
        ),
        a(
            "Plenty of room in screen 4 (40 seats). Saturdays in March: the 15th or the 22nd, 1 pm or 3:30 pm. Hire "
            "is £260.00, £234.00 with your 10% off, and a £75.00 deposit holds the date. Films: Moana 2 or The Wild "
            "Robot.",
            call("check_availability", {"month": "2025-03", "day": "Saturday", "guests": 18}, _SCREEN_AVAIL),
        ),
        u(
            "The 15th at 3:30pm, Moana 2 please.",
            "Sat 15 March, 15:30, Moana 2! So £234 total?",
            "15th at half 3 with Moana 2. Fab that it's £26 off.",
            "15 March 3.30pm please - Moana 2",
        ),
        a(
            "Booked: Moana 2, Saturday 15 March at 3:30 pm, screen 4, booking PS-88413. Total £234.00; the £75.00 "
            "deposit is due today, £159.00 on the day. Details sent to tomek.nowak@gmail.com.",
            call(
                "book_screening",
                {"date": "2025-03-15T15:30", "film": "Moana 2", "card": "ODX-5512-0093", "guests": 18},
                {"booking": "PS-88413", "screen": 4, "total": 234.0, "deposit_due": 75.0},
            ),
        ),
        stop(
            "Thank you so much!",
            "Perfect, thanks for your help!",
            "Great, PS-88413. Cheers!",
            "",
        ),
    ),
)

# -- 7. home-energy assessment ------------------------------------------------------------------------------------

ENERGY = Scenario(
    goal="Book a home energy assessment so you can apply for the heat-pump rebate.",
    persona="a homeowner who is wary of sales pitches",
    known_facts={
        "account_number": "5128 3390 2741",
        "address": "1142 Maple Crest Dr, Madison, WI 53711",
        "email": "dtran.home@outlook.com",
        "last_bill": "$212.37",
    },
    unknown_facts=["rebate amount: $1,500", "assessor's name"],
    expected=["schedule_assessment"],
)
_ENERGY_ACCOUNT = {
    "account": "5128 3390 2741",
    "address": "1142 Maple Crest Dr, Madison, WI 53711",
    "rebate_eligible": True,
    "heat_pump_rebate": 1500,
    "assessment_fee": 99.0,
    "fee_credited_on_upgrade": True,
    "slots": ["2025-05-06T09:00", "2025-05-09T13:00"],
}
_ENERGY_OPEN = u(
    "Hi, I'd like to book a home energy assessment. I'm looking into the heat pump rebate.",
    "Hello, I need an energy assessment for my house so I can apply for the heat-pump rebate. No upsells please.",
    "hi, how do I get a home energy audit booked? it's for the heat pump rebate",
    "Good afternoon. I want to schedule a home energy assessment; I understand it's required for the heat-pump "
    "rebate.",
)
_ENERGY_ACCOUNT_ANSWER = u(
    "5128 3390 2741",
    "It's 512833902741.",
    "Account number 5128-3390-2741",
    "sure, 5128 3390 2741 - it's on my bill",
)
_ENERGY_OFFER = a(
    "Thanks. The account is for 1142 Maple Crest Dr, Madison, and it's eligible for the heat-pump rebate of up to "
    "$1,500. The assessment costs $99.00, credited back if you go ahead with an upgrade. I can offer Tuesday, May 6 "
    "at 9 am or Friday, May 9 at 1 pm.",
    call("lookup_account", {"account_number": "512833902741"}, _ENERGY_ACCOUNT),
)
_ENERGY_PICK_9TH = u(
    "Friday May 9 at 1 pm, please.",
    "The 9th at 1pm. And the $99 - is that charged on my next bill?",
    "5/9 at 1 works. So if I do install a heat pump the $99 comes back, ok.",
    "Let's do Friday the 9th, 1 pm. Just to be clear, I'm not committing to buy anything.",
)
ENERGY_FLOWS = (
    (
        _ENERGY_OPEN,
        a("I can book that. What's your utility account number?"),
        _ENERGY_ACCOUNT_ANSWER,
        _ENERGY_OFFER,
        _ENERGY_PICK_9TH,
        a(
            "Scheduled: Friday, May 9 at 1 pm at 1142 Maple Crest Dr, reference EA-60214. The $99.00 fee appears on "
            "your next bill and is credited if you upgrade; there's no obligation to buy anything. A confirmation "
            "goes to the email on file.",
            call(
                "schedule_assessment",
                {"account_number": "512833902741", "slot": "2025-05-09T13:00"},
                {"reference": "EA-60214", "slot": "2025-05-09T13:00", "fee": 99.0},
            ),
        ),
        stop(
            "Thanks.",
            "OK, EA-60214 for May 9. Thank you.",
            "Good, thanks for being straightforward.",
            "",
        ),
    ),
    (
        u(
            "Hello, can I get a home energy assessment scheduled? I want to apply for the heat pump rebate.",
            "hi - need the energy assessment thing for the heat-pump rebate. how do I book",
            "Hi, I'm told I need a home energy assessment before I can claim the heat-pump rebate. Can you book "
            "one?",
        ),
        a("Sure. What's the service address?"),
        u(
            "1142 Maple Crest Dr, Madison, WI 53711",
            "1142 Maple Crest Drive, Madison 53711",
            "1142 maple crest dr",
        ),
        a("And the email on your account?"),
        u(
            "dtran.home@outlook.com",
            "It's dtran.home@outlook.com.",
            "DTran.Home@outlook.com",
        ),
        a(
            "Found it: account 5128 3390 2741. You're eligible for the heat-pump rebate (up to $1,500). The "
            "assessment fee is $99.00, credited if you upgrade. Openings: Tuesday, May 6 at 9 am or Friday, May 9 "
            "at 1 pm.",
            call(
                "lookup_account",
                {"address": "1142 Maple Crest Dr, Madison, WI 53711", "email": "dtran.home@outlook.com"},
                _ENERGY_ACCOUNT,
            ),
        ),
        u(
            "Tuesday May 6, 9am.",
            "May 6th at 9 please. My last bill was $212.37, so I'm hoping this helps.",
            "the 6th at 9 works. $1,500 back would cover a good chunk of a heat pump",
            "Tuesday at 9 am is good.",
        ),
        a(
            "Booked: Tuesday, May 6 at 9 am, reference EA-60215. Confirmation sent to dtran.home@outlook.com.",
            call(
                "schedule_assessment",
                {"account_number": "512833902741", "slot": "2025-05-06T09:00"},
                {"reference": "EA-60215", "slot": "2025-05-06T09:00", "fee": 99.0},
            ),
        ),
        stop(
            "Thank you.",
            "Great, thanks!",
            "ok, EA-60215. bye",
            "",
        ),
    ),
    (
        _ENERGY_OPEN,
        a("Happy to. What's your utility account number?"),
        _ENERGY_ACCOUNT_ANSWER,
        _ENERGY_OFFER,
        _ENERGY_PICK_9TH,
        a(
            "I'm sorry, our scheduling system is down and I couldn't book the slot. Please try again later today, "
            "or call us on 608-555-0100.",
            call(
                "schedule_assessment",
                {"account_number": "512833902741", "slot": "2025-05-09T13:00"},
                error="ServiceUnavailable: scheduling backend did not respond",
            ),
        ),
        stop(
            "OK, I'll try again later.",
            "That's annoying, but fine. I'll call 608-555-0100 then.",
            "Alright, thanks for trying.",
            "",
        ),
    ),
)

# -- 8. violin rental (with an opener) ----------------------------------------------------------------------------

VIOLINHIRE = Scenario(
    goal="Rent a 3/4-size violin for your son for the school year, with the rent-to-own option.",
    persona="a parent who knows nothing about instruments",
    known_facts={
        "student_name": "Leo Haddad",
        "email": "r.haddad@icloud.com",
        "phone": "(617) 555-0128",
        "address": "88 Winthrop Rd, Brookline, MA 02445",
    },
    unknown_facts=["monthly rental fee: $29.00", "instrument serial"],
    opener="Hi, I'm looking to rent a violin for my son for the school year.",
    expected=["create_rental"],
)
_VIOLIN_STOCK = call(
    "check_inventory",
    {"size": "3/4"},
    {
        "size": "3/4",
        "model": "Eastman VL80",
        "monthly": 29.0,
        "deposit": 50.0,
        "rent_to_own_credit": "75%",
        "available_from": "2025-08-28",
        "serial": "EV80-34-2217",
    },
)
VIOLINHIRE_FLOWS = (
    (
        u("Hi, I'm looking to rent a violin for my son for the school year."),
        a("Great! Do you know what size he needs?"),
        u(
            "His teacher said a 3/4.",
            "3/4 size, I think that's what the school told us.",
            "a 3/4, apparently - I had no idea violins came in sizes!",
            "The teacher says 3/4.",
        ),
        a(
            "We have a 3/4 Eastman VL80 outfit (violin, bow, case) at $29.00 a month plus a $50.00 refundable "
            "deposit. With rent-to-own, 75% of the rent you pay counts toward buying it. It's ready for pickup from "
            "August 28. Would you like to reserve it?",
            _VIOLIN_STOCK,
        ),
        u(
            "Yes please, with the rent-to-own option.",
            "Yes. So the first payment is $79 with the deposit?",
            "yes, reserve it! rent to own please",
            "Sounds good. Let's do it - $29 a month is fine.",
        ),
        a("What's the student's name, and an email for the contract?"),
        u(
            "Leo Haddad, and my email is r.haddad@icloud.com.",
            "Student: Leo Haddad\nEmail: r.haddad@icloud.com",
            "leo haddad - r.haddad@icloud.com",
        ),
        a(
            "Reserved: Eastman VL80 3/4, serial EV80-34-2217, for Leo Haddad on rent-to-own. Rental RNT-40762. First "
            "charge $79.00 ($29.00 rent plus the $50.00 deposit) at pickup from August 28. Contract sent to "
            "r.haddad@icloud.com.",
            call(
                "create_rental",
                {
                    "serial": "EV80-34-2217",
                    "student": "Leo Haddad",
                    "plan": "rent_to_own",
                    "pickup": "2025-08-28",
                },
                {"rental": "RNT-40762", "first_charge": 79.0, "pickup": "2025-08-28"},
            ),
        ),
        stop(
            "Thanks so much!",
            "Great, we'll come by after the 28th. Thank you!",
            "Perfect. Leo will be thrilled.",
            "",
        ),
    ),
    (
        u("Hi, I'm looking to rent a violin for my son for the school year."),
        a("Happy to help. What size does he need, and would you like it delivered or will you pick it up?"),
        u(
            "3/4, and delivered please.",
            "The school said 3/4. Delivery would be great if possible.",
            "3/4 size - can you deliver?",
        ),
        a(
            "Yes, we deliver locally for free. The 3/4 Eastman VL80 is $29.00 a month with a $50.00 deposit, "
            "rent-to-own (75% of rent credited toward purchase). The earliest delivery is August 28. What's the "
            "delivery address?",
            _VIOLIN_STOCK,
        ),
        u(
            "88 Winthrop Rd, Brookline, MA 02445",
            "88 Winthrop Road, Brookline 02445",
            "It's 88 Winthrop Rd in Brookline. Aug 28 is perfect, school starts right after.",
        ),
        a("And the student's name and a phone number for the driver?"),
        u(
            "Leo Haddad, (617) 555-0128",
            "Leo Haddad. Phone 617-555-0128.",
            "the student is Leo Haddad, you can call me on 6175550128",
        ),
        a(
            "Done: rental RNT-40763 for Leo Haddad, Eastman VL80 3/4, rent-to-own, delivery to 88 Winthrop Rd, "
            "Brookline on August 28. First charge $79.00 including the deposit; the driver will call (617) 555-0128.",
            call(
                "create_rental",
                {
                    "serial": "EV80-34-2217",
                    "student": "Leo Haddad",
                    "plan": "rent_to_own",
                    "deliver": "2025-08-28",
                },
                {"rental": "RNT-40763", "first_charge": 79.0, "delivery": "2025-08-28"},
            ),
        ),
        stop(
            "Thank you!",
            "Great, thanks for the help.",
            "Perfect, see you on the 28th.",
            "",
        ),
    ),
)

# -- 9. wine-delivery redelivery (with an opener) -----------------------------------------------------------------

WINEDROP = Scenario(
    goal="Your wine delivery was missed yesterday; arrange a redelivery to your office instead of your home.",
    persona="a sommelier, precise and a little impatient",
    known_facts={
        "order_number": "WD-3391-0726",
        "full_name": "Claire Benoit",
        "email": "claire.b@hartwell.co.uk",
        "office_address": "Unit 5, Harbour Court, Bristol BS1 4RN",
        "phone": "0117 496 0381",
    },
    unknown_facts=["courier tracking number: HX448201993GB", "redelivery fee"],
    opener="Hello, you missed my wine delivery yesterday and I need it redelivered.",
    expected=["schedule_redelivery"],
)
_WINE_ORDER = {
    "order": "WD-3391-0726",
    "attempted": "2025-11-18T14:12",
    "tracking": "HX448201993GB",
    "items": "6 x Rioja Reserva 2019",
    "age_check": True,
    "redelivery_fee": 6.5,
    "slots": ["2025-11-20", "2025-11-21"],
}
_WINE_OPEN = u("Hello, you missed my wine delivery yesterday and I need it redelivered.")
_WINE_ORDER_ANSWER = u(
    "WD-3391-0726",
    "It's WD-3391-0726.",
    "Order WD 3391 0726.",
    "wd-3391-0726",
)
_WINE_TRACK = a(
    "Thanks. The courier tried on Tuesday, 18 November at 14:12 (tracking HX448201993GB): 6 bottles of Rioja "
    "Reserva 2019, which need an over-18 signature. Redelivery is £6.50, on Thursday 20 or Friday 21 November. "
    "Same address?",
    call("track_order", {"order_number": "WD-3391-0726"}, _WINE_ORDER),
)
_WINE_OFFICE = u(
    "No - please send it to my office: Unit 5, Harbour Court, Bristol BS1 4RN.",
    "Not home. Office instead: Unit 5, Harbour Court, BS1 4RN.",
    "To my office please, Unit 5 Harbour Court, Bristol BS1 4RN. Someone is always at reception to sign.",
    "no, office this time - Unit 5, Harbour Court, Bristol BS1 4RN",
)
WINEDROP_FLOWS = (
    (
        _WINE_OPEN,
        a("Sorry about that. What's your order number?"),
        _WINE_ORDER_ANSWER,
        _WINE_TRACK,
        _WINE_OFFICE,
        a("Noted. Which day, Thursday 20 or Friday 21 November?"),
        u(
            "Thursday 20th.",
            "The 20th please.",
            "Thursday. £6.50 is fine.",
            "20/11, thanks",
        ),
        a(
            "Done: redelivery to Unit 5, Harbour Court, Bristol BS1 4RN on Thursday 20 November, 8 am-6 pm, same "
            "tracking HX448201993GB. £6.50 charged to your original card.",
            call(
                "schedule_redelivery",
                {
                    "order_number": "WD-3391-0726",
                    "date": "2025-11-20",
                    "address": "Unit 5, Harbour Court, BS1 4RN",
                },
                {"status": "scheduled", "date": "2025-11-20", "fee": 6.5, "tracking": "HX448201993GB"},
            ),
        ),
        stop(
            "Thank you.",
            "Fine. Thanks.",
            "Good, tracking HX448201993GB noted. Goodbye.",
            "",
        ),
    ),
    (
        _WINE_OPEN,
        a("I can help. What's the name and email on the order?"),
        u(
            "Claire Benoit, claire.b@hartwell.co.uk",
            "Claire Benoit - claire.b@hartwell.co.uk",
            "name Claire Benoit, email Claire.B@hartwell.co.uk",
        ),
        a(
            "Found order WD-3391-0726: attempted Tuesday 18 November at 14:12, 6 bottles, adult signature needed. "
            "Redelivery costs £6.50; I can do Thursday 20 or Friday 21 November. Where should it go?",
            call("track_order", {"email": "claire.b@hartwell.co.uk"}, _WINE_ORDER),
        ),
        u(
            "To my office this time: Unit 5, Harbour Court, Bristol BS1 4RN. Friday 21st.",
            "Office address please, Unit 5 Harbour Court, BS1 4RN, on Friday.",
            "Unit 5, Harbour Court, Bristol BS1 4RN - that's my work. Friday 21/11. Why is there a £6.50 fee when "
            "your courier missed me?",
        ),
        a(
            "Booked for Friday 21 November to Unit 5, Harbour Court, Bristol BS1 4RN. The £6.50 redelivery fee is "
            "standard after a failed attempt, but I've waived it this time.",
            call(
                "schedule_redelivery",
                {
                    "order_number": "WD-3391-0726",
                    "date": "2025-11-21",
                    "address": "Unit 5, Harbour Court, BS1 4RN",
                },
                {"status": "scheduled", "date": "2025-11-21", "fee": 0.0},
            ),
        ),
        stop(
            "Thank you, appreciated.",
            "Good. Thanks.",
            "Thanks for waiving the £6.50.",
            "",
        ),
    ),
    (
        _WINE_OPEN,
        a("What's the order number, please?"),
        _WINE_ORDER_ANSWER,
        _WINE_TRACK,
        _WINE_OFFICE,
        a(
            "I'm sorry, I can't change the address after a failed attempt on an age-restricted order: the courier "
            "only redelivers to the original address or holds it at their depot. That's part of our licensing "
            "rules."
        ),
        stop(
            "That's disappointing. I'll arrange to be home then.",
            "Fine, I'll collect it from the depot myself.",
            "Ok, understood. Goodbye.",
            "",
        ),
    ),
)

# -- 10. dance-class trial ----------------------------------------------------------------------------------------

DANCE = Scenario(
    goal="Book a free trial salsa class for you and a friend on a weekday evening.",
    persona="a university student, casual, writes in lowercase",
    known_facts={
        "full_name": "Jess Alvarez",
        "email": "jess.alvarez99@gmail.com",
        "phone": "0431 555 902",
        "friend_name": "Mia Chen",
    },
    unknown_facts=["trial voucher code: TRY-5X9K", "studio room"],
    expected=["book_trial"],
)
_DANCE_CLASSES = call(
    "list_classes",
    {"style": "salsa", "level": "beginner"},
    {
        "classes": [
            {"code": "SAL-B1-TUE", "start": "2025-10-07T19:00"},
            {"code": "SAL-B1-THU", "start": "2025-10-09T18:30"},
        ],
        "trial": "free",
        "drop_in": 18.0,
        "ten_class_pass": 150.0,
    },
)
DANCE_FLOWS = (
    (
        u(
            "hi! can i book a free trial salsa class for me and a friend? weekday evenings work best",
            "hey, me and my friend want to try salsa, do you do free trials? evenings during the week",
            "hi there, looking for a beginner salsa trial for two people, weeknight if possible",
            "hello :) is there a free salsa trial class on a weekday evening? it'd be me and my friend mia",
        ),
        a(
            "Yes! Beginner salsa runs Tuesday 7 October at 7 pm and Thursday 9 October at 6:30 pm. The trial is "
            "free for first-timers; after that it's $18 a drop-in or $150 for a 10-class pass. Which one?",
            _DANCE_CLASSES,
        ),
        u(
            "thursday at 6:30 pls",
            "thu 9th 6:30 sounds good",
            "thursday the 9th! and 10 classes for $150 is $15 each, cheaper than $18, good to know",
            "the thursday one, 6.30!",
        ),
        a("Great. What's your name and email?"),
        u(
            "jess alvarez, jess.alvarez99@gmail.com",
            "Jess Alvarez - jess.alvarez99@gmail.com",
            "jess alvarez, email jess.alvarez99@gmail.com :)",
        ),
        a("And your friend's name?"),
        u(
            "mia chen",
            "her name's Mia Chen",
            "Mia Chen!",
        ),
        a(
            "You're both booked for beginner salsa on Thursday 9 October at 6:30 pm (SAL-B1-THU), booking TRL-6630, "
            "voucher TRY-5X9K. Come 10 minutes early and wear comfy shoes. Confirmation sent to "
            "jess.alvarez99@gmail.com.",
            call(
                "book_trial",
                {
                    "class": "SAL-B1-THU",
                    "names": ["Jess Alvarez", "Mia Chen"],
                    "email": "jess.alvarez99@gmail.com",
                },
                {"booking": "TRL-6630", "start": "2025-10-09T18:30", "voucher": "TRY-5X9K"},
            ),
        ),
        stop(
            "yay thank you!!",
            "awesome thanks, see you thursday",
            "perfect, thx!",
            "",
        ),
    ),
    (
        u(
            "hii, i'd like to try a salsa class with a friend - is the first one free?",
            "hey! free trial salsa class for two please, any weekday evening",
            "hi, do you have trial salsa classes in the evenings? me + a friend",
        ),
        a("Sure! Can I get your name and a phone number?"),
        u(
            "jess alvarez, 0431 555 902",
            "Jess Alvarez, 0431555902",
            "jess alvarez - my number's 0431 555 902",
        ),
        a(
            "Thanks Jess. Beginner salsa trials: Tuesday 7 October at 7 pm or Thursday 9 October at 6:30 pm. Free "
            "for first-timers. Which one, and what's your friend's name?",
            _DANCE_CLASSES,
        ),
        u(
            "tuesday 7pm please, for me and my friend mia chen",
            "the tuesday one! my friend's Mia Chen",
            "tue 7/10 at 7pm, the two of us - me and Mia Chen",
        ),
        a(
            "Booked: Tuesday 7 October at 7 pm, class SAL-B1-TUE, for Jess Alvarez and Mia Chen. Booking TRL-6631. "
            "Your trial voucher is TRY-5X9K; show it at the desk.",
            call(
                "book_trial",
                {"class": "SAL-B1-TUE", "names": ["Jess Alvarez", "Mia Chen"], "phone": "0431555902"},
                {"booking": "TRL-6631", "start": "2025-10-07T19:00", "voucher": "TRY-5X9K"},
            ),
        ),
        stop(
            "amazing, thanks!",
            "cool, TRY-5X9K, got it. thanks!",
            "thank you!! see you tuesday",
            "",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("dogspa", DOGSPA, DOGSPA_FLOWS),
    Domain("panelclean", PANELCLEAN, PANELCLEAN_FLOWS),
    Domain("conference", CONFERENCE, CONFERENCE_FLOWS),
    Domain("seatcheck", SEATCHECK, SEATCHECK_FLOWS),
    Domain("outboard", OUTBOARD, OUTBOARD_FLOWS),
    Domain("screening", SCREENING, SCREENING_FLOWS),
    Domain("energy", ENERGY, ENERGY_FLOWS),
    Domain("violinhire", VIOLINHIRE, VIOLINHIRE_FLOWS),
    Domain("winedrop", WINEDROP, WINEDROP_FLOWS),
    Domain("dance", DANCE, DANCE_FLOWS),
]


# -- seeded faults: each breaks exactly one rule --------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "panelclean",
        0,
        Say(0, "Hi, I'd like my solar panels cleaned before the end of April, please."),
        "paraphrase",
    ),
    F(
        "opener",
        "panelclean",
        1,
        Say(
            0,
            "Hi, I'd like to get my solar panels cleaned before the end of April. My customer number is PC-118204.",
        ),
        "opener plus a known fact",
    ),
    F(
        "opener",
        "conference",
        0,
        Say(0, "Hi there, is it possible to upgrade my DevSummit ticket to an all-access pass?"),
        "reworded",
    ),
    F(
        "opener",
        "conference",
        1,
        Say(0, "Hello, can I upgrade my DevSummit pass to all-access?"),
        "one word changed",
    ),
    F("opener", "outboard", 0, Say(0, "Hey, I need to get my outboard serviced."), "truncated"),
    F(
        "opener",
        "screening",
        1,
        Say(
            0,
            "Hello! I'm planning my daughter's birthday party and would love to hire one of your screens privately.",
        ),
        "paraphrase",
    ),
    F(
        "opener",
        "violinhire",
        1,
        Say(0, "Hi! I'm looking to rent a violin for my son for this school year."),
        "two small edits",
    ),
    F(
        "opener",
        "winedrop",
        2,
        Say(0, '"Hello, you missed my wine delivery yesterday and I need it redelivered."'),
        "wrapped in quotes",
    ),
    # -- reply_shape: not one user speaking plainly
    F(
        "reply_shape",
        "dogspa",
        0,
        Say(1, "<think>The agent wants my member ID. It's in my facts: DS-40318.</think>\nIt's DS-40318."),
        "think block",
    ),
    F(
        "reply_shape",
        "seatcheck",
        0,
        Say(1, "LS6 2QE\n\nAssistant: Thanks! Let me find the nearest fitting centre for you."),
        "assistant line",
    ),
    F(
        "reply_shape",
        "energy",
        0,
        Say(2, "Friday May 9 at 1 pm, please. Is there anything else I can help you with today?"),
        "assistant stock phrase",
    ),
    F(
        "reply_shape",
        "dance",
        1,
        Say(1, '{"role": "user", "content": "jess alvarez, 0431 555 902"}'),
        "message wrapped in a JSON role object",
    ),
    F(
        "reply_shape",
        "outboard",
        0,
        Say(
            2,
            "April 8, and do the impeller too. Will the tech need the engine key? Yes, they usually need it to run "
            "the engine.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "winedrop",
        0,
        Say(3, "Thursday 20th. ###STOP###"),
        "stop signal in a turn that goes on",
    ),
    F(
        "reply_shape",
        "violinhire",
        0,
        Say(4, "Perfect, Leo will be thrilled. What time can we pick it up on the 28th?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "screening",
        1,
        Say(2, "14 children and 4 adults.\n\n(The customer waits excitedly for the agent's reply.)"),
        "narration about the customer",
    ),
    F(
        "reply_shape",
        "conference",
        0,
        Say(
            2,
            "Thank you for the details, Amara! I've noted PO-66120 for the invoice. Would you like me to proceed "
            "with the upgrade?",
        ),
        "role inversion: speaks as the agent",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "dogspa", 0, Say(1, "It's DS-40381."), "member id digits swapped"),
    F(
        "invented_specifics",
        "panelclean",
        0,
        Say(2, "The 22nd at 8 am, please. Last time I only paid $172.50, why is it more now?"),
        "last invoice amount misremembered",
    ),
    F("invented_specifics", "conference", 1, Say(1, "amara.okafor@brightlane.com"), "email domain changed"),
    F("invented_specifics", "seatcheck", 0, Say(3, "Priya Raman, 07700 900416"), "phone digits swapped"),
    F(
        "invented_specifics",
        "outboard",
        1,
        Say(3, "Bayside Marina, berth C-14, the 15th. Last year you charged me $340 for the service."),
        "last year's price",
    ),
    F(
        "invented_specifics",
        "screening",
        0,
        Say(3, "Tomasz Nowak, tomek.nowak@gmail.com. Please ring me on 07911 555 241 if anything changes."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "violinhire",
        0,
        Say(2, "Yes. So the first payment is $89 with the deposit?"),
        "wrong sum of rent and deposit",
    ),
    F(
        "invented_specifics",
        "winedrop",
        1,
        Say(1, "Claire Benoit, claire.b@hartwell.co.uk. The order is WD-3391-0762."),
        "order number digits swapped",
    ),
    F(
        "invented_specifics",
        "dance",
        0,
        Say(
            0,
            "hi! can i book a free trial salsa class for me and a friend on tuesday 14 october? weekday evenings "
            "work best",
        ),
        "a date nobody gave",
    ),
    # -- unknown_fact: states what the user does not know before the agent told it
    F(
        "unknown_fact",
        "dogspa",
        1,
        Say(
            0,
            "Hi, I want to sign up Biscuit for the monthly grooming at Elm Street starting in June - that's the $64 "
            "a visit plan, right?",
        ),
        "monthly price before the lookup",
    ),
    F(
        "unknown_fact",
        "panelclean",
        1,
        Say(2, "PC-118204. Can you book it under quote Q-55107?"),
        "quote number",
    ),
    F(
        "unknown_fact",
        "conference",
        0,
        Say(1, "DVS25-0487-ST. I believe the upgrade is €240, my employer already approved that."),
        "upgrade price",
    ),
    F(
        "unknown_fact",
        "seatcheck",
        1,
        Say(4, "Thursday 20th at 10am please. My sister said the fitter there is Gareth, he's lovely."),
        "fitter's name (a bare unknown fact, stated by value)",
    ),
    F(
        "unknown_fact",
        "outboard",
        0,
        Say(1, "Serial is 1B412873. The service was $385 last year, hoping it's the same."),
        "service price",
    ),
    F(
        "unknown_fact",
        "screening",
        0,
        Say(1, "14 kids and 4 adults. Happy to pay the £75 deposit today to hold it."),
        "deposit",
    ),
    F(
        "unknown_fact",
        "energy",
        0,
        Say(0, "Hi, I'd like to book a home energy assessment so I can get the $1,500 heat-pump rebate."),
        "rebate amount in the first message",
    ),
    F(
        "unknown_fact",
        "violinhire",
        1,
        Say(1, "3/4, delivered please. The monthly fee is 29 dollars, I believe?"),
        "monthly fee in another format",
    ),
    F(
        "unknown_fact",
        "winedrop",
        2,
        Say(1, "WD-3391-0726. And I'm not paying a redelivery fee of £6.50 for your courier's mistake."),
        "redelivery fee (bare name) with a specific",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "dogspa",
        0,
        Say(
            0,
            "Hi! I'd like the monthly grooming subscription for Biscuit at Elm Street from June. Member ID "
            "DS-40318, email kerry.vance@gmail.com, phone (503) 555-0172.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "panelclean",
        0,
        Say(
            1,
            "PC-118204. We're at 27 Kestrel Rise, Bendigo VIC 3550, mobile 0412 555 873, and last time it was $189.00.",
        ),
        "asked for the number, gives three more",
    ),
    F(
        "data_dump",
        "conference",
        1,
        Say(1, "amara.okafor@brightlane.io\nName: Amara Okafor\nTicket: DVS25-0487-ST\nPO: PO-66120"),
        "asked for the email, lists three more",
    ),
    F(
        "data_dump",
        "seatcheck",
        0,
        Say(
            0,
            "Hi, I'm Priya Raman. Our baby is due 14/03/2025 and we have a Joie i-Spin 360 that needs checking. "
            "Postcode LS6 2QE if that helps.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "outboard",
        1,
        Say(
            1, "Dale Mercer, (401) 555-0199. Serial 1B412873, Yamaha F40, kept at Bayside Marina, berth C-14."
        ),
        "asked for name and phone, gives three more",
    ),
    F(
        "data_dump",
        "screening",
        1,
        Say(
            1,
            "Yes, ODX-5512-0093! I'm Tomasz Nowak, tomek.nowak@gmail.com, 07911 555 214, and we'll be 14 children "
            "and 4 adults.",
        ),
        "asked for the card, gives four more",
    ),
    F(
        "data_dump",
        "violinhire",
        0,
        Say(
            1,
            "3/4. The rental would be for Leo Haddad; you can reach me at r.haddad@icloud.com or (617) 555-0128.",
        ),
        "asked for the size, gives three facts",
    ),
    F(
        "data_dump",
        "winedrop",
        0,
        Say(
            1,
            "WD-3391-0726\n\nKind regards,\nClaire Benoit\nclaire.b@hartwell.co.uk | 0117 496 0381\nUnit 5, Harbour "
            "Court, Bristol BS1 4RN",
        ),
        "an email signature with four more",
    ),
    F(
        "data_dump",
        "dance",
        0,
        Say(
            0,
            "hi! free salsa trial for me (jess alvarez, jess.alvarez99@gmail.com, 0431 555 902) and my friend mia "
            "chen pls, weekday evening",
        ),
        "four facts in parentheses up front",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "dogspa",
        0,
        StopAt(4, "Let me check my shift schedule first and I'll come back to book. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "panelclean",
        1,
        StopAt(2, "Actually, I'll call back once I've found my last invoice. Bye."),
        "after the first question",
    ),
    F(
        "premature_stop",
        "conference",
        0,
        StopAt(4, "Okay, I'll check with my manager before going ahead. Thanks!"),
        "after the price",
    ),
    F("premature_stop", "seatcheck", 0, StopAt(6, "Thanks, that's all!"), "asked for name and mobile"),
    F("premature_stop", "outboard", 0, StopAt(6, ""), "silent stop when asked where the boat is"),
    F(
        "premature_stop",
        "screening",
        1,
        StopAt(6, "Brilliant, thank you so much!"),
        "after the options, as if booked",
    ),
    F("premature_stop", "energy", 0, StopAt(4, "Sounds good, thanks for the info."), "after the slots"),
    F(
        "premature_stop",
        "violinhire",
        1,
        StopAt(4, "Great, August 28 works. Thank you!"),
        "asked for the address",
    ),
    F(
        "premature_stop",
        "dance",
        0,
        StopAt(4, "ok cool, see you thursday!"),
        "picks a class, leaves before booking",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "dogspa", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "panelclean",
        0,
        meta(1, prompt_missing=["known_facts.customer_number"]),
        "a known fact",
    ),
    F("persona_sent", "seatcheck", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "outboard", 1, meta(0, prompt_missing=["opener", "persona"]), "opener and persona"),
    F("persona_sent", "screening", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "energy",
        2,
        meta(0, prompt_missing=["goal", "known_facts", "unknown_facts"]),
        "the whole scenario block",
    ),
    F("persona_sent", "violinhire", 0, meta(3, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "dance", 0, meta(1, prompt_missing=["persona"]), "persona"),
]
