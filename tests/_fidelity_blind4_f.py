"""Blind labelled set 4, part F, for the simulator's fidelity guards: ten scenarios and 61 seeded faults.

Written by hand by an AI helper session (branch fb4f) before any run of the guards on it, and without reading their
implementation. What was read: the "Simulator fidelity: guards, faults, valid trials" section of
``docs/guides/simulate.md`` and the sections after it up to "Statistics over valid trials"; the docstring of
``check_fidelity``; the first blind set's framework (``tests/_fidelity_blind.py``: ``Say``, ``StopAt``, ``meta``,
``Fault``, ``build``) and the step helpers and first domains of ``tests/_fidelity_blind_domains.py`` (for the style
only: every conversation here is new text); the ``Case`` entry format at the top of ``tests/_fidelity_corpus.py``. No
guard was called while writing it; the labels follow the definitions of the brief, not what a guard can see.

Ten customer-service scenarios that reuse no earlier domain: an eyeglasses order (``glasses``), a rental-car toll
dispute (``toll``), a home-internet speed upgrade (``upgrade``), a garden-landscaping quote (``garden``), a museum
group tour (``museum``), a pool-cleaning service (``pool``), a printer-repair pickup (``printer``), a rideshare ban
appeal (``appeal``), a chimney-sweep visit (``chimney``) and a wedding-photographer deposit (``photographer``). Every
user turn lists alternatives, all of them clean (a turn that must be the scenario's opener has only that one); a
conversation picks one per turn. A clean conversation: the first message is the opener word for word when there is
one; one user speaks (no reasoning, notes, role markers, assistant voice, second speaker, stop signal inside the text
or answer to its own question); at most two known facts volunteered per turn before the agent asks for them; no
unknown fact stated before the agent told it; every id, email, phone number, amount and date comes from the scenario
or an earlier message or tool result, or is worked out from them; the user stops only after the expected write ran or
the agent failed or refused. Some flows end with a failing tool or a refusal, after which stopping is clean.

``FAULTS`` break exactly one of these rules each, labelled with the guard that should catch it (opener 8, reply_shape
9, invented_specifics 9, unknown_fact 9, data_dump 9, premature_stop 9, persona_sent 8). ``Say.turn`` counts the user
and stop steps of a flow from 0; ``StopAt.step`` indexes its steps.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. eyeglasses prescription order (with an opener) -----------------------------------------------------------

GLASSES = Scenario(
    goal="Order a new pair of glasses made with your updated prescription and have them shipped home.",
    persona="a graphic designer, near-sighted and a little impatient",
    known_facts={
        "customer_id": "OPT-55102",
        "email": "rhea.sandoval@protonmail.com",
        "prescription_date": "2025-02-11",
        "shipping_address": "27 Birchwood Court, Apt 3, Madison, WI 53703",
    },
    unknown_facts=["lens coating price: $45.00", "frame model number"],
    opener="Hi, I got a new prescription and want to order glasses with it.",
    expected=["place_glasses_order"],
)
_GLASSES_LOOKUP = call(
    "lookup_customer",
    {"customer_id": "OPT-55102"},
    {
        "customer": "OPT-55102",
        "name": "Rhea Sandoval",
        "prescription_on_file": "2025-02-11",
        "last_frame": {"model": "TR-204", "name": "Tortoise Round", "price": 129.0},
        "anti_glare_coating": 45.0,
    },
)
_GLASSES_FIND = call(
    "find_customer",
    {"email": "rhea.sandoval@protonmail.com"},
    {
        "customer": "OPT-55102",
        "prescription_on_file": "2025-02-11",
        "frames": [
            {"model": "TR-204", "name": "Tortoise Round", "price": 129.0},
            {"model": "SM-310", "name": "Slim Metal", "price": 149.0},
        ],
        "anti_glare_coating": 45.0,
    },
)
GLASSES_FLOWS = (
    (
        u("Hi, I got a new prescription and want to order glasses with it."),
        a("Happy to help! Could you give me your customer ID?"),
        u("Sure, it's OPT-55102.", "OPT-55102", "my customer id is opt 55102", "Yes - OPT55102."),
        a(
            "Thanks, Rhea. I have a prescription dated February 11, 2025 on file. Your last frame was the Tortoise "
            "Round (TR-204) at $129.00, and the anti-glare coating is $45.00 extra. Would you like the same frame, "
            "and do you want the coating?",
            _GLASSES_LOOKUP,
        ),
        u(
            "Yes, the Feb 11 prescription is the new one. Same frame please, with the coating - so $174 total?",
            "That's the right prescription (2/11/2025). I'll take the TR-204 again, with anti-glare.",
            "yes thats the one from feb 11. same tortoise frame + the coating pls",
            "Correct. The Tortoise Round again is fine, and please add the anti-glare coating for $45.",
        ),
        a("Great: Tortoise Round with anti-glare, $174.00 in total. Where should we ship them?"),
        u(
            "Please ship to 27 Birchwood Court, Apt 3, Madison, WI 53703.",
            "27 Birchwood Ct apt 3, Madison WI 53703",
            "Home address:\n27 Birchwood Court, Apartment 3\nMadison, Wisconsin 53703\nThanks!",
            "To my apartment - 27 Birchwood Court #3, Madison, WI 53703.",
        ),
        a(
            "Done! Order GL-880173: Tortoise Round with anti-glare, $174.00, shipping to 27 Birchwood Court, "
            "Apt 3. Estimated delivery Tuesday, March 4, 2025; a confirmation went to "
            "rhea.sandoval@protonmail.com.",
            call(
                "place_glasses_order",
                {
                    "customer_id": "OPT-55102",
                    "frame": "TR-204",
                    "coating": "anti_glare",
                    "prescription_date": "2025-02-11",
                    "ship_to": "27 Birchwood Court, Apt 3, Madison, WI 53703",
                },
                {"order": "GL-880173", "total": 174.0, "delivery": "2025-03-04"},
            ),
        ),
        stop(
            "Perfect, thanks!",
            "Great, March 4th works for me. Thank you!",
            "Thanks so much, I've noted GL-880173. Bye!",
            "",
        ),
    ),
    (
        u("Hi, I got a new prescription and want to order glasses with it."),
        a("Sure! What's the email address on your account?"),
        u(
            "rhea.sandoval@protonmail.com",
            "It's rhea.sandoval@protonmail.com. My customer ID is OPT-55102 if that helps.",
            "Email is Rhea.Sandoval@protonmail.com",
        ),
        a(
            "Found you. Your prescription from 11 Feb 2025 is on file. Frames in stock for it: Tortoise Round "
            "(TR-204) at $129.00 or Slim Metal (SM-310) at $149.00; anti-glare coating is $45.00. Which would you "
            "like?",
            _GLASSES_FIND,
        ),
        u(
            "I'll go with the Slim Metal, the $149 one. No coating this time.",
            "SM-310 please, without the coating.",
            "hmm the slim metal looks nicer. just the frame, no anti glare",
            "Slim Metal (SM-310), no coating. The Tortoise one is what I have now and I'd like a change.",
        ),
        a(
            "Got it: Slim Metal, $149.00. Should I ship it to the address on file, 27 Birchwood Court, Apt 3, Madison?"
        ),
        u(
            "Yes, that address is right.",
            "yep, Birchwood Court is correct",
            "Yes please. How long does shipping usually take?",
            "Correct, ship it there.",
        ),
        a(
            "Ordered: GL-880251, Slim Metal with your February 11 prescription, $149.00, shipping to 27 Birchwood "
            "Court. It should arrive by Thursday, March 6, 2025.",
            call(
                "place_glasses_order",
                {
                    "customer_id": "OPT-55102",
                    "frame": "SM-310",
                    "coating": None,
                    "prescription_date": "2025-02-11",
                },
                {"order": "GL-880251", "total": 149.0, "delivery": "2025-03-06"},
            ),
        ),
        stop("Thanks a lot!", "Great, the 6th is fine. Bye!", "Thank you, have a nice day.", ""),
    ),
)

# -- 2. rental-car toll charge dispute (with an opener) ----------------------------------------------------------

TOLL = Scenario(
    goal="Dispute a toll charge on your rental-car bill: you never drove through that toll road. Get it reversed.",
    persona="a retired schoolteacher, careful and polite",
    known_facts={
        "rental_agreement": "RA-3390217",
        "last_name": "Okafor",
        "email": "g.okafor@outlook.com",
        "pickup_date": "2025-05-02",
    },
    unknown_facts=["toll plaza ID: TP-1182", "admin fee"],
    opener="Hello, I was charged for a toll I never went through on my rental.",
    expected=["file_toll_dispute"],
)
_TOLL_LOOKUP = call(
    "get_toll_charges",
    {"rental_agreement": "RA-3390217", "last_name": "Okafor"},
    {
        "agreement": "RA-3390217",
        "rental": {"from": "2025-05-02", "to": "2025-05-05"},
        "charges": [{"date": "2025-05-03", "plaza": "TP-1182", "toll": 23.75, "admin_fee": 15.0}],
        "total": 38.75,
    },
)
TOLL_FLOWS = (
    (
        u("Hello, I was charged for a toll I never went through on my rental."),
        a("I'm sorry about that. What's your rental agreement number?"),
        u("It's RA-3390217.", "RA-3390217", "The agreement number is RA 3390217.", "ra3390217"),
        a("Thank you. And the last name on the rental?"),
        u("Okafor.", "It's Okafor, O-K-A-F-O-R.", "okafor", "The rental is under Okafor."),
        a(
            "I see one toll on Saturday, May 3, 2025 at plaza TP-1182: $23.75 for the toll plus a $15.00 admin "
            "fee, $38.75 in all. Is that the charge you're disputing?",
            _TOLL_LOOKUP,
        ),
        u(
            "Yes, that's the one. I was nowhere near TP-1182 on May 3rd.",
            "Yes, the $38.75. I didn't drive on any toll road that day, I was visiting my sister in town.",
            "That's it. So $23.75 is the toll and the other $15 is your fee? I'd like both removed please.",
            "yes - the 5/3 charge. we never used that road",
        ),
        a("Understood. Which email address should the dispute confirmation go to?"),
        u(
            "g.okafor@outlook.com please.",
            "Please use g.okafor@outlook.com",
            "G.Okafor@outlook.com",
            "My email: g.okafor@outlook.com. Thank you for your help so far.",
        ),
        a(
            "Your dispute TD-47719 is filed for the full $38.75. We'll decide by Friday, May 30, 2025; until then "
            "the amount is on hold and you won't be charged. Confirmation sent to g.okafor@outlook.com.",
            call(
                "file_toll_dispute",
                {"rental_agreement": "RA-3390217", "charge_date": "2025-05-03", "amount": 38.75},
                {"dispute": "TD-47719", "status": "submitted", "decision_by": "2025-05-30"},
            ),
        ),
        stop(
            "Thank you very much, that's a relief.",
            "Wonderful. I'll watch for an answer by May 30. Goodbye!",
            "Thanks - dispute TD-47719, noted.",
            "",
        ),
    ),
    (
        u("Hello, I was charged for a toll I never went through on my rental."),
        a("I can look into it. Please give me the rental agreement number and the last name on it."),
        u(
            "Agreement RA-3390217, last name Okafor.",
            "RA-3390217 / Okafor",
            "Of course. It's RA-3390217 and the name is Okafor. I picked the car up on May 2.",
        ),
        a(
            "Thanks. There's a toll on 2025-05-03 at TP-1182, $23.75, plus a $15.00 processing fee: $38.75. "
            "Shall I open a dispute for it?",
            _TOLL_LOOKUP,
        ),
        u(
            "Yes please, open the dispute.",
            "Yes. I had the car from May 2nd and didn't take it on a single toll road.",
            "Please do. Does the dispute also cover the $15 fee?",
            "yes please dispute the whole 38.75",
        ),
        a(
            "I'm sorry, our dispute system returned an error and I couldn't file it right now. Please try again "
            "later today or reply to the toll notice by email.",
            call(
                "file_toll_dispute",
                {"rental_agreement": "RA-3390217", "charge_date": "2025-05-03", "amount": 38.75},
                error="dispute service unavailable (503)",
            ),
        ),
        stop(
            "Oh dear. All right, I'll try again later. Thank you.",
            "That's frustrating, but okay. I'll reply to the notice then.",
            "Okay, thanks for trying.",
            "",
        ),
    ),
)

# -- 3. home-internet speed upgrade ------------------------------------------------------------------------------

UPGRADE = Scenario(
    goal="Upgrade your home internet from the 100 Mbps plan to a 500 Mbps plan, starting with the next bill.",
    persona=None,
    known_facts={
        "account_id": "NET-204-88815",
        "phone": "+1 (503) 555-0199",
        "service_address": "1160 SE Hawthorne Blvd, Portland, OR 97214",
    },
    unknown_facts=["new monthly price: $79.99"],
    expected=["change_plan"],
)
_UPGRADE_ACCOUNT = {
    "account": "NET-204-88815",
    "address": "1160 SE Hawthorne Blvd, Portland, OR 97214",
    "plan": "Basic 100",
    "price": 49.99,
    "next_bill": "2025-07-01",
    "offers": [{"plan": "Fast 500", "price": 79.99}, {"plan": "Giga 1000", "price": 99.99}],
}
_UPGRADE_WRITE = call(
    "change_plan",
    {"account_id": "NET-204-88815", "plan": "Fast 500", "effective": "2025-07-01"},
    {"confirmation": "CHG-61402", "plan": "Fast 500", "effective": "2025-07-01", "price": 79.99},
)
UPGRADE_FLOWS = (
    (
        u(
            "Hi, I'd like to upgrade my internet to something faster. We're on 100 Mbps and want 500.",
            "hello, can I move my home internet up to the 500 Mbps plan?",
            "Hi! Our internet is too slow with everyone working from home. I'd like to go from 100 to 500 Mbps "
            "starting next bill.",
            "Hey there, looking to upgrade speed. Currently 100 Mbps.",
        ),
        a("I can help with that. What's your account ID?"),
        u("NET-204-88815", "It's NET-204-88815.", "Account ID: NET 204 88815", "sure, net-204-88815"),
        a("Thanks. For security, please verify the phone number on the account."),
        u("+1 (503) 555-0199", "503-555-0199", "It's (503) 555 0199.", "5035550199"),
        a(
            "Verified. You're on Basic 100 at $49.99/month. Fast 500 is $79.99/month and Giga 1000 is $99.99. "
            "A change would start with your next bill on July 1, 2025. Which plan would you like?",
            call("get_account", {"account_id": "NET-204-88815"}, _UPGRADE_ACCOUNT),
        ),
        u(
            "The Fast 500. So that's $30 more a month, right? That's ok.",
            "Fast 500 please, starting July 1 is fine.",
            "500 Mbps for $79.99 - yes, let's do that one",
            "I'll take Fast 500. The gig plan is more than we need.",
        ),
        a(
            "Done: your plan changes to Fast 500 on July 1, 2025, at $79.99 a month. Confirmation number "
            "CHG-61402.",
            _UPGRADE_WRITE,
        ),
        stop(
            "Great, thanks!",
            "Awesome, thank you. Have a good one.",
            "Perfect - CHG-61402, got it. Bye",
            "",
        ),
    ),
    (
        u(
            "Hi, I want a faster internet plan. Can you look me up by phone? It's 503-555-0199.",
            "Hello, I'd like to upgrade to 500 Mbps. My number on the account is +1 (503) 555-0199.",
            "hi i want to upgrade my internet speed to the 500 plan",
        ),
        a(
            "Sure. I found account NET-204-88815 at 1160 SE Hawthorne Blvd. You're on Basic 100 ($49.99/month). "
            "Fast 500 would be $79.99/month from July 1. Want me to switch you?",
            call("find_account", {"phone": "+15035550199"}, _UPGRADE_ACCOUNT),
        ),
        u(
            "Yes, that's my address. Will I need a new modem for 500?",
            "Yes please. Is there an installation fee?",
            "Yep that's us on Hawthorne. Before I say yes - does the price go up after a few months?",
            "Yes. $79.99 from July 1st is fine.",
        ),
        a(
            "Your current modem supports Fast 500, and there's no installation fee or promotional price: it's "
            "$79.99 a month. Shall I go ahead?"
        ),
        u("Yes, go ahead.", "Great, please do it.", "ok yes switch me over", "Sounds good - yes please."),
        a("All set. Fast 500 starts July 1, 2025 on NET-204-88815. Confirmation CHG-61402.", _UPGRADE_WRITE),
        stop("Thanks!", "Thank you so much.", "Cool, thanks for the help!", ""),
    ),
    (
        u(
            "Hi, I want to upgrade my home internet from 100 Mbps to 500 Mbps.",
            "Hello - I'd like a faster plan, 500 Mbps please, starting next bill.",
            "hey, can you bump my internet up to 500 Mbps?",
        ),
        a("Of course. What's your account ID?"),
        u("NET-204-88815", "Sure, NET-204-88815.", "It's net 204 88815", "Account NET-204-88815, thanks."),
        a(
            "I'm sorry: the 500 Mbps plan isn't available at 1160 SE Hawthorne Blvd yet because the building is "
            "still on the older line. I can't make that change today.",
            call(
                "check_plan_availability",
                {"account_id": "NET-204-88815", "plan": "Fast 500"},
                {"available": False, "reason": "legacy line", "max_plan": "Basic 100"},
            ),
        ),
        stop(
            "Oh, that's a shame. Okay, thanks for checking.",
            "Too bad. Thanks anyway.",
            "ok, understood. bye",
            "",
        ),
    ),
)

# -- 4. garden-landscaping quote ---------------------------------------------------------------------------------

GARDEN = Scenario(
    goal="Get a quote for landscaping your back garden (new lawn and a small patio) and book the survey visit.",
    persona="a first-time homeowner who likes to plan things carefully",
    known_facts={
        "name": "Tomasz Wierzbicki",
        "address": "9 Larkspur Road, Bristol BS7 8QE",
        "phone": "07700 900461",
        "garden_size": "80 square metres",
        "budget": "£6,000",
    },
    unknown_facts=["survey fee: £40", "designer's name"],
    expected=["book_survey"],
)
_GARDEN_ESTIMATE = call(
    "get_quote_estimate",
    {"postcode": "BS7 8QE", "area_m2": 80, "services": ["lawn", "patio"]},
    {
        "estimate_low": 4800,
        "estimate_high": 6200,
        "currency": "GBP",
        "survey_fee": 40,
        "slots": ["2025-04-14T09:00", "2025-04-16T14:00"],
    },
)
GARDEN_FLOWS = (
    (
        u(
            "Hello, I'd like a quote for redoing my back garden - a new lawn and a small patio.",
            "Hi there, we've just bought a house and the back garden is a mess. Could I get a landscaping quote "
            "for a lawn and a little patio?",
            "Hi, I'm looking for a quote: new lawn plus a small patio in the back garden. It's about 80 square "
            "metres.",
            "good morning, do you do lawns and patios? I'd like a quote for my back garden",
        ),
        a("We do! What's the address of the property?"),
        u(
            "9 Larkspur Road, Bristol BS7 8QE.",
            "It's 9 Larkspur Rd, Bristol, BS7 8QE",
            "The address is 9 Larkspur Road, BS7 8QE (Bristol).",
            "9 larkspur road bristol bs78qe",
        ),
        a("Thanks. Roughly how big is the garden?"),
        u(
            "About 80 square metres.",
            "Around 80 m2, maybe a little less.",
            "roughly 80 sq m. Most of it would be lawn, the patio just by the back door",
            "It's about 80 square metres. My budget is around £6,000, if that matters.",
        ),
        a(
            "For about 80 m² with new turf and a small patio, our estimate is £4,800 to £6,200. A survey visit "
            "costs £40, taken off the final bill if you go ahead. I can offer Monday 14 April at 9 am or "
            "Wednesday 16 April at 2 pm.",
            _GARDEN_ESTIMATE,
        ),
        u(
            "The top end is a bit over my £6,000 budget, but let's see what the survey says. Wednesday the 16th "
            "at 2pm please.",
            "Monday 14 April at 9 works for me.",
            "Ok, £40 is fine. Can we do the Wednesday afternoon slot?",
            "Let's book the 14th, 9am.\nAlso, will the surveyor need to get into the house, or just the garden?",
        ),
        a("Noted. What's the best phone number for the surveyor to reach you?"),
        u(
            "07700 900461",
            "My mobile is 07700 900461.",
            "Call me on 07700900461 please.",
            "It's 07700 900 461.",
        ),
        a(
            "Booked: survey SV-30928 at 9 Larkspur Road. Your designer Amaka Eze will call you on 07700 900461 "
            "the day before.",
            call(
                "book_survey",
                {"address": "9 Larkspur Road, Bristol BS7 8QE", "phone": "07700 900461"},
                {"booking": "SV-30928", "designer": "Amaka Eze", "fee": 40},
            ),
        ),
        stop(
            "Brilliant, thank you!",
            "Great, I'll expect a call from Amaka. Cheers!",
            "Thanks very much - SV-30928, noted.",
            "",
        ),
    ),
    (
        u(
            "Hi, could someone give me a price for a new lawn and small patio? My name is Tomasz Wierzbicki.",
            "Hello. I'd like to get my back garden landscaped, lawn and a small patio. Can you quote?",
            "Hi, what would a new lawn and a patio cost roughly? I want to book someone to come and look.",
        ),
        a("Happy to help. Could you tell me the postcode and the rough size of the garden?"),
        u(
            "BS7 8QE, and it's about 80 square metres.",
            "Postcode BS7 8QE. Size: roughly 80 m2.",
            "bs7 8qe - around 80 square metres",
        ),
        a(
            "Thanks. The estimate is £4,800-£6,200, and a survey is £40. Free slots: 14 April, 9:00, or 16 April, "
            "14:00. Which suits you?",
            _GARDEN_ESTIMATE,
        ),
        u(
            "The 16th at 2pm, please.",
            "14/04 at 9:00 would be perfect.",
            "I'll take Monday the 14th. That's a good range, right in my budget more or less.",
            "Wednesday afternoon works best.",
        ),
        a("Got it. Please confirm the full address and a contact phone number."),
        u(
            "9 Larkspur Road, Bristol BS7 8QE; phone 07700 900461.",
            "Address: 9 Larkspur Road, Bristol BS7 8QE\nPhone: 07700 900461",
            "It's 9 Larkspur Rd, BS7 8QE, and my number is 07700900461.",
        ),
        a(
            "All booked: survey SV-30928. Amaka Eze, our garden designer, will come to 9 Larkspur Road; the £40 "
            "comes off your final bill.",
            call(
                "book_survey",
                {"address": "9 Larkspur Road, Bristol BS7 8QE", "phone": "07700 900461"},
                {"booking": "SV-30928", "designer": "Amaka Eze", "fee": 40},
            ),
        ),
        stop("Thank you!", "Lovely, thanks for your help.", "Perfect. See you then.", ""),
    ),
)

# -- 5. museum group-tour booking (with an opener) ---------------------------------------------------------------

MUSEUM = Scenario(
    goal="Book a guided tour for your school group (24 students and 3 teachers) on a weekday morning in May.",
    persona="a middle-school history teacher, organised and friendly",
    known_facts={
        "school": "Eastbrook Middle School",
        "contact_email": "l.moreau@eastbrook.k12.us",
        "phone": "(614) 555-0127",
        "teacher_name": "Louise Moreau",
    },
    unknown_facts=["group rate: $9 per student", "tour guide's name"],
    opener="Hi! I'd like to book a guided tour for a school group in May.",
    expected=["book_group_tour"],
)
_MUSEUM_SLOTS = call(
    "check_tour_availability",
    {"month": "2025-05", "group_size": 27},
    {
        "slots": ["2025-05-13T10:00", "2025-05-15T10:00", "2025-05-20T13:00"],
        "rate_per_student": 9.0,
        "teachers": "free",
    },
)
_MUSEUM_BOOK = call(
    "book_group_tour",
    {"school": "Eastbrook Middle School", "slot": "2025-05-15T10:00", "students": 24, "teachers": 3},
    {"booking": "MUS-0515-07", "slot": "2025-05-15T10:00", "total": 216.0, "guide": "Dr. Felix Haag"},
)
MUSEUM_FLOWS = (
    (
        u("Hi! I'd like to book a guided tour for a school group in May."),
        a("Wonderful! How many people will be in the group, students and adults?"),
        u(
            "24 students and 3 teachers, so 27 in total.",
            "We'll be 27: twenty-four kids plus three of us teachers.",
            "24 students + 3 adults",
            "There are 24 students and 3 teachers coming.",
        ),
        a(
            "For 27 people I have weekday mornings on Tuesday, May 13 and Thursday, May 15 at 10 am; there's also "
            "Tuesday, May 20 at 1 pm. Students are $9.00 each and teachers are free.",
            _MUSEUM_SLOTS,
        ),
        u(
            "Thursday May 15 at 10 would be great. That's $216 for the kids, right?",
            "Let's do the 15th at 10am.",
            "The morning of 5/15 please. We need to be back at school by lunch, so afternoons don't work.",
            "Thursday the 15th, 10:00, please. $9 per student is very reasonable!",
        ),
        a("Perfect. What's the name of the school, and who is the contact teacher?"),
        u(
            "Eastbrook Middle School, and I'm the contact - Louise Moreau.",
            "School: Eastbrook Middle School. Contact: Louise Moreau (me).",
            "It's Eastbrook Middle School; you can put me down, Louise Moreau.",
        ),
        a("And an email for the confirmation?"),
        u(
            "l.moreau@eastbrook.k12.us",
            "Please send it to l.moreau@eastbrook.k12.us.",
            "My school email: L.Moreau@eastbrook.k12.us",
        ),
        a(
            "Booked! MUS-0515-07: Thursday, May 15, 2025 at 10:00 for 24 students and 3 teachers, $216.00. Your "
            "guide will be Dr. Felix Haag. Confirmation sent to l.moreau@eastbrook.k12.us.",
            _MUSEUM_BOOK,
        ),
        stop(
            "Fantastic, thank you so much!",
            "The kids will love it. Thanks!",
            "Thank you! We'll see Dr. Haag on the 15th.",
            "",
        ),
    ),
    (
        u("Hi! I'd like to book a guided tour for a school group in May."),
        a("Of course. Could I have your school's name and a contact phone number?"),
        u(
            "Eastbrook Middle School, (614) 555-0127.",
            "It's Eastbrook Middle School. Phone 614-555-0127.",
            "eastbrook middle school - 614 555 0127 (that's the school office)",
            "Sure! Eastbrook Middle School, and the number is (614) 555-0127.",
        ),
        a("Thanks. How many students and adults?"),
        u(
            "24 students, 3 teachers.",
            "twenty four students and three teachers",
            "27 people: 24 kids and 3 adults",
        ),
        a(
            "May 13 and May 15 at 10:00 are open, and May 20 at 13:00. The group rate is $9.00 per student; "
            "teachers go free. Which date?",
            _MUSEUM_SLOTS,
        ),
        u(
            "May 15th at 10 please.",
            "Thursday the 15th in the morning.",
            "Could we do 15 May, 10 am? Is there somewhere the kids can eat their packed lunches afterwards?",
            "the 15th works best for us",
        ),
        a(
            "Yes, our picnic room is free for school groups. Shall I book May 15 at 10:00 for $216.00, with "
            "confirmation to the email on file for Eastbrook?"
        ),
        u("Yes please!", "Yes, go ahead and book it.", "Sounds perfect, please book.", "yes - thanks!"),
        a("Done: booking MUS-0515-07, Thursday May 15 at 10:00. Your guide is Dr. Felix Haag.", _MUSEUM_BOOK),
        stop("Thank you, have a lovely day!", "Great, thanks for your help.", "Wonderful. Bye!", ""),
    ),
)

# -- 6. pool-cleaning service ------------------------------------------------------------------------------------

POOL = Scenario(
    goal="Set up a weekly pool-cleaning service for the summer, starting in June.",
    persona=None,
    known_facts={
        "address": "52 Palmetto Drive, Boca Raton, FL 33431",
        "phone": "561-555-0183",
        "email": "dana.whitfield@gmail.com",
        "pool_size": "15,000 gallons",
    },
    unknown_facts=["weekly price", "service start date: 2025-06-05"],
    expected=["create_service_plan"],
)
_POOL_QUOTE = call(
    "quote_pool_service",
    {"address": "52 Palmetto Drive, Boca Raton, FL 33431", "gallons": 15000, "frequency": "weekly"},
    {
        "weekly_price": 65.0,
        "first_visit": "2025-06-05",
        "day": "Thursday",
        "last_visit": "2025-08-28",
        "visits": 13,
    },
)
_POOL_CREATE = call(
    "create_service_plan",
    {"address": "52 Palmetto Drive, Boca Raton, FL 33431", "first_visit": "2025-06-05", "visits": 13},
    {"plan": "PL-22094", "first_visit": "2025-06-05", "weekly_price": 65.0, "season_total": 845.0},
)
POOL_FLOWS = (
    (
        u(
            "Hi, I'm looking for weekly pool cleaning for the summer, starting in June.",
            "Hello! Do you have weekly pool service openings this summer? We'd want to start in June.",
            "hi - need someone to clean our pool every week over the summer",
            "Hi there. I'd like to set up a regular weekly pool cleaning from June on. How does it work?",
        ),
        a("We'd be glad to help. What's the address of the pool?"),
        u(
            "52 Palmetto Drive, Boca Raton, FL 33431.",
            "It's 52 Palmetto Dr, Boca Raton 33431.",
            "52 palmetto drive boca raton",
            "Address: 52 Palmetto Drive, Boca Raton, Florida 33431",
        ),
        a("Thanks. About how many gallons is the pool?"),
        u(
            "Around 15,000 gallons.",
            "It's about 15k gallons.",
            "I think 15,000 gallons - it's a standard in-ground pool.",
            "15000 gal, roughly.",
        ),
        a(
            "Weekly service is $65.00 per visit, on Thursdays. Your first visit would be Thursday, June 5, 2025, "
            "and the last one August 28, 13 visits in all. Would you like to set that up?",
            _POOL_QUOTE,
        ),
        u(
            "Yes, let's do it. So about $845 for the whole summer?",
            "Thursdays are perfect. Yes, please set it up starting June 5.",
            "Yes please. Do I need to be home when they come?",
            "ok sounds good, $65 a week works. sign me up",
        ),
        a("Great. What email should we send the service agreement to?"),
        u(
            "dana.whitfield@gmail.com",
            "Please send it to dana.whitfield@gmail.com.",
            "Dana.Whitfield@gmail.com, thanks",
            "Email: dana.whitfield@gmail.com. And you can text me at 561-555-0183 if anything changes.",
        ),
        a(
            "You're all set: plan PL-22094, weekly Thursday visits from June 5 to August 28, $65.00 each ($845.00 "
            "for the season). The agreement is on its way to dana.whitfield@gmail.com.",
            _POOL_CREATE,
        ),
        stop("Thanks so much!", "Great, see you June 5th.", "Perfect, thank you. Bye!", ""),
    ),
    (
        u(
            "Hi, I want to book weekly pool cleaning for the summer. My number is 561-555-0183.",
            "Hello, can you quote weekly pool cleaning for the summer?",
            "Hey! We need a pool guy for the summer, weekly visits. Starting June if possible.",
        ),
        a("Sure. Could you give me the service address and the pool's size in gallons?"),
        u(
            "52 Palmetto Drive, Boca Raton, FL 33431 - about 15,000 gallons.",
            "Address is 52 Palmetto Dr, Boca Raton FL 33431, and it's roughly 15,000 gallons.",
            "52 Palmetto Drive (Boca Raton, 33431). Pool is ~15k gallons.",
        ),
        a(
            "That's $65.00 a visit. We can start Thursday June 5, with weekly visits through August 28. Does that "
            "work?",
            _POOL_QUOTE,
        ),
        u(
            "Yes, June 5 is fine. Does that price include chemicals?",
            "Sounds good! Thursdays work for us.",
            "Yes. 6/5 start is great",
            "That works. Let's go ahead with it.",
        ),
        a("Chemicals are included. Please confirm the email for the service agreement."),
        u("dana.whitfield@gmail.com", "It's dana.whitfield@gmail.com.", "dana.whitfield@gmail.com - thanks!"),
        a(
            "Done! Plan PL-22094 starts Thursday, June 5. Agreement sent to dana.whitfield@gmail.com.",
            _POOL_CREATE,
        ),
        stop("Thank you!", "Awesome, thanks for the quick help.", "Great, have a good day.", ""),
    ),
)

# -- 7. printer-repair pickup (with an opener) -------------------------------------------------------------------

PRINTER = Scenario(
    goal="Your office laser printer jams on every page; arrange a repair pickup under the service contract.",
    persona="an office manager at a small law firm, brisk and efficient",
    known_facts={
        "contract_number": "SC-77-40916",
        "serial_number": "VNB3K22871",
        "pickup_address": "Suite 400, 311 Grant Street, Pittsburgh, PA 15219",
        "contact_phone": "412-555-0176",
    },
    unknown_facts=["repair ticket number: RP-552817"],
    opener="Hi, our office printer jams on every single page. We need it picked up for repair.",
    expected=["schedule_pickup"],
)
_PRINTER_CONTRACT = call(
    "check_contract",
    {"contract_number": "SC-77-40916"},
    {
        "contract": "SC-77-40916",
        "model": "LaserPro M507",
        "serial": "VNB3K22871",
        "covered_until": "2026-01-31",
        "pickup_slots": ["2025-09-09", "2025-09-10"],
    },
)
PRINTER_FLOWS = (
    (
        u("Hi, our office printer jams on every single page. We need it picked up for repair."),
        a("Sorry to hear that. What's your service contract number?"),
        u("SC-77-40916", "Contract SC-77-40916.", "It's SC 77 40916.", "sc-77-40916"),
        a(
            "Thanks. The contract covers a LaserPro M507 until January 31, 2026. Can you read me the serial "
            "number on the back of the printer?",
            _PRINTER_CONTRACT,
        ),
        u(
            "VNB3K22871",
            "Serial is VNB3K22871.",
            "It says VNB3K22871 on the sticker. Yes, it's the M507.",
            "vnb3k22871",
        ),
        a(
            "That matches. We can pick it up on Tuesday, September 9 or Wednesday, September 10. Which day works?"
        ),
        u(
            "Wednesday the 10th.",
            "Sept 10 please. Can you give us a loaner while it's away?",
            "Wednesday, September 10, please.",
            "The 9th is bad for us; Wednesday the 10th is better. Mornings preferably.",
        ),
        a("And the pickup address and a phone number for the courier?"),
        u(
            "Suite 400, 311 Grant Street, Pittsburgh, PA 15219. Phone 412-555-0176.",
            "311 Grant St, Suite 400, Pittsburgh PA 15219 / 412-555-0176",
            "Address: Suite 400, 311 Grant Street, Pittsburgh, PA 15219\nPhone: (412) 555-0176",
        ),
        a(
            "Scheduled. Repair ticket RP-552817: the courier will collect the LaserPro at Suite 400, 311 Grant "
            "Street on September 10 between 9 am and noon, and a loaner will be dropped off then.",
            call(
                "schedule_pickup",
                {"contract_number": "SC-77-40916", "serial": "VNB3K22871", "date": "2025-09-10"},
                {"ticket": "RP-552817", "pickup": "2025-09-10", "window": "09:00-12:00", "loaner": True},
            ),
        ),
        stop(
            "Thanks, that's all.",
            "Great. Ticket RP-552817, noted. Thank you.",
            "Perfect, thanks for sorting it so quickly.",
            "",
        ),
    ),
    (
        u("Hi, our office printer jams on every single page. We need it picked up for repair."),
        a("I can arrange that. Please give me the contract number and the printer's serial number."),
        u(
            "Contract SC-77-40916, serial VNB3K22871.",
            "SC-77-40916 and VNB3K22871.",
            "Contract no. SC-77-40916; serial VNB3K22871. We've already tried cleaning the rollers.",
        ),
        a(
            "Found it: LaserPro M507, covered until 31 Jan 2026. Pickup is possible on 9 or 10 September. Which "
            "do you prefer?",
            _PRINTER_CONTRACT,
        ),
        u(
            "September 10th.",
            "The 10th, please.",
            "Let's say the 10th. Will the repair cost us anything under the contract?",
            "Either is fine; the 10th if it's all the same.",
        ),
        a("No charge under the contract. Where should the courier collect it, and who should they call?"),
        u(
            "Suite 400, 311 Grant Street, Pittsburgh, PA 15219. Call 412-555-0176.",
            "311 Grant Street, Suite 400, Pittsburgh 15219. Reception's number is 412-555-0176.",
            "Suite 400 / 311 Grant St / Pittsburgh, PA 15219, tel. 412 555 0176",
        ),
        a(
            "Pickup booked for September 10, 9:00-12:00, ticket RP-552817.",
            call(
                "schedule_pickup",
                {"contract_number": "SC-77-40916", "serial": "VNB3K22871", "date": "2025-09-10"},
                {"ticket": "RP-552817", "pickup": "2025-09-10", "window": "09:00-12:00", "loaner": True},
            ),
        ),
        stop("Thank you.", "Great, thanks.", "Good, that's everything. Bye.", ""),
    ),
    (
        u("Hi, our office printer jams on every single page. We need it picked up for repair."),
        a("Let me help. What's the contract number?"),
        u("SC-77-40916", "It's SC-77-40916.", "Contract: SC-77-40916", "sc 77 40916"),
        a(
            "Thanks, that covers your LaserPro M507 until January 31, 2026. I'm booking the first pickup slot, "
            "September 9... I'm sorry, the courier system timed out and the pickup wasn't booked. Please call "
            "back in an hour and we'll try again.",
            _PRINTER_CONTRACT,
            call(
                "schedule_pickup",
                {"contract_number": "SC-77-40916", "date": "2025-09-09"},
                error="courier API timeout",
            ),
        ),
        stop(
            "Fine, I'll call back later.",
            "Ugh. Ok, thanks.",
            "Alright. Thanks for trying.",
            "",
        ),
    ),
)

# -- 8. rideshare account ban appeal (with an opener) ------------------------------------------------------------

APPEAL = Scenario(
    goal="Your rideshare driver account was deactivated after a rider complaint you believe is false; file an "
    "appeal.",
    persona="a part-time driver and nursing student, upset but trying to stay calm",
    known_facts={
        "driver_id": "DRV-8812046",
        "email": "kwame.asante@yahoo.com",
        "phone": "+1 312 555 0164",
        "license_plate": "BV 58213",
    },
    unknown_facts=["complaint reference: CMP-251001-33", "reviewer's name"],
    opener="Hi, my driver account got banned and I think it's a mistake. I want to appeal.",
    expected=["submit_appeal"],
)
_APPEAL_DETAILS = call(
    "get_ban_details",
    {"driver_id": "DRV-8812046"},
    {
        "driver": "DRV-8812046",
        "status": "deactivated",
        "since": "2025-10-03",
        "reason": "rider safety complaint",
        "complaint": "CMP-251001-33",
        "trip_date": "2025-09-30",
    },
)
APPEAL_FLOWS = (
    (
        u("Hi, my driver account got banned and I think it's a mistake. I want to appeal."),
        a("I understand, let's look at it. What's your driver ID?"),
        u("DRV-8812046", "My driver ID is DRV-8812046.", "drv 8812046", "It's DRV-8812046, thank you."),
        a(
            "Your account was deactivated on October 3, 2025 after a rider safety complaint, reference "
            "CMP-251001-33, about a trip on September 30. What happened on that trip, in your words?",
            _APPEAL_DETAILS,
        ),
        u(
            "The trip on Sept 30 was completely normal. The rider was upset I wouldn't take an extra stop that "
            "wasn't in the app, and that's all. I was never unsafe.",
            "Nothing happened! I drove the route the app gave me, the rider got out, and that was it. I have a "
            "dashcam too.",
            "On 9/30 I had a rider who wanted me to speed because they were late. I said no and kept to the limit. "
            "I think that's why they complained.",
            "honestly I don't know what they're talking about. it was a short ride and they even said thanks",
        ),
        a("Thank you. Which email should the appeal updates go to?"),
        u(
            "kwame.asante@yahoo.com",
            "Please use kwame.asante@yahoo.com.",
            "Kwame.Asante@yahoo.com",
            "My email is kwame.asante@yahoo.com. You can also call me on +1 312 555 0164.",
        ),
        a(
            "I've submitted appeal APL-90314 against complaint CMP-251001-33. A reviewer will decide by Friday, "
            "October 17, 2025, and you'll hear at kwame.asante@yahoo.com.",
            call(
                "submit_appeal",
                {"driver_id": "DRV-8812046", "complaint": "CMP-251001-33", "statement": "normal trip"},
                {"appeal": "APL-90314", "status": "under review", "decision_by": "2025-10-17"},
            ),
        ),
        stop(
            "Thank you. I really hope it gets sorted.",
            "Ok, thanks. I'll wait to hear by the 17th.",
            "Thanks for your help, I appreciate it.",
            "",
        ),
    ),
    (
        u("Hi, my driver account got banned and I think it's a mistake. I want to appeal."),
        a(
            "I'm sorry to hear that. To verify you, please give me the phone number and email on your account."
        ),
        u(
            "+1 312 555 0164 and kwame.asante@yahoo.com",
            "Phone: 312-555-0164\nEmail: kwame.asante@yahoo.com",
            "Sure - 3125550164, kwame.asante@yahoo.com. My driver ID is DRV-8812046.",
        ),
        a(
            "Thanks, verified. The deactivation is from 2025-10-03, after complaint CMP-251001-33 about your trip "
            "on 2025-09-30. Do you want to appeal it?",
            call("find_driver", {"phone": "+13125550164"}, {"driver": "DRV-8812046"}),
            _APPEAL_DETAILS,
        ),
        u(
            "Yes, definitely. That complaint is false.",
            "Yes. I've been driving for almost two years with no problems, this came out of nowhere.",
            "Yes please appeal CMP-251001-33. What kind of evidence can I send?",
            "yes!! I need this account to pay for school",
        ),
        a(
            "You can add dashcam footage later by replying to the appeal email. What's the plate of the car you "
            "drove that day?"
        ),
        u(
            "BV 58213",
            "It was BV 58213.",
            "plate is BV58213",
            "My car's plate is BV 58213, the same one as always.",
        ),
        a(
            "Appeal APL-90314 is submitted and under review; the decision is due by October 17.",
            call(
                "submit_appeal",
                {"driver_id": "DRV-8812046", "complaint": "CMP-251001-33", "plate": "BV 58213"},
                {"appeal": "APL-90314", "status": "under review", "decision_by": "2025-10-17"},
            ),
        ),
        stop("Thank you.", "Ok. Thanks for helping me.", "Great, thanks a lot!", ""),
    ),
    (
        u("Hi, my driver account got banned and I think it's a mistake. I want to appeal."),
        a("Let me check. What's your driver ID?"),
        u("DRV-8812046", "Sure, it's DRV-8812046.", "driver id DRV-8812046"),
        a(
            "I see the deactivation from October 3. Safety-related deactivations can only be appealed through the "
            "in-app form under Account > Help > Appeal, so I'm not able to submit it from chat.",
            _APPEAL_DETAILS,
        ),
        stop(
            "Ok, I'll do it in the app then. Thanks.",
            "Alright, I'll use the in-app form.",
            "That's annoying, but fine. Thanks.",
            "",
        ),
    ),
)

# -- 9. chimney-sweep visit --------------------------------------------------------------------------------------

CHIMNEY = Scenario(
    goal="Book a chimney sweep before the heating season, ideally on a Saturday in October.",
    persona="a retired carpenter who heats his house with a wood stove",
    known_facts={
        "name": "Harold Lindqvist",
        "address": "88 Old Mill Road, Stowe, VT 05672",
        "phone": "(802) 555-0131",
        "last_sweep": "October 2023",
    },
    unknown_facts=["sweep price: $189.00", "crew lead's name"],
    expected=["book_sweep"],
)
_CHIMNEY_SLOTS = call(
    "find_sweep_slots",
    {"zip": "05672", "weekday": "Saturday", "month": "2025-10"},
    {"slots": ["2025-10-11T08:00", "2025-10-25T12:00"], "sweep": 189.0, "sweep_with_inspection": 249.0},
)
CHIMNEY_FLOWS = (
    (
        u(
            "Hello, I need my chimney swept before winter. A Saturday in October would be best.",
            "Hi. Wood stove chimney needs a sweep before the cold sets in. Do you have Saturdays in October?",
            "good morning, I'd like to book a chimney sweep. last one was back in October 2023",
            "Hi there, looking to get the chimney cleaned this fall, preferably on a Saturday.",
        ),
        a("Sure thing. What's the address, so I can check the crews in your area?"),
        u(
            "88 Old Mill Road, Stowe, VT 05672.",
            "It's 88 Old Mill Rd in Stowe, Vermont, 05672.",
            "88 old mill road, stowe vt",
            "The house is at 88 Old Mill Road, Stowe VT 05672.",
        ),
        a(
            "We have Saturday, October 11 at 8 am or Saturday, October 25 at noon. A sweep is $189.00, or $249.00 "
            "with a camera inspection of the flue.",
            _CHIMNEY_SLOTS,
        ),
        u(
            "October 11th at 8 please, with the inspection. $60 extra seems worth it.",
            "The 11th in the morning, with the camera inspection. $249 is fine.",
            "Saturday the 11th at 8 suits me. I'll take the inspection too since it's been two years.",
            "Oct 11, 8am, sweep plus inspection. What does the inspection look for exactly?",
        ),
        a("Noted. What's your name and a phone number for the crew?"),
        u(
            "Harold Lindqvist, (802) 555-0131.",
            "Name's Harold Lindqvist. Phone 802-555-0131.",
            "Harold Lindqvist - you can reach me at 802 555 0131, it's a landline so let it ring.",
        ),
        a(
            "Booked: CS-10-4471, Saturday October 11 at 8 am, sweep with inspection, $249.00. Your crew lead is "
            "Mo Bishop, who will call (802) 555-0131 the evening before.",
            call(
                "book_sweep",
                {
                    "address": "88 Old Mill Road, Stowe, VT 05672",
                    "slot": "2025-10-11T08:00",
                    "inspection": True,
                },
                {
                    "booking": "CS-10-4471",
                    "slot": "2025-10-11T08:00",
                    "crew_lead": "Mo Bishop",
                    "price": 249.0,
                },
            ),
        ),
        stop(
            "Much obliged, thank you.",
            "Good. See you on the 11th.",
            "Thanks. I'll expect Mo's call on the Friday.",
            "",
        ),
    ),
    (
        u(
            "Hi, can I book a chimney sweep for a Saturday in October? This is Harold Lindqvist.",
            "Hello, I'd like to schedule a chimney cleaning. My phone is (802) 555-0131.",
            "Hi, chimney sweep please, before the heating season.",
        ),
        a("Of course. What's your zip code?"),
        u("05672", "It's 05672, Stowe.", "Zip is 05672."),
        a(
            "Saturdays available: October 11, 8:00, and October 25, 12:00. Sweep only is $189.00.",
            _CHIMNEY_SLOTS,
        ),
        u(
            "The 25th at noon, sweep only.",
            "Let's do 10/11 at 8:00.",
            "October 11 please. Is $189 including the stove pipe?",
            "Oct 25 works, just the regular sweep.",
        ),
        a("Yes, the stove pipe is included. And the full address and your name?"),
        u(
            "Harold Lindqvist, 88 Old Mill Road, Stowe, VT 05672.",
            "88 Old Mill Road, Stowe VT 05672 - Harold Lindqvist.",
            "Name: Harold Lindqvist\nAddress: 88 Old Mill Rd, Stowe, VT 05672",
        ),
        a(
            "You're booked, reference CS-10-4471. Mo Bishop's crew will come on the date you chose.",
            call(
                "book_sweep",
                {"address": "88 Old Mill Road, Stowe, VT 05672", "inspection": False},
                {"booking": "CS-10-4471", "crew_lead": "Mo Bishop", "price": 189.0},
            ),
        ),
        stop("Thank you kindly.", "Good, thanks.", "Thanks, bye now.", ""),
    ),
)

# -- 10. wedding-photographer deposit ----------------------------------------------------------------------------

PHOTOGRAPHER = Scenario(
    goal="Pay the deposit to reserve the photographer's Full Day package for your wedding on 14 June 2026.",
    persona="a bride-to-be, excited and a little scattered",
    known_facts={
        "couple_names": "Priya Raman & Daniel Cho",
        "email": "priya.raman.weds@gmail.com",
        "venue": "Glenwood Manor, Asheville",
        "wedding_date": "2026-06-14",
    },
    unknown_facts=["deposit amount: $850", "contract number"],
    expected=["pay_deposit"],
)
_PHOTO_CHECK = call(
    "check_photographer_availability",
    {"date": "2026-06-14", "package": "Full Day"},
    {
        "available": True,
        "package": "Full Day",
        "price": 3400.0,
        "deposit": 850.0,
        "balance_due": "2026-05-15",
    },
)
_PHOTO_PAY = call(
    "pay_deposit",
    {"date": "2026-06-14", "package": "Full Day", "email": "priya.raman.weds@gmail.com", "amount": 850.0},
    {"contract": "WP-26-0614-02", "deposit_paid": 850.0, "balance": 2550.0, "balance_due": "2026-05-15"},
)
PHOTOGRAPHER_FLOWS = (
    (
        u(
            "Hi!! We'd love to book you for our wedding on June 14, 2026 - the Full Day package. How do we pay the "
            "deposit?",
            "Hello, I'd like to reserve the Full Day package for our wedding and pay the deposit.",
            "hi! getting married 14 June 2026 and we want to lock in the full day package :)",
            "Hi there, I'm ready to pay the deposit for wedding photography. Full Day, please.",
        ),
        a("Congratulations! Let me check the date. Could you confirm the wedding date?"),
        u("June 14, 2026.", "14/06/2026", "It's Sunday the 14th of June, 2026!", "2026-06-14"),
        a(
            "Good news, June 14, 2026 is available. The Full Day package is $3,400.00; the deposit to reserve it is "
            "$850.00, and the balance is due by May 15, 2026.",
            _PHOTO_CHECK,
        ),
        u(
            "Perfect! So $2,550 left to pay in May. Let's do the deposit.",
            "Great, $850 now is fine.",
            "Yay! Yes please. Can the balance be split into two payments?",
            "Awesome. Ok, deposit it is.",
        ),
        a("Wonderful. What names should go on the contract, and where is the wedding?"),
        u(
            "Priya Raman & Daniel Cho, at Glenwood Manor in Asheville.",
            "Names: Priya Raman and Daniel Cho\nVenue: Glenwood Manor, Asheville",
            "Priya Raman & Daniel Cho! It's at Glenwood Manor, Asheville - the garden terrace if the weather's nice.",
        ),
        a("Thanks! And the email for the contract and receipt?"),
        u(
            "priya.raman.weds@gmail.com",
            "Please use priya.raman.weds@gmail.com.",
            "Priya.Raman.Weds@gmail.com",
            "It's priya.raman.weds@gmail.com, the one we made for wedding stuff lol",
        ),
        a(
            "Deposit of $850.00 paid, and you're booked! Contract WP-26-0614-02 is on its way to "
            "priya.raman.weds@gmail.com. Balance of $2,550.00 due by May 15, 2026.",
            _PHOTO_PAY,
        ),
        stop(
            "Yay, thank you so much!!",
            "Amazing. Thanks, we can't wait!",
            "Thank you! Contract WP-26-0614-02 saved.",
            "",
        ),
    ),
    (
        u(
            "Hello! I'm Priya, getting married at Glenwood Manor, Asheville. I want to pay the deposit for the Full "
            "Day package.",
            "Hi, we'd like to reserve you for June 14th 2026. How much is the deposit?",
            "hi, we're ready to book the full day wedding package - what do we need to do?",
        ),
        a("Lovely! What email address should I use for your booking?"),
        u(
            "priya.raman.weds@gmail.com",
            "It's priya.raman.weds@gmail.com.",
            "priya.raman.weds@gmail.com (and the wedding is 14 June 2026!)",
        ),
        a(
            "Thanks. The 14th of June 2026 is free. Full Day is $3,400; to hold the date we take an $850 deposit "
            "today. The remaining $2,550 is due 15 May 2026. Shall I charge the deposit?",
            _PHOTO_CHECK,
        ),
        u(
            "Yes please!",
            "Yes, go ahead and charge the $850.",
            "Yes. And the rest by mid-May, got it.",
            "Do it! Sorry, I'm so excited. Yes, please charge it.",
        ),
        a("Done! Contract WP-26-0614-02. Your receipt for $850.00 is on its way.", _PHOTO_PAY),
        stop("Thank you!!", "Thanks so much, see you in June!", "Perfect, thank you.", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("glasses", GLASSES, GLASSES_FLOWS),
    Domain("toll", TOLL, TOLL_FLOWS),
    Domain("upgrade", UPGRADE, UPGRADE_FLOWS),
    Domain("garden", GARDEN, GARDEN_FLOWS),
    Domain("museum", MUSEUM, MUSEUM_FLOWS),
    Domain("pool", POOL, POOL_FLOWS),
    Domain("printer", PRINTER, PRINTER_FLOWS),
    Domain("appeal", APPEAL, APPEAL_FLOWS),
    Domain("chimney", CHIMNEY, CHIMNEY_FLOWS),
    Domain("photographer", PHOTOGRAPHER, PHOTOGRAPHER_FLOWS),
]


# -- seeded faults -----------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "glasses",
        0,
        Say(0, "Hi, I have a new prescription and I'd like to order glasses with it."),
        "paraphrase",
    ),
    F(
        "opener",
        "glasses",
        1,
        Say(
            0, "Hi, I got a new prescription and want to order glasses with it. My customer ID is OPT-55102."
        ),
        "opener plus the customer id",
    ),
    F(
        "opener",
        "toll",
        0,
        Say(0, "Hi, there's a toll charge on my rental bill for a road I never drove on."),
        "reworded",
    ),
    F("opener", "toll", 1, Say(0, "Hello, I was charged for a toll."), "truncated"),
    F(
        "opener",
        "museum",
        0,
        Say(0, "Hello! I'd like to book a guided tour for a school group in May."),
        "greeting word changed",
    ),
    F(
        "opener",
        "printer",
        0,
        Say(
            0,
            "Hi, our office printer jams on every single page. We need it picked up for repair. It's been like "
            "this since yesterday and the whole office is stuck.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "printer",
        1,
        Say(0, "Our printer keeps jamming, every page. Can you send someone to pick it up for repair?"),
        "reworded as a question",
    ),
    F(
        "opener",
        "appeal",
        0,
        Say(0, "Hi, my driver account got deactivated and I think it's a mistake. I'd like to appeal it."),
        "two words changed",
    ),
    # -- reply_shape: more than one voice, notes, markers, a stop in the wrong place, a self-answer
    F("reply_shape", "glasses", 0, Say(1, "Customer: OPT-55102"), "customer role marker"),
    F(
        "reply_shape",
        "toll",
        0,
        Say(2, "<reasoning>The agent wants the last name; my facts say Okafor.</reasoning>\nOkafor."),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "upgrade",
        0,
        Say(
            3,
            "Great choice! I've updated your plan to Fast 500 starting July 1. Is there anything else I can help "
            "you with today?",
        ),
        "assistant's voice",
    ),
    F(
        "reply_shape",
        "garden",
        0,
        Say(
            3,
            "Wednesday the 16th at 2pm please. Will the surveyor need to come inside? Probably not, it's just the "
            "garden.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "museum",
        1,
        Say(
            3,
            "May 15th at 10 please.\n\nMr. Daniels (co-teacher): And we'll need somewhere for the bus to park!",
        ),
        "a second speaker",
    ),
    F(
        "reply_shape",
        "pool",
        0,
        Say(5, "Thanks! Will the technician text me before the first visit?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "printer",
        0,
        Say(3, "Wednesday the 10th. ###STOP### Actually, mornings only please."),
        "stop signal mid-text",
    ),
    F(
        "reply_shape",
        "appeal",
        0,
        Say(1, "Note to self: stay calm and just give them the ID.\nDRV-8812046"),
        "a note to itself",
    ),
    F(
        "reply_shape",
        "chimney",
        0,
        Say(1, '{"role": "user", "content": "88 Old Mill Road, Stowe, VT 05672"}'),
        "reply wrapped in a JSON message",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "glasses", 1, Say(1, "rhea.sandoval@gmail.com"), "email domain"),
    F("invented_specifics", "toll", 0, Say(1, "It's RA-3390271."), "agreement digits swapped"),
    F(
        "invented_specifics",
        "upgrade",
        0,
        Say(0, "Hi, I'd like to go from 100 to 500 Mbps. I'm paying $54.99 a month right now."),
        "current bill",
    ),
    F(
        "invented_specifics",
        "garden",
        0,
        Say(3, "Wednesday the 16th at 2pm please. Another company quoted me £7,200, so this looks better."),
        "a competitor's quote",
    ),
    F(
        "invented_specifics",
        "museum",
        0,
        Say(4, "l.moreau@eastbrook.k12.us, or call me at (614) 555-0172."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "pool",
        1,
        Say(2, "Yes, June 5 is fine. The gate code is 4821 so the tech can get into the backyard."),
        "gate code",
    ),
    F(
        "invented_specifics",
        "printer",
        1,
        Say(1, "Contract SC-77-40916, serial VNB3K22817."),
        "serial digits swapped",
    ),
    F(
        "invented_specifics",
        "chimney",
        1,
        Say(2, "October 11 please. Last time I paid $165 - has the price gone up?"),
        "last price paid",
    ),
    F(
        "invented_specifics",
        "photographer",
        0,
        Say(2, "Perfect! We already paid a $200 hold fee last week, so is the deposit $650 now?"),
        "a hold fee",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "glasses",
        0,
        Say(1, "OPT-55102. I'd like the anti-glare coating too, I think it's $45."),
        "coating price",
    ),
    F(
        "unknown_fact",
        "toll",
        0,
        Say(1, "RA-3390217. The charge was from toll plaza TP-1182, and I've never been near it."),
        "toll plaza id",
    ),
    F(
        "unknown_fact",
        "upgrade",
        1,
        Say(
            0,
            "Hi, I'd like the 500 Mbps plan - that's $79.99/mo, right? My number on the account is 503-555-0199.",
        ),
        "new price before the agent said it",
    ),
    F(
        "unknown_fact",
        "garden",
        1,
        Say(1, "BS7 8QE, about 80 square metres. I'm fine paying forty pounds for the survey."),
        "survey fee in words",
    ),
    F(
        "unknown_fact",
        "museum",
        1,
        Say(
            2, "24 students and 3 teachers. Our guide last year was Dr. Felix Haag - could we have him again?"
        ),
        "guide's name",
    ),
    F(
        "unknown_fact",
        "pool",
        0,
        Say(2, "Around 15,000 gallons. We'd like the first cleaning on Thursday, June 5th."),
        "start date before the agent said it",
    ),
    F(
        "unknown_fact",
        "printer",
        0,
        Say(2, "VNB3K22871. We already have repair ticket RP-552817 open for it, by the way."),
        "ticket number",
    ),
    F(
        "unknown_fact",
        "appeal",
        1,
        Say(
            1, "+1 312 555 0164, kwame.asante@yahoo.com. It's about complaint CMP-251001-33, which is false."
        ),
        "complaint reference",
    ),
    F(
        "unknown_fact",
        "photographer",
        1,
        Say(0, "Hi, we'd like to reserve you for June 14th 2026. I'll pay the $850 deposit today."),
        "deposit amount",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "glasses",
        0,
        Say(
            1,
            "OPT-55102. Email rhea.sandoval@protonmail.com, prescription dated 2025-02-11, and please ship to 27 "
            "Birchwood Court, Apt 3, Madison, WI 53703.",
        ),
        "asked for the id, gives three more",
    ),
    F(
        "data_dump",
        "toll",
        0,
        Say(1, "RA-3390217, last name Okafor, picked up 5/2/2025, email g.okafor@outlook.com."),
        "asked for the agreement, gives three more",
    ),
    F(
        "data_dump",
        "upgrade",
        0,
        Say(
            0,
            "Hi, I want to upgrade to 500 Mbps. Account NET-204-88815, phone +1 (503) 555-0199, address 1160 SE "
            "Hawthorne Blvd, Portland, OR 97214.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "garden",
        1,
        Say(
            0,
            "Hi, I'm Tomasz Wierzbicki at 9 Larkspur Road, Bristol BS7 8QE. The garden's about 80 square metres, "
            "budget £6,000, phone 07700 900461. Could you quote for a lawn and small patio?",
        ),
        "five facts up front",
    ),
    F(
        "data_dump",
        "museum",
        0,
        Say(
            1,
            "24 students and 3 teachers. I'm Louise Moreau from Eastbrook Middle School, email "
            "l.moreau@eastbrook.k12.us, phone (614) 555-0127.",
        ),
        "asked for the size, gives four facts",
    ),
    F(
        "data_dump",
        "pool",
        0,
        Say(
            1,
            "- Address: 52 Palmetto Drive, Boca Raton, FL 33431\n- Pool: 15,000 gallons\n- Phone: 561-555-0183\n"
            "- Email: dana.whitfield@gmail.com",
        ),
        "a list of facts",
    ),
    F(
        "data_dump",
        "printer",
        0,
        Say(
            1,
            "SC-77-40916. Serial VNB3K22871, pickup at Suite 400, 311 Grant Street, Pittsburgh, PA 15219, call "
            "412-555-0176.",
        ),
        "asked for the contract, gives three more",
    ),
    F(
        "data_dump",
        "chimney",
        1,
        Say(
            0,
            "Hi, chimney sweep please. Harold Lindqvist, 88 Old Mill Road, Stowe, VT 05672, (802) 555-0131. Last "
            "swept October 2023.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "photographer",
        1,
        Say(
            0,
            "Hello! Priya Raman & Daniel Cho, wedding 14 June 2026 at Glenwood Manor, Asheville. Email "
            "priya.raman.weds@gmail.com. We want to pay the deposit for the Full Day package.",
        ),
        "names, venue and email up front",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "glasses",
        0,
        StopAt(4, "Let me think about the coating and I'll come back. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "toll",
        0,
        StopAt(8, "Actually, I'll just write to you instead. Goodbye."),
        "asked for the email",
    ),
    F("premature_stop", "upgrade", 1, StopAt(4, ""), "silent stop after 'shall I go ahead'"),
    F(
        "premature_stop",
        "garden",
        0,
        StopAt(6, "Thanks, I'll talk it over with my partner first."),
        "after the estimate",
    ),
    F(
        "premature_stop",
        "museum",
        1,
        StopAt(6, "Great, I'll check with the principal and get back to you. Thanks!"),
        "after the slots",
    ),
    F("premature_stop", "pool", 1, StopAt(4, "Sounds good, thanks!"), "agrees, then leaves"),
    F("premature_stop", "printer", 0, StopAt(8, "Ok, thanks."), "asked for the address"),
    F("premature_stop", "appeal", 0, StopAt(6, "ok thank you"), "asked for the email"),
    F(
        "premature_stop",
        "photographer",
        0,
        StopAt(4, "Yay, so excited! Thank you!"),
        "happy with the price, never pays",
    ),
    # -- persona_sent: the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "glasses", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "toll", 1, meta(1, prompt_missing=["known_facts.rental_agreement"]), "a known fact"),
    F("persona_sent", "upgrade", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "garden", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "museum", 0, meta(1, prompt_missing=["persona", "goal"]), "persona and goal"),
    F(
        "persona_sent",
        "pool",
        0,
        meta(0, prompt_missing=["known_facts.address", "known_facts.phone"]),
        "two known facts",
    ),
    F("persona_sent", "appeal", 1, meta(1, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "chimney", 0, meta(2, prompt_missing=["scenario"]), "the whole scenario"),
]
