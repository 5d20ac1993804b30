"""Blind set 6, part I: ten customer-service scenarios and 61 seeded faults for the simulator's fidelity guards.

Written by a helper session that had not seen the guards' implementation, and committed before any run: nobody
tunes the guards on it. Read before writing: the guide's "Simulator fidelity: guards, faults, valid trials"
section of ``docs/guides/simulate.md`` (up to "Statistics over valid trials"), the docstring of
``check_fidelity``, ``tests/_fidelity_blind.py`` (the first blind set's framework and faults),
``tests/_fidelity_blind_domains.py`` (the step helpers and a few of its domains, for the style) and the ``Case``
entry format of ``tests/_fidelity_corpus.py``. No guard was called while writing it.

Ten scenarios that no earlier set uses (hottub, bridal, ski, allotment, phoneclaim, pest, cowork, marina,
tutoring, kennel), each with two or three hand-written flows: the agent asks for facts one at a time, looks
things up with a tool whose result holds identifiers, amounts and dates, echoes them, then makes the expected
write call (or fails with a tool error, or refuses). Every user turn lists clean alternatives written the way an
LLM simulated user that behaves writes: facts restated in its own formats, ids, amounts and dates the agent gave
quoted back, sums and per-unit prices worked out, follow-up questions, lists, typos and polite closings.

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one user's voice, volunteers at most two known facts per turn before the agent asks for them, never states
an unknown fact before the agent told it, says only specifics from the scenario, an earlier message or a tool
result (or worked out from them), and stops only once the expected write ran or the agent failed or refused.
Each fault in :data:`FAULTS` breaks exactly one such rule and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. hot-tub service visit ------------------------------------------------------------------------------------

HOTTUB = Scenario(
    goal="Your hot tub's heater has stopped warming the water; book a service visit under your Gold Care plan.",
    persona="a retired schoolteacher, chatty and friendly",
    known_facts={
        "customer_number": "HT-30417",
        "address": "27 Birchwood Close, Harrogate HG2 8LT",
        "phone": "07700 900482",
        "email": "margaret.lowe@btinternet.com",
    },
    unknown_facts=["callout fee: £65", "engineer's name"],
    opener=None,
    expected=["book_service_visit"],
)
_HOTTUB_RECORD = {
    "customer": "HT-30417",
    "name": "Margaret Lowe",
    "address": "27 Birchwood Close, Harrogate HG2 8LT",
    "model": "Aquaspa Serene 5",
    "plan": "Gold Care",
    "plan_expires": "2025-03-31",
    "callout_fee": 65.0,
    "slots": ["2024-06-12T08:00", "2024-06-13T12:00"],
}
HOTTUB_FLOWS = (
    (
        u(
            "Hello! The heater on my hot tub seems to have given up, the water's stone cold. Could I book a "
            "service visit please?",
            "hi, my hot tub isnt heating anymore. need an engineer to come out, I'm on the Gold Care plan",
            "Good morning. My hot tub heater has stopped warming the water - I believe I have a maintenance plan "
            "with you, so I'd like a visit booked.",
            "Hello there, hoping you can help. The hot tub has been cold for days now even though the pump "
            "still runs fine. Can someone come and look at the heater?",
        ),
        a("Sorry to hear that. Could you give me your customer number?"),
        u(
            "Of course, it's HT-30417.",
            "HT-30417",
            "customer number ht30417",
            "Yes - HT 30417. It's printed on my annual statement.",
        ),
        a(
            "Thank you, Margaret. I have the Aquaspa Serene 5 at 27 Birchwood Close, Harrogate HG2 8LT, on "
            "Gold Care until 31 March 2025, so the callout is covered (normally £65). The earliest engineer slots "
            "are Wednesday 12 June, 8am-12pm, or Thursday 13 June, 12pm-4pm. Which suits you?",
            call("lookup_customer", {"customer_number": "HT-30417"}, _HOTTUB_RECORD),
        ),
        u(
            "Wednesday the 12th in the morning would be lovely.",
            "Wed 12 June, 8 till 12 please. So glad the £65 is covered!",
            "The 12th please. Will the engineer ring 07700 900482 before arriving?",
            "Oh good, covered until March 2025 then. I'll take Wednesday morning, 12/06.",
        ),
        a(
            "Booked: visit SV-77120 on Wednesday 12 June between 8am and 12pm. Your engineer is Dave Pryce, and "
            "there's nothing to pay under Gold Care.",
            call(
                "book_service_visit",
                {"customer_number": "HT-30417", "slot": "2024-06-12T08:00"},
                {
                    "visit": "SV-77120",
                    "window": "2024-06-12 08:00-12:00",
                    "engineer": "Dave Pryce",
                    "charge": 0.0,
                },
            ),
        ),
        stop(
            "Marvellous, thank you so much!",
            "Thanks ever so much. SV-77120, I've written it down. Bye!",
            "Lovely, I'll see Dave on the 12th then. Thank you.",
            "",
        ),
    ),
    (
        u(
            "Hi, my hot tub stopped heating. Customer number HT-30417. Can you book an engineer?",
            "Hello, the heater on our hot tub has packed up. I'm customer HT-30417, on Gold Care.",
            "my hot tub's heater has stopped working, can i get a service visit booked? customer no. HT-30417",
        ),
        a("Certainly. For security, please confirm the address and the phone number on the account."),
        u(
            "27 Birchwood Close, Harrogate HG2 8LT, and the phone is 07700 900482.",
            "Address: 27 Birchwood Close, Harrogate, HG2 8LT\nPhone: 07700900482",
            "It's 27 Birchwood Close in Harrogate, HG2 8LT. Phone 07700 900 482.",
        ),
        a(
            "Thanks, that matches. You're on Gold Care until 31/03/2025, so the £65 callout fee is waived. I can "
            "offer Wednesday 12 June 8am-12pm or Thursday 13 June 12pm-4pm.",
            call("lookup_customer", {"customer_number": "HT-30417", "phone": "07700 900482"}, _HOTTUB_RECORD),
        ),
        u(
            "Thursday afternoon suits me better, the 13th.",
            "I'll go for Thursday 13th June, 12 till 4.",
            "Could we do the Thursday? 13/06 in the afternoon. And could the engineer email "
            "margaret.lowe@btinternet.com when they're on the way?",
        ),
        a(
            "Done: visit SV-77121 on Thursday 13 June, 12pm-4pm. Priya Shah will be your engineer and will "
            "message you when she sets off.",
            call(
                "book_service_visit",
                {"customer_number": "HT-30417", "slot": "2024-06-13T12:00"},
                {
                    "visit": "SV-77121",
                    "window": "2024-06-13 12:00-16:00",
                    "engineer": "Priya Shah",
                    "charge": 0.0,
                },
            ),
        ),
        u(
            "Thank you. Should I drain the tub before she comes?",
            "Does someone need to be home the whole time?",
            "Lovely. Is there anything I should do beforehand, like switching the power off?",
        ),
        a("No need to drain it. Please just make sure the cover is off and the control panel is reachable."),
        stop(
            "Perfect, thank you!",
            "Wonderful. Thanks for your help, goodbye.",
            "Great - SV-77121 on the 13th. Cheers!",
        ),
    ),
)

# -- 2. wedding-dress alteration (with an opener) ----------------------------------------------------------------

BRIDAL = Scenario(
    goal="Book an alteration fitting to have your wedding dress taken in before the wedding.",
    persona="a bride-to-be, excited and a little anxious about the timing",
    known_facts={
        "order_number": "BR-58213",
        "full_name": "Eleanor Hart",
        "email": "ellie.hart@gmail.com",
        "wedding_date": "2024-09-14",
    },
    unknown_facts=["alteration price: $185", "seamstress's name"],
    opener="Hi! My wedding dress needs taking in and I'd love to book a fitting.",
    expected=["book_fitting"],
)
_BRIDAL_ORDER = {
    "order": "BR-58213",
    "name": "Eleanor Hart",
    "dress": "Maren A-line, size 10",
    "paid": 1450.0,
    "ready_by": "2024-08-16",
    "alteration_price": 185.0,
    "fittings": ["2024-07-20T11:00", "2024-07-27T14:30"],
}
BRIDAL_FLOWS = (
    (
        u("Hi! My wedding dress needs taking in and I'd love to book a fitting."),
        a("Congratulations! I'd be glad to help. What's your order number?"),
        u(
            "It's BR-58213!",
            "BR-58213",
            "Order number br58213 :)",
            "Sure, BR 58213. The wedding is September 14th so I'm a bit nervous about time!",
        ),
        a(
            "Thank you, Eleanor. I see the Maren A-line in size 10, paid in full ($1,450.00). Taking it in is "
            "$185. Fittings are free on Saturday July 20 at 11:00 or Saturday July 27 at 2:30pm, and alterations "
            "are finished by August 16. When is the wedding?",
            call("lookup_order", {"order_number": "BR-58213"}, _BRIDAL_ORDER),
        ),
        u(
            "September 14, 2024.",
            "The 14th of September!",
            "14/09/2024 - so August 16 leaves me almost a month, phew.",
            "It's 2024-09-14. And $185 is totally fine.",
        ),
        a("Plenty of time, then. Which fitting would you like?"),
        u(
            "July 20 at 11 please!",
            "The 20th at 11am works best.",
            "Let's do Saturday the 20th, 11:00.",
            "I'd say July 20th. Could the confirmation go to ellie.hart@gmail.com?",
        ),
        a(
            "You're booked: fitting FT-4402 on Saturday July 20 at 11:00 with Rosa Delgado. A deposit of $92.50 "
            "(half the $185) is due at the fitting.",
            call(
                "book_fitting",
                {"order_number": "BR-58213", "slot": "2024-07-20T11:00"},
                {
                    "fitting": "FT-4402",
                    "slot": "2024-07-20T11:00",
                    "seamstress": "Rosa Delgado",
                    "deposit_due": 92.5,
                },
            ),
        ),
        stop(
            "Amazing, thank you so much!!",
            "Thank you! See Rosa on the 20th.",
            "Perfect - FT-4402, $92.50 deposit. Thanks a lot!",
            "",
        ),
    ),
    (
        u("Hi! My wedding dress needs taking in and I'd love to book a fitting."),
        a("Congratulations! Could I have your full name and the email you used for the order?"),
        u(
            "Eleanor Hart, ellie.hart@gmail.com",
            "Sure! It's Eleanor Hart and my email is ellie.hart@gmail.com.",
            "Name: Eleanor Hart\nEmail: Ellie.Hart@gmail.com",
        ),
        a(
            "Thanks! I found order BR-58213, the Maren A-line in size 10. Taking it in costs $185, and it'll be "
            "ready by August 16. The next fittings are July 20 at 11:00 or July 27 at 2:30pm.",
            call("lookup_order", {"email": "ellie.hart@gmail.com"}, _BRIDAL_ORDER),
        ),
        u(
            "The 27th at 2:30 please.",
            "Could I do July 27? The afternoon one.",
            "27 July, 14:30 works for me. The wedding is 14 Sept so the August 16 date is still ok, right?",
            "hmm, July 27th at 2:30pm I think",
        ),
        a(
            "Yes, that leaves plenty of margin. Booked: fitting FT-4403 on Saturday July 27 at 2:30pm with Rosa "
            "Delgado. A $92.50 deposit is due on the day.",
            call(
                "book_fitting",
                {"order_number": "BR-58213", "slot": "2024-07-27T14:30"},
                {
                    "fitting": "FT-4403",
                    "slot": "2024-07-27T14:30",
                    "seamstress": "Rosa Delgado",
                    "deposit_due": 92.5,
                },
            ),
        ),
        stop(
            "Yay, thank you!",
            "Thanks, see you on the 27th.",
            "Great, thank you for squeezing me in! I'll bring the $92.50.",
            "",
        ),
    ),
)

# -- 3. ski-rental booking ---------------------------------------------------------------------------------------

SKI = Scenario(
    goal="Book ski and boot rental for two adults for five days from 10 February at the Val Thorens shop.",
    persona=None,
    known_facts={
        "full_name": "Tomasz Nowak",
        "email": "t.nowak@wp.pl",
        "phone": "+48 601 234 567",
        "arrival_date": "2025-02-10",
    },
    unknown_facts=["total price: €312", "group discount code"],
    opener=None,
    expected=["create_rental_booking"],
)
_SKI_CHECK = call(
    "check_availability",
    {"shop": "Val Thorens Centre", "from": "2025-02-10", "days": 5, "people": 2},
    {
        "shop": "Val Thorens Centre",
        "from": "2025-02-10",
        "to": "2025-02-14",
        "package": "Premium skis + boots",
        "per_person_per_day": 31.2,
        "total": 312.0,
        "pickup_from": "2025-02-09T16:00",
    },
)
_SKI_ARGS = {"name": "Tomasz Nowak", "email": "t.nowak@wp.pl", "from": "2025-02-10", "days": 5, "people": 2}
SKI_FLOWS = (
    (
        u(
            "Hi, I'd like to rent skis and boots for two adults, 5 days starting 10 February, at your Val "
            "Thorens shop.",
            "hello! need ski + boot rental for 2 people in Val Thorens, from Feb 10 for five days",
            "Hi there. Could I book rental equipment (skis and boots) for me and my wife? Five days from the 10th "
            "of February, Val Thorens.",
            "Good evening, we are two adults coming to Val Thorens on 10.02 and need skis and boots for 5 days. "
            "Is that possible?",
        ),
        a(
            "Let me check. The Val Thorens Centre shop has our Premium skis + boots package free from 10 to 14 "
            "February: €31.20 per person per day, €312.00 in total for both of you, and you can pick up from 4pm "
            "on 9 February. What name should the booking be under?",
            _SKI_CHECK,
        ),
        u(
            "Tomasz Nowak.",
            "Under Tomasz Nowak please.",
            "Tomasz Nowak. So that's €156 each, ok.",
            "Nowak, Tomasz. Great that we can pick up the evening before!",
        ),
        a("Thanks, Tomasz. And an email address for the confirmation?"),
        u(
            "t.nowak@wp.pl",
            "It's t.nowak@wp.pl",
            "Email: t.nowak@wp.pl - and my mobile is +48 601 234 567 if needed.",
            "sure, t.nowak@wp.pl",
        ),
        a(
            "Booked: VT-2025-08817, Premium skis + boots for two, 10-14 February, €312.00 payable at pick-up "
            "(from 9 February, 4pm).",
            call(
                "create_rental_booking",
                _SKI_ARGS,
                {"booking": "VT-2025-08817", "total": 312.0, "paid_now": 0.0, "pickup": "2025-02-09T16:00"},
            ),
        ),
        stop(
            "Super, thank you!",
            "Thanks! See you in February.",
            "Perfect, VT-2025-08817 noted. Dziękuję!",
            "",
        ),
    ),
    (
        u(
            "Hi, do you have skis and boots for two adults in Val Thorens from 10/02/2025, 5 days?",
            "Hello, I want to book ski rental (skis + boots), two adults, five days from February 10th, Val "
            "Thorens please.",
            "hi there - two adult ski+boot sets, Val Thorens, 10 Feb for 5 days. thanks",
        ),
        a(
            "Yes: the Premium package is available 10-14 February at €31.20 per person per day, €312.00 for the "
            "two of you. Shall I book it? I'd need a name, an email and a phone number.",
            _SKI_CHECK,
        ),
        u(
            "Yes please. Tomasz Nowak, t.nowak@wp.pl, +48 601 234 567.",
            "Sure:\n- Tomasz Nowak\n- t.nowak@wp.pl\n- +48 601 234 567",
            "Yes. Name Tomasz Nowak, email t.nowak@wp.pl, phone 0048 601 234 567. €312 total is good.",
        ),
        a(
            "I'm sorry, the booking system returned an error and I couldn't complete the reservation. Please try "
            "again later or book directly at the shop.",
            call(
                "create_rental_booking",
                {**_SKI_ARGS, "phone": "+48 601 234 567"},
                error="503 Service Unavailable: booking backend timeout",
            ),
        ),
        stop(
            "Ok, that's a shame. I'll try again later, thanks.",
            "Alright, I'll book at the shop then. Thanks anyway.",
            "No problem, I will come back tomorrow. Bye.",
            "",
        ),
    ),
)

# -- 4. community-garden plot application (with an opener) -------------------------------------------------------

ALLOTMENT = Scenario(
    goal="Apply for a plot at the Elm Road community garden, joining the waiting list if no plot is free.",
    persona="a first-time gardener who has just moved to the area",
    known_facts={
        "full_name": "Priya Raman",
        "address": "Flat 3, 41 Elm Road, Leeds LS6 2AB",
        "email": "priya.raman@outlook.com",
        "council_tax_reference": "CT-4471-0926",
    },
    unknown_facts=["waiting list position: 14", "annual rent"],
    opener="Hello, I'd like to apply for a plot at the Elm Road community garden.",
    expected=["submit_plot_application"],
)
_ALLOTMENT_CHECK = call(
    "check_residency",
    {"council_tax_reference": "CT-4471-0926"},
    {
        "reference": "CT-4471-0926",
        "address": "Flat 3, 41 Elm Road, Leeds LS6 2AB",
        "eligible": True,
        "free_plots": 0,
        "waiting_list_length": 13,
        "full_plot_rent": 42.0,
        "half_plot_rent": 24.0,
    },
)
_ALLOTMENT_SUBMIT = call(
    "submit_plot_application",
    {"name": "Priya Raman", "reference": "CT-4471-0926", "plot": "half", "email": "priya.raman@outlook.com"},
    {"application": "AP-20931", "plot": "half", "position": 14, "submitted": "2024-03-18"},
)
ALLOTMENT_FLOWS = (
    (
        u("Hello, I'd like to apply for a plot at the Elm Road community garden."),
        a("Lovely! Plots are for Leeds residents, so could I have your council tax reference number?"),
        u(
            "Yes, it's CT-4471-0926.",
            "CT-4471-0926",
            "Sure - ct 4471 0926",
            "I think it's CT-4471-0926, I've only just moved in so it's quite new.",
        ),
        a(
            "Thanks. You're eligible at Flat 3, 41 Elm Road, Leeds LS6 2AB. All plots are taken right now and "
            "13 people are on the waiting list. A full plot is £42 a year and a half plot £24. Would you like to "
            "join the list, and for which size?",
            _ALLOTMENT_CHECK,
        ),
        u(
            "Yes please, a half plot would be plenty for me.",
            "Join the list please - half plot, £24 a year sounds fine.",
            "Oh that's a shame. Yes, put me down for a half plot, it's very reasonable.",
            "Yes! I'd go for a half plot. That's only £2 a month, right?",
        ),
        a("Of course. What name and email should the application be under?"),
        u(
            "Priya Raman, priya.raman@outlook.com",
            "Name: Priya Raman\nEmail: priya.raman@outlook.com",
            "It's Priya Raman - email priya.raman@outlook.com. Thanks!",
        ),
        a(
            "Done: application AP-20931 for a half plot. You're number 14 on the waiting list; we'll email "
            "priya.raman@outlook.com when a plot comes up.",
            _ALLOTMENT_SUBMIT,
        ),
        stop(
            "Great, thanks for your help!",
            "Thank you! Fingers crossed it doesn't take too long.",
            "Perfect, AP-20931 and 14th in line. Thanks.",
            "",
        ),
    ),
    (
        u("Hello, I'd like to apply for a plot at the Elm Road community garden."),
        a("Happy to help. Could you tell me your full name and address?"),
        u(
            "Priya Raman, Flat 3, 41 Elm Road, Leeds LS6 2AB.",
            "My name's Priya Raman and I live at Flat 3, 41 Elm Road, Leeds, LS6 2AB - just round the corner!",
            "Priya Raman\nFlat 3, 41 Elm Road\nLeeds LS6 2AB",
        ),
        a("Thanks, Priya. And your council tax reference?"),
        u("CT-4471-0926.", "It's CT-4471-0926.", "ct-4471-0926 (from my first bill)"),
        a(
            "You're eligible. No plots are free at the moment and 13 people are waiting. Rent is £42 a year for a "
            "full plot or £24 for a half. Shall I add you to the list?",
            _ALLOTMENT_CHECK,
        ),
        u(
            "Yes, half plot please. My email is priya.raman@outlook.com for updates.",
            "Please do, for a half plot.",
            "Yes please add me, a half plot is fine. Is the £24 paid once a year up front?",
        ),
        a(
            "Yes, rent is paid yearly once you're given a plot. Added: application AP-20931 for a half plot, "
            "position 14 on the waiting list.",
            _ALLOTMENT_SUBMIT,
        ),
        stop(
            "Thank you, that's great.",
            "Brilliant, thanks! Number 14, I'll be patient.",
            "Thanks so much, have a nice day.",
        ),
    ),
)

# -- 5. phone-screen insurance claim (with an opener) ------------------------------------------------------------

PHONECLAIM = Scenario(
    goal="Make a claim on your phone insurance for the screen you cracked.",
    persona="a university student, informal, types fast and skips capitals",
    known_facts={
        "policy_number": "PI-88402-X",
        "imei": "356938035643809",
        "incident_date": "2024-04-02",
        "email": "sam.kiprop@student.ac.uk",
    },
    unknown_facts=["excess: £50", "claim reference"],
    opener="hey, i cracked my phone screen and want to claim on my insurance",
    expected=["file_claim"],
)
_PHONE_POLICY = {
    "policy": "PI-88402-X",
    "device": "Pixel 8",
    "imei": "356938035643809",
    "cover": "accidental damage",
    "excess": 50.0,
    "valid_until": "2025-01-15",
    "claims_this_year": 0,
}
_PHONE_FILE = call(
    "file_claim",
    {"policy_number": "PI-88402-X", "incident_date": "2024-04-02", "damage": "cracked screen"},
    {
        "claim": "CLM-PX-30781",
        "excess_due": 50.0,
        "courier_pickup": "2024-04-05",
        "repair_centre": "FixIt Manchester",
    },
)
PHONECLAIM_FLOWS = (
    (
        u("hey, i cracked my phone screen and want to claim on my insurance"),
        a("Sorry to hear that! What's your policy number?"),
        u(
            "PI-88402-X",
            "its PI-88402-X",
            "policy no is pi-88402-x",
            "PI 88402 X i think, it's on the email you sent me",
        ),
        a(
            "Thanks. Your Pixel 8 (IMEI 356938035643809) has accidental damage cover until 15 January 2025, "
            "with a £50 excess per claim. When did the damage happen?",
            call("get_policy", {"policy_number": "PI-88402-X"}, _PHONE_POLICY),
        ),
        u(
            "2nd april",
            "on the 2nd of april, dropped it on the stairs",
            "April 2, 2024",
            "it was 02/04/2024, tuesday evening",
        ),
        a(
            "Got it. Shall I file the claim for a cracked screen? The £50 excess is charged once it's repaired."
        ),
        u(
            "yes go ahead",
            "yep file it pls, £50 is fine",
            "yes please. how long does the repair usually take?",
            "ok yeah do it",
        ),
        a(
            "Filed: claim CLM-PX-30781. A courier will collect the phone on 5 April and take it to FixIt "
            "Manchester; repairs usually take a few working days. The £50 excess is due after the repair.",
            _PHONE_FILE,
        ),
        stop("cool thanks!", "nice one, cheers", "great, CLM-PX-30781. thanks!!", ""),
    ),
    (
        u("hey, i cracked my phone screen and want to claim on my insurance"),
        a("I can help with that. Please give me the email address on your policy."),
        u(
            "sam.kiprop@student.ac.uk",
            "its sam.kiprop@student.ac.uk",
            "sam.kiprop@student.ac.uk - policy is PI-88402-X if that helps",
        ),
        a(
            "Found policy PI-88402-X: Pixel 8, accidental damage cover, £50 excess, valid until 15/01/2025. To "
            "confirm the device, what's its IMEI?",
            call("get_policy", {"email": "sam.kiprop@student.ac.uk"}, _PHONE_POLICY),
        ),
        u(
            "356938035643809",
            "imei 356938035643809",
            "35-693803-564380-9",
            "its 35 693803 564380 9, had to dig through settings to find it lol",
        ),
        a("That matches. When did the screen crack?"),
        u("april 2nd", "2/4/24", "on 2 april this year", "the 2nd of april, a tuesday"),
        a(
            "Thanks. I've filed claim CLM-PX-30781 for the cracked screen. A courier collects the phone on "
            "5 April; the £50 excess is payable after the repair.",
            _PHONE_FILE,
        ),
        u(
            "ok. do i need to back it up before the courier comes?",
            "sweet. should i take my sim out first?",
            "5 april works. do i need to send the charger too?",
        ),
        a("Yes, back it up and remove the SIM; just send the phone itself, no charger."),
        stop("ok will do, thanks", "perfect, cheers!", "got it, thanks for the help"),
    ),
)

# -- 6. pest-control visit (with an opener) ----------------------------------------------------------------------

PEST = Scenario(
    goal="Get a pest-control technician booked to deal with mice in your kitchen.",
    persona="a parent of two small children, worried about which chemicals are used",
    known_facts={
        "customer_id": "CUS-60215",
        "address": "12 Canal Street, Apt 4B, Portland, OR 97209",
        "phone": "(503) 555-0172",
        "email": "j.abara@gmail.com",
    },
    unknown_facts=["treatment price: $149", "technician's name"],
    opener="Hi, we've got mice in the kitchen and I need someone to come out.",
    expected=["book_visit"],
)
_PEST_RECORD = {
    "customer_id": "CUS-60215",
    "name": "Joy Abara",
    "address": "12 Canal Street, Apt 4B, Portland, OR 97209",
    "last_visit": "2023-10-03",
    "rodent_treatment_price": 149.0,
    "slots": ["2024-11-05T09:00", "2024-11-06T14:00"],
}
PEST_FLOWS = (
    (
        u("Hi, we've got mice in the kitchen and I need someone to come out."),
        a("We can help with that. What's the phone number on your account?"),
        u("(503) 555-0172", "It's 503-555-0172.", "5035550172", "503 555 0172 - it's my cell"),
        a(
            "Thanks, Joy. I have 12 Canal Street, Apt 4B, Portland, OR 97209, last visited October 3, 2023. A "
            "rodent treatment is $149, including a follow-up visit. I can send someone Tuesday, November 5 at "
            "9am or Wednesday, November 6 at 2pm.",
            call("find_customer", {"phone": "(503) 555-0172"}, _PEST_RECORD),
        ),
        u(
            "Wednesday at 2pm is better. Are the baits safe around kids?",
            "Nov 6, 2pm please.",
            "Can we do the Wednesday? The 6th at 2. $149 is ok.",
            "Wednesday the 6th works. We have two little ones, so please use something child safe!",
        ),
        a(
            "Our technicians use sealed, tamper-resistant bait stations that are safe around children and pets. "
            "Shall I book Wednesday, November 6 at 2pm?"
        ),
        u(
            "Yes please book it.",
            "Yes, go ahead.",
            "That's a relief. Perfect, book it please.",
            "yes thank you",
        ),
        a(
            "Booked: visit PV-90344 on Wednesday, November 6 at 2pm with Luis Ortega, $149, with a follow-up on "
            "November 20 at 2pm.",
            call(
                "book_visit",
                {"customer_id": "CUS-60215", "slot": "2024-11-06T14:00", "service": "rodent"},
                {
                    "visit": "PV-90344",
                    "technician": "Luis Ortega",
                    "price": 149.0,
                    "follow_up": "2024-11-20T14:00",
                },
            ),
        ),
        stop(
            "Thank you so much!",
            "Great, thanks. See Luis on the 6th.",
            "Thanks, PV-90344 noted. Have a good day!",
            "",
        ),
    ),
    (
        u("Hi, we've got mice in the kitchen and I need someone to come out."),
        a("Sorry to hear that. Do you have your customer ID?"),
        u("Yes, CUS-60215.", "CUS-60215", "I think it's CUS 60215, from the last visit."),
        a(
            "Thanks. That's 12 Canal Street, Apt 4B. A rodent treatment is $149 with one follow-up. The earliest "
            "slots are Tuesday 11/5 at 9am and Wednesday 11/6 at 2pm.",
            call("find_customer", {"customer_id": "CUS-60215"}, _PEST_RECORD),
        ),
        u(
            "Tuesday morning please, the sooner the better.",
            "11/5 at 9 am.",
            "The 5th at 9, please. Can the technician text me at (503) 555-0172 when they're on the way?",
        ),
        a(
            "Booked: PV-90343, Tuesday November 5 at 9am, $149. Your technician, Luis Ortega, will text you "
            "before arriving. The follow-up is on November 19.",
            call(
                "book_visit",
                {"customer_id": "CUS-60215", "slot": "2024-11-05T09:00", "service": "rodent"},
                {
                    "visit": "PV-90343",
                    "technician": "Luis Ortega",
                    "price": 149.0,
                    "follow_up": "2024-11-19T09:00",
                },
            ),
        ),
        stop(
            "Thanks a lot!",
            "Perfect, thank you. Tuesday the 5th it is.",
            "Great, thank you for fitting us in so quickly.",
            "",
        ),
    ),
    (
        u("Hi, we've got mice in the kitchen and I need someone to come out."),
        a("Let me see what I can do. What's the address?"),
        u(
            "12 Canal Street, Apt 4B, Portland, OR 97209",
            "It's Apt 4B at 12 Canal Street, Portland 97209.",
            "12 Canal St #4B, Portland OR 97209",
        ),
        a(
            "Thanks. I'm sorry, but 12 Canal Street is a managed building under contract BLD-2210 with us, so I "
            "can't book a visit for a single unit. Your building manager has to request the treatment.",
            call(
                "find_property",
                {"address": "12 Canal Street, Apt 4B, Portland, OR 97209"},
                {
                    "address": "12 Canal Street, Portland, OR 97209",
                    "type": "multi-unit",
                    "contract": "BLD-2210",
                    "individual_bookings": False,
                },
            ),
        ),
        stop(
            "Oh, ok. I'll talk to the building manager then. Thanks.",
            "Understood, I'll contact them and mention BLD-2210. Thanks anyway.",
            "Alright, thank you for explaining.",
            "",
        ),
    ),
)

# -- 7. coworking meeting-room refund ----------------------------------------------------------------------------

COWORK = Scenario(
    goal="Get a refund for a meeting-room booking you cancelled two days in advance but were still charged for.",
    persona="a freelance designer, brisk and businesslike",
    known_facts={
        "booking_reference": "MR-40917",
        "member_email": "noor@studionoor.co",
        "booking_date": "2024-05-21",
        "amount_charged": "$96.00",
    },
    unknown_facts=["refund reference: RFD-22871", "cancellation fee"],
    opener=None,
    expected=["issue_refund"],
)
_COWORK_BOOKING = {
    "booking": "MR-40917",
    "member": "noor@studionoor.co",
    "room": "Boardroom B",
    "date": "2024-05-21",
    "hours": 4,
    "rate": 24.0,
    "charged": 96.0,
    "cancelled_at": "2024-05-19T16:42",
    "cancellation_fee": 0.0,
    "status": "cancelled, charged",
}
_COWORK_REFUND = call(
    "issue_refund",
    {"booking_reference": "MR-40917", "amount": 96.0},
    {"refund": "RFD-22871", "amount": 96.0, "card_last4": "4410", "eta": "2024-05-28"},
)
COWORK_FLOWS = (
    (
        u(
            "Hi. I cancelled a meeting room booking two days in advance and still got charged. I'd like a "
            "refund.",
            "Hello, I was charged for a meeting room I cancelled 2 days before. Please refund it.",
            "Hi there, need a refund: I cancelled my meeting-room booking well in advance but the charge went "
            "through anyway.",
            "hey, got billed $96.00 for a room I cancelled. can you refund that?",
        ),
        a("Sorry about that. What's the booking reference?"),
        u("MR-40917", "It's MR-40917.", "Booking ref: MR 40917", "mr-40917, for the 21st of May"),
        a(
            "Found it: Boardroom B on 21 May 2024, 4 hours at $24/hour, $96.00 charged. It was cancelled on 19 "
            "May at 16:42, more than 24 hours ahead, so there's no cancellation fee and you're due a full refund. "
            "Shall I refund the $96.00 to your card on file?",
            call("get_booking", {"booking_reference": "MR-40917"}, _COWORK_BOOKING),
        ),
        u(
            "Yes, please.",
            "Yes - the full $96 back to the card.",
            "Yes. Cancelled on the 19th, so two days ahead as I said. Go ahead.",
            "Please do. When will it show up?",
        ),
        a(
            "Done: refund RFD-22871 for $96.00 to the card ending 4410. It should arrive by 28 May.",
            _COWORK_REFUND,
        ),
        stop(
            "Thanks.",
            "Great, thanks for sorting it.",
            "RFD-22871, noted. Thank you.",
            "Perfect. Card ending 4410 by the 28th, got it. Bye.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need a refund for a meeting room I cancelled but was charged for anyway.",
            "Hi - charged for a cancelled meeting room booking, please refund.",
            "Hi, quick one: I cancelled a room booking two days ahead and you still took the money. Refund "
            "please.",
        ),
        a("I can look into it. Please confirm your member email and the date of the booking."),
        u(
            "noor@studionoor.co, the booking was for 21 May.",
            "Email noor@studionoor.co - booking on 2024-05-21.",
            "noor@studionoor.co / May 21st. Ref MR-40917.",
        ),
        a(
            "Thanks. I see MR-40917, Boardroom B, 21/05/2024, $96.00 charged, cancelled 19/05 at 16:42. "
            "Cancelling 24+ hours ahead carries no cancellation fee, so I'll refund you in full. OK?",
            call(
                "get_booking", {"member_email": "noor@studionoor.co", "date": "2024-05-21"}, _COWORK_BOOKING
            ),
        ),
        u("Yes, go ahead.", "OK, thanks.", "Yes please - $96.00 back to my card.", "yes, all $96 please"),
        a(
            "Refunded: RFD-22871, $96.00 to the card ending 4410, expected by 28 May. Sorry for the trouble.",
            _COWORK_REFUND,
        ),
        u(
            "Thanks. Can you make sure this doesn't happen with my next booking?",
            "Will I get a receipt for the refund by email?",
            "OK. Do I need to do anything else?",
        ),
        a("Yes, we've flagged the billing issue, and a refund receipt goes to noor@studionoor.co today."),
        stop("Good. Thanks.", "Great, thank you.", "Appreciated, bye."),
    ),
)

# -- 8. marina berth renewal (with an opener) --------------------------------------------------------------------

MARINA = Scenario(
    goal="Renew your annual berth contract at Kastelholm Marina for the 2025 season.",
    persona="a retired sailor, courteous and precise",
    known_facts={
        "member_number": "MB-1193",
        "owner_name": "Henrik Lindqvist",
        "berth": "C-27",
        "boat_name": "Sea Wren",
        "email": "h.lindqvist@telia.se",
    },
    unknown_facts=["renewal price: €3,680", "early renewal discount"],
    opener="Good afternoon, I would like to renew my berth for next season.",
    expected=["renew_berth"],
)
_MARINA_CONTRACT = {
    "member": "MB-1193",
    "name": "Henrik Lindqvist",
    "berth": "C-27",
    "boat": "Sea Wren",
    "length_m": 9.2,
    "expires": "2024-10-31",
    "renewal_price": 3680.0,
    "early_discount_until": "2024-09-30",
    "early_discount_pct": 5,
    "price_after_discount": 3496.0,
}
_MARINA_RENEW = call(
    "renew_berth",
    {"member_number": "MB-1193", "berth": "C-27", "season": 2025},
    {
        "contract": "BC-2025-0412",
        "valid_from": "2024-11-01",
        "valid_to": "2025-10-31",
        "amount": 3496.0,
        "invoice_due": "2024-09-30",
    },
)
MARINA_FLOWS = (
    (
        u("Good afternoon, I would like to renew my berth for next season."),
        a("Good afternoon! May I have your membership number?"),
        u(
            "Certainly. It is MB-1193.",
            "MB-1193.",
            "My membership number is MB 1193.",
            "Of course: MB-1193. The boat is the Sea Wren, in berth C-27.",
        ),
        a(
            "Thank you, Mr Lindqvist. Berth C-27 for the Sea Wren (9.2 m) runs until 31 October 2024. The 2025 "
            "renewal is €3,680.00; renewing before 30 September gives 5% off, so €3,496.00. Shall I renew it?",
            call("get_berth_contract", {"member_number": "MB-1193"}, _MARINA_CONTRACT),
        ),
        u(
            "Yes, please renew it at the discounted price.",
            "Yes. So the discount saves me €184 - very good. Please proceed.",
            "Please do. I take it the contract then runs to 31 October 2025?",
            "Yes, thank you. €3,496 is acceptable.",
        ),
        a(
            "Renewed: contract BC-2025-0412, berth C-27, from 1 November 2024 to 31 October 2025. The invoice for "
            "€3,496.00 is due by 30 September and goes to h.lindqvist@telia.se.",
            _MARINA_RENEW,
        ),
        stop(
            "Excellent. Thank you for your help.",
            "Thank you kindly, good day.",
            "Very good, BC-2025-0412 noted. Fair winds!",
            "",
        ),
    ),
    (
        u("Good afternoon, I would like to renew my berth for next season."),
        a("Of course. Which berth is it, and what is the boat's name?"),
        u("Berth C-27, the Sea Wren.", "It is the Sea Wren, at C-27.", "Berth: C-27\nBoat: Sea Wren"),
        a("Thank you. And your membership number, please?"),
        u("MB-1193.", "It is MB-1193.", "mb-1193", "MB-1193, under Henrik Lindqvist."),
        a(
            "Thank you, Mr Lindqvist. The current contract ends 31/10/2024. The 2025 renewal is €3,680, or €3,496 "
            "with the 5% early renewal discount if you renew before 30 September. Would you like to renew now?",
            call("get_berth_contract", {"member_number": "MB-1193", "berth": "C-27"}, _MARINA_CONTRACT),
        ),
        u(
            "Yes, please, now.",
            "Yes - with the discount, naturally.",
            "Indeed. Please send the invoice to h.lindqvist@telia.se.",
            "I would. €3,496 before the end of September is no problem.",
        ),
        a(
            "Done: contract BC-2025-0412 for berth C-27, 1 November 2024 to 31 October 2025, €3,496.00 invoiced, "
            "due 30 September.",
            _MARINA_RENEW,
        ),
        stop(
            "Splendid. Thank you.",
            "Thank you very much, goodbye.",
            "Most helpful, thank you. I shall pay before the 30th.",
            "",
        ),
    ),
)

# -- 9. maths tutoring package -----------------------------------------------------------------------------------

TUTORING = Scenario(
    goal="Buy a package of ten GCSE maths tutoring sessions for your daughter Zara, starting in September.",
    persona="a busy parent who wants it sorted quickly",
    known_facts={
        "account_number": "TU-55082",
        "parent_name": "Mark Okafor",
        "email": "mark.okafor@btinternet.com",
        "phone": "07911 123456",
    },
    unknown_facts=["package price: £350", "tutor's name"],
    opener=None,
    expected=["purchase_package"],
)
_TUTORING_PACKAGES = {
    "account": "TU-55082",
    "packages": [
        {"code": "GCSE-M10", "sessions": 10, "price": 350.0},
        {"code": "GCSE-M20", "sessions": 20, "price": 640.0},
    ],
    "first_slots": ["2024-09-10T17:00", "2024-09-12T18:00"],
}
_TUTORING_OPENERS = (
    "Hi, I'd like to buy ten GCSE maths tutoring sessions for my daughter Zara, starting in September.",
    "Hello - looking for a 10-session GCSE maths package for my daughter, from September.",
    "hi, can I book a block of ten maths sessions (GCSE) for Zara? We want to start in September.",
    "Good morning. My daughter Zara needs help with GCSE maths; I'd like to buy a ten-session package starting "
    "this September. What do I need to do?",
)
TUTORING_FLOWS = (
    (
        u(*_TUTORING_OPENERS),
        a("Happy to help! Do you have an account with us? If so, what's the account number?"),
        u(
            "Yes, TU-55082.",
            "TU-55082",
            "It's TU 55082 I believe - we had sessions for her brother last year.",
            "Account number tu-55082.",
        ),
        a(
            "Thanks, Mr Okafor. The GCSE maths packages are 10 sessions for £350 or 20 sessions for £640. The "
            "first free slots in September are Tuesday 10 September at 5pm or Thursday 12 September at 6pm. "
            "Which would you like?",
            call("list_packages", {"subject": "GCSE maths", "account": "TU-55082"}, _TUTORING_PACKAGES),
        ),
        u(
            "The 10-session one, starting Tuesday the 10th at 5pm.",
            "10 sessions for £350 please - so £35 a session. Tuesday at 5 is good.",
            "Ten sessions, first one on Tues 10/09 at 17:00.",
            "We'll take the £350 package, and the Tuesday 5pm slot.",
        ),
        a(
            "Done: order ORD-71934, 10 GCSE maths sessions, £350.00 charged to the card on your account. Zara's "
            "tutor is Hannah Lee, and the first session is Tuesday 10 September at 5pm.",
            call(
                "purchase_package",
                {"account": "TU-55082", "package": "GCSE-M10", "first_session": "2024-09-10T17:00"},
                {
                    "order": "ORD-71934",
                    "amount": 350.0,
                    "tutor": "Hannah Lee",
                    "first_session": "2024-09-10T17:00",
                },
            ),
        ),
        stop(
            "Brilliant, thanks.",
            "Great, thank you!",
            "Thanks - ORD-71934. Zara will be thrilled (maybe).",
            "",
        ),
    ),
    (
        u(*_TUTORING_OPENERS),
        a("I can set that up. What's your name?"),
        u("Mark Okafor.", "Mark Okafor - I'm Zara's dad.", "It's Mark Okafor"),
        a("Thanks, Mark. What email and phone number should we use?"),
        u(
            "mark.okafor@btinternet.com and 07911 123456",
            "Email: mark.okafor@btinternet.com, mobile: 07911 123456",
            "mark.okafor@btinternet.com / 07911123456",
        ),
        a(
            "I've found your family account, TU-55082. Ten sessions are £350 and twenty are £640. The first slots "
            "are Tue 10 Sept at 5pm or Thu 12 Sept at 6pm.",
            call(
                "list_packages",
                {"subject": "GCSE maths", "email": "mark.okafor@btinternet.com"},
                _TUTORING_PACKAGES,
            ),
        ),
        u(
            "10 sessions, Thursday the 12th at 6.",
            "The ten-session package please. Thursday 12/09 at 6pm suits her better.",
            "Thursday 6pm, the £350 option. Can it be the same tutor every week?",
        ),
        a(
            "Booked: order ORD-71935, 10 sessions, £350.00. Zara will have the same tutor, Hannah Lee, every "
            "week, starting Thursday 12 September at 6pm.",
            call(
                "purchase_package",
                {"account": "TU-55082", "package": "GCSE-M10", "first_session": "2024-09-12T18:00"},
                {
                    "order": "ORD-71935",
                    "amount": 350.0,
                    "tutor": "Hannah Lee",
                    "first_session": "2024-09-12T18:00",
                },
            ),
        ),
        stop("Thanks, that's sorted then.", "Great. Cheers.", "Perfect, thanks for the quick help.", ""),
    ),
    (
        u(*_TUTORING_OPENERS),
        a("Sure. What's your account number?"),
        u("TU-55082", "TU-55082, thanks.", "It's tu55082"),
        a(
            "Thanks. Ten GCSE maths sessions are £350. The first slot is Tuesday 10 September at 5pm. Shall I buy "
            "the package and book that slot?",
            call("list_packages", {"subject": "GCSE maths", "account": "TU-55082"}, _TUTORING_PACKAGES),
        ),
        u("Yes please.", "Yes, go for it.", "Yes, the £350 one, Tuesday 10th at 5."),
        a(
            "I'm sorry, the payment didn't go through: the card on your account has expired, so I couldn't buy "
            "the package.",
            call(
                "purchase_package",
                {"account": "TU-55082", "package": "GCSE-M10", "first_session": "2024-09-10T17:00"},
                error="payment_declined: card on file expired",
            ),
        ),
        stop(
            "Ah, the card must have expired. I'll update it and come back. Thanks.",
            "Ugh, ok. I'll sort the card out and try again later.",
            "Right, I'll update my payment details first. Bye for now.",
            "",
        ),
    ),
)

# -- 10. dog-boarding kennel booking (with an opener) ------------------------------------------------------------

KENNEL = Scenario(
    goal="Book boarding for your beagle Biscuit from 3 to 10 August while you're on holiday.",
    persona="a dog owner going on holiday, a bit fussy about Biscuit's diet",
    known_facts={
        "owner_name": "Lucia Moreno",
        "phone": "(415) 555-0139",
        "email": "l.moreno@icloud.com",
        "vaccination_certificate": "VAX-2024-18830",
    },
    unknown_facts=["nightly rate: $58", "kennel suite number"],
    opener="Hi! I need to board my beagle Biscuit while we're away in August.",
    expected=["create_boarding_booking"],
)
_KENNEL_CHECK = call(
    "check_boarding",
    {"from": "2024-08-03", "to": "2024-08-10"},
    {
        "from": "2024-08-03",
        "to": "2024-08-10",
        "nights": 7,
        "nightly_rate": 58.0,
        "total": 406.0,
        "available": True,
    },
)
_KENNEL_RESULT = {
    "booking": "KB-66019",
    "suite": "K-12",
    "total": 406.0,
    "deposit": 100.0,
    "drop_off": "2024-08-03T08:00",
    "pick_up": "2024-08-10T17:00",
}
KENNEL_FLOWS = (
    (
        u("Hi! I need to board my beagle Biscuit while we're away in August."),
        a("We'd love to have Biscuit! Which dates do you need?"),
        u(
            "August 3rd to the 10th.",
            "From 3 August, picking him up on the 10th.",
            "08/03 to 08/10",
            "Sat Aug 3 until Sat Aug 10.",
        ),
        a(
            "We have space: 7 nights at $58 a night, $406 in total. Can I have a phone number for the booking?",
            _KENNEL_CHECK,
        ),
        u(
            "(415) 555-0139",
            "Sure, 415-555-0139.",
            "It's 415 555 0139. Oh and he's on a sensitive-stomach food, I'll bring his own bag.",
            "my cell is (415) 555-0139",
        ),
        a("Thanks. We also need proof of vaccination. What's the certificate number?"),
        u("VAX-2024-18830", "It's VAX-2024-18830, from his vet.", "vax-2024-18830"),
        a(
            "All set: booking KB-66019, Biscuit in suite K-12 from August 3 to August 10. Drop-off from 8am on the "
            "3rd, pick-up by 5pm on the 10th. Total $406, with a $100 deposit due now.",
            call(
                "create_boarding_booking",
                {
                    "dog": "Biscuit",
                    "owner_phone": "(415) 555-0139",
                    "from": "2024-08-03",
                    "to": "2024-08-10",
                    "vaccination": "VAX-2024-18830",
                },
                _KENNEL_RESULT,
            ),
        ),
        stop(
            "Thank you! Biscuit will be in good paws.",
            "Perfect, thanks! $100 deposit, got it.",
            "Great - KB-66019. Thank you so much.",
            "",
        ),
    ),
    (
        u("Hi! I need to board my beagle Biscuit while we're away in August."),
        a("Happy to help. Could I get your name and email?"),
        u(
            "Lucia Moreno, l.moreno@icloud.com",
            "I'm Lucia Moreno - email l.moreno@icloud.com.",
            "Name's Lucia Moreno\nl.moreno@icloud.com",
        ),
        a("Thanks, Lucia. Which dates?"),
        u(
            "3rd through 10th August.",
            "Aug 3 - Aug 10",
            "Saturday the 3rd to Saturday the 10th of August please",
        ),
        a(
            "We have a suite free: 7 nights at $58, so $406. To book it I'll need Biscuit's vaccination "
            "certificate number.",
            _KENNEL_CHECK,
        ),
        u(
            "VAX-2024-18830. And yes, $406 is fine.",
            "Sure: VAX-2024-18830",
            "VAX 2024 18830. He's a beagle so he will try to eat everything, fyi!",
        ),
        a(
            "Booked: KB-66019, suite K-12, August 3-10, $406 in total with a $100 deposit. Drop-off from 8am, "
            "pick-up by 5pm.",
            call(
                "create_boarding_booking",
                {
                    "dog": "Biscuit",
                    "owner_email": "l.moreno@icloud.com",
                    "from": "2024-08-03",
                    "to": "2024-08-10",
                    "vaccination": "VAX-2024-18830",
                },
                _KENNEL_RESULT,
            ),
        ),
        u(
            "Thanks! Can I bring his own food? He has a sensitive stomach.",
            "Great. Can he bring his blanket?",
            "So the other $306 is paid at pick-up?",
        ),
        a("Yes to both food and blanket, and the remaining balance is paid when you collect him."),
        stop("Lovely, thank you!", "Perfect, see you on the 3rd.", "Thanks so much, bye!"),
    ),
)

DOMAINS: list[Domain] = [
    Domain("hottub", HOTTUB, HOTTUB_FLOWS),
    Domain("bridal", BRIDAL, BRIDAL_FLOWS),
    Domain("ski", SKI, SKI_FLOWS),
    Domain("allotment", ALLOTMENT, ALLOTMENT_FLOWS),
    Domain("phoneclaim", PHONECLAIM, PHONECLAIM_FLOWS),
    Domain("pest", PEST, PEST_FLOWS),
    Domain("cowork", COWORK, COWORK_FLOWS),
    Domain("marina", MARINA, MARINA_FLOWS),
    Domain("tutoring", TUTORING, TUTORING_FLOWS),
    Domain("kennel", KENNEL, KENNEL_FLOWS),
]


# -- seeded faults: each breaks one rule on purpose --------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener (8): the first message is not the scenario's opener, word for word
    F(
        "opener",
        "bridal",
        0,
        Say(0, "Hi! My wedding dress needs to be taken in and I'd love to book a fitting."),
        "one phrase reworded",
    ),
    F(
        "opener",
        "bridal",
        1,
        Say(0, "Hello! I'd like to book a fitting to get my wedding dress taken in."),
        "paraphrase",
    ),
    F(
        "opener",
        "allotment",
        0,
        Say(
            0,
            "Hello, I'd like to apply for a plot at the Elm Road community garden. I've just moved to the area "
            "and would love to grow some vegetables.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "allotment",
        1,
        Say(0, "Hi, I want to apply for a plot at the Elm Road community garden, or join the waiting list."),
        "the goal restated instead",
    ),
    F(
        "opener",
        "phoneclaim",
        0,
        Say(0, "hey, i smashed my phone screen and want to claim on my insurance"),
        "one word changed",
    ),
    F("opener", "pest", 0, Say(0, "Hi, we've got mice in the kitchen."), "truncated"),
    F(
        "opener",
        "marina",
        1,
        Say(0, "Good afternoon, I would like to renew my berth for the 2025 season."),
        "ending taken from the goal",
    ),
    F(
        "opener",
        "kennel",
        0,
        Say(0, "Hi! I need to board my dog while we're away in August."),
        "the dog's breed and name dropped",
    ),
    # -- reply_shape (9): not one user's voice
    F(
        "reply_shape",
        "hottub",
        0,
        Say(1, "HT-30417\n\nAssistant: Thank you. Let me pull up your account."),
        "assistant line",
    ),
    F(
        "reply_shape",
        "ski",
        0,
        Say(
            1,
            "<think>The agent wants a name for the booking; my name is in my facts, so I give it.</think>\n"
            "Tomasz Nowak.",
        ),
        "thinking block",
    ),
    F(
        "reply_shape",
        "cowork",
        0,
        Say(2, "Yes please go ahead. Thank you for your patience while I process this refund for you."),
        "assistant's voice",
    ),
    F(
        "reply_shape",
        "tutoring",
        0,
        Say(
            2,
            "Which package works best for your family? The ten-session one is our most popular choice for GCSE "
            "students.",
        ),
        "role inversion without a marker",
    ),
    F(
        "reply_shape",
        "pest",
        0,
        Say(
            2,
            "Wednesday at 2pm please. Are the baits safe around kids? Yes, I read on your site they're in "
            "tamper-proof boxes.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "kennel",
        0,
        Say(4, "Thank you! Can I bring his own bed and toys when I drop him off?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "marina",
        0,
        Say(1, "Member: MB-1193\nMarina office: Thank you, one moment please."),
        "second speaker",
    ),
    F(
        "reply_shape",
        "phoneclaim",
        0,
        Say(3, "yep file it pls ###STOP### thanks"),
        "stop signal inside a turn that goes on",
    ),
    F(
        "reply_shape",
        "bridal",
        0,
        Say(1, '{"role": "user", "content": "It\'s BR-58213!"}'),
        "message wrapped in a role object",
    ),
    # -- invented_specifics (9): a specific the user was never given
    F(
        "invented_specifics",
        "hottub",
        0,
        Say(1, "Of course, it's HT-30471."),
        "customer number digits swapped",
    ),
    F(
        "invented_specifics",
        "bridal",
        0,
        Say(2, "September 14, 2024. The dress cost $1,540 so I really want it perfect!"),
        "price the agent said, digits swapped",
    ),
    F(
        "invented_specifics",
        "ski",
        0,
        Say(2, "t.nowak@wp.pl. You can take the €60 deposit from my card now if you like."),
        "a deposit amount nobody gave",
    ),
    F(
        "invented_specifics",
        "allotment",
        1,
        Say(1, "Priya Raman, Flat 3, 41 Elm Road, Leeds LS6 2BA."),
        "postcode letters swapped",
    ),
    F("invented_specifics", "phoneclaim", 1, Say(2, "356938035648309"), "IMEI digits swapped"),
    F(
        "invented_specifics",
        "pest",
        0,
        Say(1, "(503) 555-0172, or my husband's cell, (503) 555-0188."),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "cowork",
        0,
        Say(2, "Yes please. I cancelled on May 18th anyway, so well ahead of time."),
        "cancellation date the agent gave, changed",
    ),
    F(
        "invented_specifics",
        "marina",
        0,
        Say(2, "Yes, please renew. Could the invoice go to my accountant at k.berg@telia.se?"),
        "an email address",
    ),
    F(
        "invented_specifics",
        "tutoring",
        0,
        Say(2, "The ten-session package please, Tuesday at 5. Works out at £30 a session, not bad."),
        "per-session price worked out wrong",
    ),
    # -- unknown_fact (9): the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "hottub",
        0,
        Say(
            0,
            "Hello, my hot tub heater has stopped working. Could I book a service visit? I know the callout is "
            "normally £65 but I think Gold Care covers it.",
        ),
        "callout fee up front",
    ),
    F(
        "unknown_fact",
        "bridal",
        0,
        Say(1, "It's BR-58213! I was quoted $185 for taking it in."),
        "price before the lookup",
    ),
    F(
        "unknown_fact",
        "tutoring",
        0,
        Say(
            0,
            "Hi, I'd like to buy ten GCSE maths sessions for Zara from September - ideally with Hannah Lee as her "
            "tutor.",
        ),
        "tutor's name up front",
    ),
    F(
        "unknown_fact",
        "pest",
        1,
        Say(2, "Tuesday morning please. Will Luis Ortega be the technician again?"),
        "technician's name before the booking",
    ),
    F(
        "unknown_fact",
        "phoneclaim",
        0,
        Say(1, "PI-88402-X. the excess is fifty quid right?"),
        "excess in words",
    ),
    F(
        "unknown_fact",
        "allotment",
        0,
        Say(1, "CT-4471-0926. A neighbour told me I'd be 14th on the waiting list."),
        "waiting list position before any lookup",
    ),
    F(
        "unknown_fact",
        "cowork",
        0,
        Say(1, "MR-40917. There's already a refund reference, RFD-22871, from when I emailed about it."),
        "refund reference",
    ),
    F(
        "unknown_fact",
        "marina",
        0,
        Say(1, "MB-1193. And I believe the renewal comes to 3680 euros this year."),
        "renewal price in another format",
    ),
    F(
        "unknown_fact",
        "kennel",
        0,
        Say(1, "August 3rd to the 10th. Your rate is $58 a night, right?"),
        "nightly rate before the check",
    ),
    # -- data_dump (9): more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "bridal",
        0,
        Say(1, "BR-58213 - I'm Eleanor Hart, ellie.hart@gmail.com, and the wedding is on 14 September 2024!"),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "ski",
        0,
        Say(
            0,
            "Hi, ski and boot rental for two adults, 5 days from Feb 10 in Val Thorens. Booking name Tomasz "
            "Nowak, email t.nowak@wp.pl, phone +48 601 234 567.",
        ),
        "three contact facts up front",
    ),
    F(
        "data_dump",
        "allotment",
        0,
        Say(
            1,
            "Sure:\n• Council tax ref: CT-4471-0926\n• Name: Priya Raman\n• Address: Flat 3, 41 Elm Road, Leeds "
            "LS6 2AB\n• Email: priya.raman@outlook.com",
        ),
        "asked for the reference, a list of three more",
    ),
    F(
        "data_dump",
        "phoneclaim",
        0,
        Say(1, "PI-88402-X, imei 356938035643809, it happened on 2 april, email sam.kiprop@student.ac.uk"),
        "asked for the policy, gives three more",
    ),
    F(
        "data_dump",
        "pest",
        1,
        Say(
            1,
            "CUS-60215. We're at 12 Canal Street, Apt 4B, Portland, OR 97209 - you can call me on (503) "
            "555-0172 or email j.abara@gmail.com.",
        ),
        "asked for the id, gives three more",
    ),
    F(
        "data_dump",
        "cowork",
        0,
        Say(
            0,
            "Hi, please refund booking MR-40917 (21 May 2024). I was charged $96.00 even though I cancelled. "
            "Account email noor@studionoor.co.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "tutoring",
        0,
        Say(
            1, "TU-55082. Mark Okafor here - best to reach me on 07911 123456 or mark.okafor@btinternet.com."
        ),
        "asked for the account, gives three more",
    ),
    F(
        "data_dump",
        "kennel",
        0,
        Say(
            1,
            "3rd to 10th August. I'm Lucia Moreno, (415) 555-0139, and his vaccination cert is VAX-2024-18830.",
        ),
        "asked for the dates, gives three facts",
    ),
    F(
        "data_dump",
        "marina",
        1,
        Say(
            1,
            "Berth C-27, the Sea Wren.\n\nKind regards,\nHenrik Lindqvist\nMember MB-1193\nh.lindqvist@telia.se",
        ),
        "a signature with three more facts",
    ),
    # -- premature_stop (9): the user stops before the write ran, the agent neither failed nor refused
    F(
        "premature_stop",
        "hottub",
        0,
        StopAt(4, "Wednesday the 12th in the morning, lovely. Thanks, I'll look out for the confirmation!"),
        "picks a slot and leaves in the same message",
    ),
    F("premature_stop", "bridal", 0, StopAt(6, ""), "silent stop when asked which fitting"),
    F(
        "premature_stop",
        "ski",
        0,
        StopAt(2, "€312 is more than I hoped. I'll think about it, thanks."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "allotment",
        1,
        StopAt(4, "I'll have to dig out my council tax letter first. Thanks, bye!"),
        "asked for the reference",
    ),
    F("premature_stop", "phoneclaim", 0, StopAt(6, "ok cool, thanks"), "after the offer to file"),
    F("premature_stop", "pest", 0, StopAt(6, "Good to know, thank you! Bye."), "after the safety answer"),
    F(
        "premature_stop",
        "cowork",
        0,
        StopAt(4, "Great, so it's refunded. Thanks!"),
        "takes the offer for the refund",
    ),
    F(
        "premature_stop",
        "marina",
        1,
        StopAt(6, "Thank you. I shall discuss it with my wife and come back to you before 30 September."),
        "defers the renewal",
    ),
    F(
        "premature_stop",
        "tutoring",
        1,
        StopAt(4, "Actually I'll check with Zara first which day suits her. Thanks, bye."),
        "asked for contact details",
    ),
    # -- persona_sent (8): the scenario did not reach the user model's prompt
    F("persona_sent", "hottub", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "bridal", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "ski", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "allotment", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "phoneclaim",
        1,
        meta(2, prompt_missing=["known_facts.imei", "known_facts.policy_number"]),
        "two known facts",
    ),
    F("persona_sent", "cowork", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "marina", 0, meta(2, prompt_missing=["persona", "goal"]), "persona and goal"),
    F("persona_sent", "tutoring", 2, meta(1, prompt_missing=["known_facts"]), "all known facts"),
]
