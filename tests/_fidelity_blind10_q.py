"""Blind set 10, part Q: ten customer-service scenarios and 61 seeded faults for the simulator's fidelity guards.

Written by a helper session in the worktree ``fb10q`` before any run, by someone who has not seen how the guards
work. Read: the guide's "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md``
(and the sections after it, up to "Statistics over valid trials"), the docstring of ``check_fidelity``, the first
blind set's framework ``tests/_fidelity_blind.py`` (``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``, its
labels), the step helpers and first worked domain of ``tests/_fidelity_blind_domains.py`` (plus a glance at the
style of ``tests/_fidelity_blind_domains2.py``) and the ``Case`` entry format of ``tests/_fidelity_corpus.py``.
No guard was called and no fidelity test was run while writing it; the labels come from the definitions below,
not from what a guard says.

The ten scenarios (carpet, catsit, vintagecar, festival, leak, codecamp, spabath, fridge, exam, sweep) reuse no
domain of the earlier sets. Every user turn is written by hand and lists alternatives, all of them clean: the
first user message is the opener word for word when the scenario has one; each turn is one user speaking; it
volunteers at most two known facts before the agent asks for them; it states no unknown fact before the agent
told it; every id, email, phone number, amount and date it says comes from the scenario's known facts or an
earlier agent message or tool result, or is worked out from them (restated in another format, a difference of
two prices, a weekday of a known date); and it stops only after the expected write ran, or after the agent
failed (a tool error) or refused. The clean turns restate facts in the user's own formats, quote ids, amounts
and dates back, ask follow-up questions, write lists, make typos and close politely.

``FAULTS`` are 61 conversations that each break exactly one of those rules on purpose, labelled with the guard
that should catch it: opener 8, reply_shape 9, invented_specifics 9, unknown_fact 9, data_dump 9,
premature_stop 9, persona_sent 8. Build them with ``_fidelity_blind.build(domain, fault.flow, rng, fault.edit)``
(``DOMAINS`` here is a list; look a fault's domain up by name).
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. carpet-fitting quote (with an opener) --------------------------------------------------------------------

CARPET = Scenario(
    goal="Get a quote for new carpet in two bedrooms and the landing, and book the free measuring visit.",
    persona="a first-time homeowner, chatty and unsure about measurements",
    known_facts={
        "name": "Rachel Okafor",
        "postcode": "LS6 2QT",
        "address": "14 Brudenell Grove, Leeds",
        "phone": "07700 914 362",
        "email": "r.okafor@gmail.com",
        "budget": "£1,200",
    },
    unknown_facts=["quote reference: CQ-55871", "fitter's name"],
    opener="Hi, I'd like a quote for new carpet in two bedrooms and the landing.",
    expected=["book_measuring_visit"],
)
_CARPET_AREA = call(
    "check_area",
    {"postcode": "LS6 2QT"},
    {
        "postcode": "LS6 2QT",
        "covered": True,
        "price_per_m2": 28.5,
        "underlay_included": True,
        "visits": ["2025-03-11T09:00", "2025-03-12T14:00"],
    },
)
CARPET_FLOWS = (
    (
        u("Hi, I'd like a quote for new carpet in two bedrooms and the landing."),
        a("Happy to help! What's the postcode of the property?"),
        u(
            "It's LS6 2QT.",
            "LS6 2QT",
            "ls6 2qt, Leeds",
            "Sure, the postcode is LS6 2QT. It's a terraced house, if that matters.",
        ),
        a(
            "We cover LS6. Our fitted twist pile is £28.50 per square metre including underlay, and we measure "
            "for free. The first free visit is Tuesday 11 March, 9:00-11:00. Shall I book it?",
            _CARPET_AREA,
        ),
        u(
            "Yes please, Tuesday the 11th works.",
            "11 March in the morning is fine, go ahead.",
            "Great, book me in for 11/03. Is the £28.50/m² price fixed or just an estimate?",
            "yes pls. tues 11th 9-11 is good",
        ),
        a(
            "Sure. The price per square metre is fixed; the total depends on the measurements. What address "
            "should the surveyor come to, and what number can they call?"
        ),
        u(
            "14 Brudenell Grove, Leeds, and my mobile is 07700 914 362.",
            "Address: 14 Brudenell Grove, Leeds LS6 2QT\nPhone: 07700914362",
            "It's 14 Brudenell Grove. Best number is 07700 914362.",
            "14 Brudenell Grove, Leeds - you can call me on +44 7700 914 362",
        ),
        a(
            "Booked: a surveyor will measure at 14 Brudenell Grove on Tuesday 11 March, 9:00-11:00. Your quote "
            "reference is CQ-55871, and Dan Whitely will do the fitting.",
            call(
                "book_measuring_visit",
                {
                    "postcode": "LS6 2QT",
                    "address": "14 Brudenell Grove, Leeds",
                    "phone": "07700 914 362",
                    "slot": "2025-03-11T09:00",
                },
                {"status": "booked", "quote_ref": "CQ-55871", "window": "2025-03-11 09:00-11:00"},
            ),
        ),
        stop(
            "Brilliant, thank you!",
            "Perfect. I'll note down CQ-55871. Thanks so much!",
            "Thanks, see you on the 11th then.",
            "",
        ),
    ),
    (
        u("Hi, I'd like a quote for new carpet in two bedrooms and the landing."),
        a("Sure! Could I take your name and the postcode first?"),
        u(
            "Rachel Okafor, LS6 2QT.",
            "It's Rachel Okafor and the postcode's LS6 2QT.",
            "Name: Rachel Okafor / postcode: ls6 2qt",
            "Rachel Okafor. Postcode is LS6 2QT - it's the little terrace near the park",
        ),
        a(
            "Thanks, Rachel. We fit in LS6: prices start at £28.50 per m² fitted, underlay included. Free "
            "measuring visits: Tuesday 11 March, 9:00-11:00, or Wednesday 12 March, 14:00-16:00. Which is "
            "better?",
            _CARPET_AREA,
        ),
        u(
            "The Wednesday afternoon please. My budget is around £1,200 - is that realistic?",
            "Wednesday 12th, 2-4pm suits me better.",
            "Can we do Wed 12 March? I'm at work on Tuesday morning.",
            "12th march in the afternoon pls",
        ),
        a(
            "Wednesday 12 March, 14:00-16:00 it is. Two bedrooms and a landing usually come to 35-45 m², so "
            "roughly £1,000-£1,280 at that price. What's the address, and which email should the confirmation "
            "go to?"
        ),
        u(
            "14 Brudenell Grove, Leeds, and r.okafor@gmail.com.",
            "Address: 14 Brudenell Grove, Leeds\nEmail: r.okafor@gmail.com",
            "It's 14 Brudenell Grove. Email R.Okafor@gmail.com - and ok, £1,000 to £1,280 is about what I "
            "expected.",
            "14 brudenell grove leeds, email r.okafor@gmail.com. so if it comes in near £1,200 im happy",
        ),
        a(
            "All set: the surveyor comes to 14 Brudenell Grove on Wednesday 12 March, 14:00-16:00. Quote "
            "reference CQ-55871; the confirmation is on its way to r.okafor@gmail.com.",
            call(
                "book_measuring_visit",
                {
                    "postcode": "LS6 2QT",
                    "address": "14 Brudenell Grove, Leeds",
                    "email": "r.okafor@gmail.com",
                    "slot": "2025-03-12T14:00",
                },
                {"status": "booked", "quote_ref": "CQ-55871", "window": "2025-03-12 14:00-16:00"},
            ),
        ),
        u(
            "Thanks! Will the surveyor bring carpet samples?",
            "Do I need to move furniture before the visit?",
            "Great. Do I pay anything on the day, or only later?",
        ),
        a(
            "They bring samples, and there's no need to move anything for the measure. Payment is only due once "
            "you accept the quote."
        ),
        stop(
            "Lovely, thanks for your help!",
            "Great, thank you. Bye!",
            "Perfect, that's everything. Thanks!",
            "",
        ),
    ),
)

# -- 2. cat-sitting booking --------------------------------------------------------------------------------------

CATSIT = Scenario(
    goal="Book a cat sitter to visit your two cats twice a day while you are away in May.",
    persona="a retired teacher who is particular about her cats' routine",
    known_facts={
        "client_id": "PAW-30418",
        "email": "h.lindqvist@outlook.com",
        "cat_names": "Miso and Tofu",
        "trip_start": "2025-05-09",
        "trip_end": "2025-05-16",
    },
    unknown_facts=["booking total: £238.00", "sitter's name"],
    expected=["create_booking"],
)
_CATSIT_RECORD = {
    "client_id": "PAW-30418",
    "address": "Flat 3, 27 Marlowe Road, Bristol BS7 8EQ",
    "cats": ["Miso", "Tofu"],
    "rate_per_visit": 17.0,
}
_CATSIT_BOOK = {"booking": "BK-77120", "visits": 14, "total": 238.0, "sitter": "Priya Banerjee"}
_CATSIT_ARGS = {"client_id": "PAW-30418", "start": "2025-05-09", "end": "2025-05-16", "visits_per_day": 2}
CATSIT_FLOWS = (
    (
        u(
            "Hi, I'm going away in May and need someone to pop in on my two cats twice a day.",
            "Hello! Could I book a cat sitter for my cats while I'm away next month? Twice-daily visits ideally.",
            "hi, need a sitter for 2 cats, mornings and evenings, while I'm on holiday in may",
            "Good afternoon. I'd like to arrange twice-daily visits for Miso and Tofu, my two cats, while I "
            "travel.",
        ),
        a("Of course. Are you already a client with us? If so, what's your client ID?"),
        u(
            "Yes, it's PAW-30418.",
            "PAW-30418",
            "I think so - client id paw 30418",
            "Yes I am. My ID is PAW30418.",
        ),
        a(
            "Found you: Flat 3, 27 Marlowe Road, Bristol, with Miso and Tofu on file. Visits are £17.00 each. "
            "Which dates are you away?",
            call("get_client", {"client_id": "PAW-30418"}, _CATSIT_RECORD),
        ),
        u(
            "From 9 May to 16 May.",
            "I leave on the 9th of May and I'm back on the 16th.",
            "09/05/2025 - 16/05/2025",
            "May 9th through May 16th. And it's £17 per visit, so twice a day is £34 a day?",
        ),
        a(
            "That's right. From 9 to 16 May that's 7 days at two visits a day: 14 visits, £238.00 in total. "
            "Shall I book it?"
        ),
        u(
            "Yes, please book it.",
            "£238 is fine, go ahead.",
            "OK, 14 visits at £17 each - please book it. Will it be the same sitter every time?",
            "yes go ahead :)",
        ),
        a(
            "Booked, reference BK-77120: 14 visits from 9 to 16 May, £238.00. Your sitter for every visit is "
            "Priya Banerjee.",
            call("create_booking", _CATSIT_ARGS, _CATSIT_BOOK),
        ),
        stop(
            "Wonderful, thank you so much!",
            "Thanks, BK-77120 noted. Goodbye!",
            "Lovely. Priya it is then - thank you.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need cat visits while I'm away from 9 to 16 May.",
            "Hello, I'm travelling 9-16 May and need someone to feed my cats twice a day.",
            "Hi there, could someone look after my two cats from the 9th to the 16th of May? Mornings and "
            "evenings.",
            "hello, I'd like to book cat sitting 09.05 to 16.05, twice a day please",
        ),
        a("I can help with that. Which email address is your account under?"),
        u(
            "h.lindqvist@outlook.com",
            "It's h.lindqvist@outlook.com.",
            "H.Lindqvist@outlook.com",
            "Should be h.lindqvist@outlook.com, though I haven't used it in a while.",
        ),
        a(
            "Thanks, that's client PAW-30418 at Flat 3, 27 Marlowe Road. Visits are £17.00 each, so twice a day "
            "from 9 to 16 May comes to 14 visits, £238.00. Would you like to book?",
            call("find_client", {"email": "h.lindqvist@outlook.com"}, _CATSIT_RECORD),
        ),
        u(
            "Yes please. Tofu needs a tablet with her evening meal, can you note that?",
            "Yes, that's fine.",
            "£238 in total? Yes, book it.",
            "Yes. PAW-30418 - I'll write that number down this time!",
        ),
        a(
            "Noted in the booking. Booked as BK-77120; your sitter is Priya Banerjee.",
            call("create_booking", _CATSIT_ARGS, _CATSIT_BOOK),
        ),
        u(
            "Thank you. How will Priya get in?",
            "How does the key handover work?",
            "Great. What about the key, do I leave it somewhere?",
        ),
        a(
            "The day before your trip we'll email you a key handover code for the lockbox by your door; Priya "
            "opens it with that."
        ),
        stop("Perfect, thank you.", "That all sounds fine. Bye!", "Lovely, thanks for sorting it.", ""),
    ),
)

# -- 3. vintage-car hire for a wedding (with an opener) ----------------------------------------------------------

VINTAGECAR = Scenario(
    goal="Hire a vintage car with a chauffeur for your wedding, from the church to the reception.",
    persona="a bride-to-be, excited and organised",
    known_facts={
        "wedding_date": "2025-06-14",
        "church": "St Mary's Church, High Street, Thame OX9 3DP",
        "venue": "Notley Tithe Barn",
        "phone": "07811 402 559",
        "email": "ellie.marsh@icloud.com",
    },
    unknown_facts=["deposit amount: £150", "chauffeur's name"],
    opener="Hello! I'm looking to hire a vintage car for our wedding day.",
    expected=["reserve_car"],
)
_VC_AVAIL = call(
    "check_availability",
    {"date": "2025-06-14"},
    {
        "date": "2025-06-14",
        "cars": [
            {"code": "VB-S1", "car": "1956 Bentley S1", "price": 495.0},
            {"code": "VR-SC3", "car": "1964 Rolls-Royce Silver Cloud III", "price": 620.0},
        ],
        "hours_included": 3,
    },
)
_VC_ROUTE = {"from": "St Mary's Church, High Street, Thame OX9 3DP", "to": "Notley Tithe Barn"}
VINTAGECAR_FLOWS = (
    (
        u("Hello! I'm looking to hire a vintage car for our wedding day."),
        a("Congratulations! What's the date of the wedding?"),
        u("It's on 14 June 2025.", "Saturday 14th June", "14/06/2025", "June 14, 2025 :)"),
        a(
            "We have two cars free on 14 June: a 1956 Bentley S1 at £495 and a 1964 Rolls-Royce Silver Cloud "
            "III at £620, each with a chauffeur for up to three hours. Which would you like?",
            _VC_AVAIL,
        ),
        u(
            "The Bentley please!",
            "Ooh, the 1956 Bentley S1 at £495 sounds perfect.",
            "The Bentley I think - what's the difference apart from the £125?",
            "bentley s1 pls",
        ),
        a(
            "Lovely choice. The Rolls is larger; otherwise the service is the same. Where should the car pick "
            "you up, and where does it go?"
        ),
        u(
            "Pick-up at St Mary's Church, High Street, Thame, then on to Notley Tithe Barn.",
            "From St Mary's Church in Thame (OX9 3DP) to Notley Tithe Barn.",
            "Church: St Mary's, High Street, Thame OX9 3DP\nReception: Notley Tithe Barn",
            "st marys church thame -> notley tithe barn",
        ),
        a("And a phone number for the chauffeur to reach you on the day?"),
        u(
            "07811 402 559",
            "My mobile: 07811402559",
            "It's 07811 402559. Is there a deposit to pay now?",
            "Sure, +44 7811 402 559",
        ),
        a(
            "Reserved, reference VC-20614: the 1956 Bentley S1 on 14 June 2025, St Mary's Church to Notley "
            "Tithe Barn, £495. A £150 deposit secures it and the £345 balance is due on 14 May 2025. Your "
            "chauffeur will be Graham Steele.",
            call(
                "reserve_car",
                {"car": "VB-S1", "date": "2025-06-14", **_VC_ROUTE, "phone": "07811 402 559"},
                {
                    "reservation": "VC-20614",
                    "price": 495.0,
                    "deposit": 150.0,
                    "balance_due": "2025-05-14",
                    "chauffeur": "Graham Steele",
                },
            ),
        ),
        stop(
            "Amazing, thank you so much!",
            "Perfect - £150 now and £345 in May, got it. Thanks!",
            "Thank you! So excited.",
            "",
        ),
    ),
    (
        u("Hello! I'm looking to hire a vintage car for our wedding day."),
        a("Congratulations! Which date is it, and where should the car take you?"),
        u(
            "14 June, from St Mary's Church in Thame to Notley Tithe Barn.",
            "It's 14/06/2025 - the church is St Mary's, High Street, Thame OX9 3DP and the reception's at "
            "Notley Tithe Barn.",
            "Saturday 14 June 2025. St Mary's Church Thame to Notley Tithe Barn please",
            "The wedding is on June 14th!\n- Ceremony: St Mary's Church, Thame\n- Reception: Notley Tithe Barn",
        ),
        a(
            "Both our cars are free that day: a 1956 Bentley S1 at £495 or a 1964 Rolls-Royce Silver Cloud III "
            "at £620, chauffeur included.",
            _VC_AVAIL,
        ),
        u(
            "The Rolls-Royce please, the Silver Cloud.",
            "We'd love the 1964 Rolls-Royce - £620 is within budget.",
            "Silver Cloud III please!",
            "Rolls Royce for £620 - yes!!",
        ),
        a("Great. What email should the contract go to?"),
        u(
            "ellie.marsh@icloud.com",
            "Please send it to ellie.marsh@icloud.com.",
            "Ellie.Marsh@icloud.com, thanks!",
            "ellie.marsh@icloud.com - I'll print it out for my planner",
        ),
        a(
            "Reserved, reference VC-20614: the 1964 Rolls-Royce Silver Cloud III on 14 June 2025, £620. A "
            "£150 deposit secures it, and the contract is on its way to ellie.marsh@icloud.com.",
            call(
                "reserve_car",
                {"car": "VR-SC3", "date": "2025-06-14", **_VC_ROUTE, "email": "ellie.marsh@icloud.com"},
                {
                    "reservation": "VC-20614",
                    "price": 620.0,
                    "deposit": 150.0,
                    "balance_due": "2025-05-14",
                    "chauffeur": "Graham Steele",
                },
            ),
        ),
        u(
            "Thank you! Who will be driving us?",
            "Can we put ribbons on the car?",
            "So the remaining £470 is due when?",
        ),
        a(
            "Your chauffeur is Graham Steele. White ribbons are included, and the £470 balance is due on 14 May "
            "2025."
        ),
        stop(
            "Perfect, thank you so much!",
            "Lovely, that's everything. Thanks!",
            "Yay, all sorted. Thank you!",
            "",
        ),
    ),
)

# -- 4. music-festival ticket transfer ---------------------------------------------------------------------------

FESTIVAL = Scenario(
    goal="Transfer one of your two Larkfield Festival weekend tickets to a friend.",
    persona=None,
    known_facts={
        "order_number": "LF25-448193",
        "email": "k.adeyemi@gmail.com",
        "friend_name": "Sam Doyle",
        "friend_email": "sam.doyle@proton.me",
    },
    unknown_facts=["transfer fee: £7.50", "new barcode: 8803 1147 5530"],
    expected=["transfer_ticket"],
)
_FEST_ORDER = call(
    "get_order",
    {"order_number": "LF25-448193"},
    {
        "order": "LF25-448193",
        "event": "Larkfield Festival 2025",
        "dates": "2025-07-25/2025-07-27",
        "tickets": [{"id": "T-1", "barcode": "8803 1147 2290"}, {"id": "T-2", "barcode": "8803 1147 2291"}],
        "price_each": 189.0,
        "transfer_fee": 7.5,
    },
)
FESTIVAL_FLOWS = (
    (
        u(
            "Hi, I bought two weekend tickets for Larkfield and my friend is taking one of them. Can I put it in "
            "her name?",
            "Hello - can I transfer one of my Larkfield Festival tickets to a friend?",
            "hey, how do i move one of my 2 larkfield tickets to my mate?",
            "Hi! I have two weekend passes for Larkfield Festival and would like to transfer one to my friend "
            "Sam.",
        ),
        a("Yes, transfers are possible. What's your order number?"),
        u(
            "LF25-448193",
            "It's LF25-448193.",
            "order no. lf25 448193",
            "Sure - LF25-448193, it's under k.adeyemi@gmail.com.",
        ),
        a(
            "Found it: order LF25-448193, two weekend tickets for 25-27 July 2025 at £189.00 each. A transfer "
            "costs £7.50 per ticket. Who should the ticket go to?",
            _FEST_ORDER,
        ),
        u(
            "Sam Doyle, sam.doyle@proton.me",
            "My friend Sam Doyle - her email is sam.doyle@proton.me.",
            "To Sam Doyle please, email Sam.Doyle@proton.me. The £7.50 is fine.",
            "sam doyle, sam.doyle@proton.me. so £7.50 on top of the £189, ok",
        ),
        a("Which ticket should move: T-1 (barcode ending 2290) or T-2 (ending 2291)?"),
        u(
            "T-2 please.",
            "The one ending 2291.",
            "Either is fine - let's say T-2.",
            "ticket 2, the ...2291 one",
        ),
        a(
            "Done: ticket T-2 is now in Sam Doyle's name. Her new barcode, 8803 1147 5530, has been emailed to "
            "sam.doyle@proton.me, and £7.50 was charged to your card.",
            call(
                "transfer_ticket",
                {
                    "order_number": "LF25-448193",
                    "ticket": "T-2",
                    "to_name": "Sam Doyle",
                    "to_email": "sam.doyle@proton.me",
                },
                {"status": "transferred", "ticket": "T-2", "new_barcode": "8803 1147 5530", "fee": 7.5},
            ),
        ),
        stop(
            "Brilliant, thanks!",
            "Great, she'll be so happy. Thank you!",
            "Perfect. Thanks for the quick help, bye",
            "",
        ),
    ),
    (
        u(
            "Hi, I want to transfer a Larkfield ticket to my friend Sam Doyle.",
            "Hello, one of my Larkfield Festival tickets needs to go to a friend, can you help?",
            "Hi, could you change the name on one of my Larkfield weekend tickets?",
        ),
        a("Sure. Please give me the order number and the email address on the order."),
        u(
            "LF25-448193 and k.adeyemi@gmail.com",
            "Order LF25-448193, email k.adeyemi@gmail.com.",
            "Order: LF25-448193\nEmail: K.Adeyemi@gmail.com",
            "It's LF25 448193, and the email is k.adeyemi@gmail.com",
        ),
        a(
            "Thanks, I see two weekend tickets for 25-27 July, T-1 and T-2. The transfer fee is £7.50. Who is "
            "the new holder, and what's their email?",
            _FEST_ORDER,
        ),
        u(
            "Sam Doyle, sam.doyle@proton.me. Either ticket is fine.",
            "Her name's Sam Doyle and her email is sam.doyle@proton.me",
            "Sam Doyle - sam.doyle@proton.me. Go with T-1.",
            "sam doyle / sam.doyle@proton.me. £7.50 is fine",
        ),
        a(
            "I'm sorry, the transfer didn't go through: transfers for this event closed on 11 July 2025, so I "
            "can't move the ticket now.",
            call(
                "transfer_ticket",
                {
                    "order_number": "LF25-448193",
                    "ticket": "T-1",
                    "to_name": "Sam Doyle",
                    "to_email": "sam.doyle@proton.me",
                },
                error="TransferClosed: transfers for this event closed on 2025-07-11",
            ),
        ),
        stop(
            "Oh no. Ok, thanks for trying anyway.",
            "That's annoying, but fine. I'll sort something out with Sam. Bye.",
            "Ah, I didn't know there was a deadline. Thanks anyway.",
            "",
        ),
    ),
)

# -- 5. boiler-cover claim for a leak (with an opener) -----------------------------------------------------------

LEAK = Scenario(
    goal="Claim on your boiler cover for a leak under the boiler and get an engineer booked.",
    persona="a busy parent working from home",
    known_facts={
        "policy_number": "HBC-7720391",
        "date_of_birth": "1984-11-02",
        "postcode": "M20 4TX",
        "phone": "0161 496 0732",
        "boiler_model": "Worcester Greenstar 30i",
    },
    unknown_facts=["claim number: CL-882045", "excess"],
    opener="Hi, my boiler is leaking and I want to claim on my cover.",
    expected=["open_claim", "book_engineer"],
)
_LEAK_POLICY = call(
    "get_policy",
    {"policy_number": "HBC-7720391", "date_of_birth": "1984-11-02"},
    {
        "policy": "HBC-7720391",
        "status": "active",
        "cover": "Boiler & Central Heating",
        "excess": 60.0,
        "renews": "2025-09-30",
        "postcode": "M20 4TX",
    },
)
_LEAK_CLAIM = call(
    "open_claim",
    {"policy_number": "HBC-7720391", "fault": "leak under the boiler"},
    {"claim": "CL-882045", "status": "open", "first_slots": ["2025-02-19T08:00", "2025-02-20T12:00"]},
)
_LEAK_BOOK = call(
    "book_engineer",
    {"claim": "CL-882045", "slot": "2025-02-19T08:00", "phone": "0161 496 0732"},
    {"claim": "CL-882045", "visit": "2025-02-19 08:00-12:00", "engineer": "Tomasz Nowak"},
)
LEAK_FLOWS = (
    (
        u("Hi, my boiler is leaking and I want to claim on my cover."),
        a("Sorry to hear that. Could I have your policy number and date of birth?"),
        u(
            "HBC-7720391, 2 November 1984.",
            "Policy HBC-7720391, DOB 02/11/1984",
            "hbc7720391 and 2nd Nov 1984",
            "Sure: policy number HBC-7720391, born 1984-11-02.",
        ),
        a(
            "Thanks. Your Boiler & Central Heating cover is active until 30 September 2025, and a claim has a "
            "£60 excess. Is the water coming from the boiler itself or from the pipes under it?",
            _LEAK_POLICY,
        ),
        u(
            "It's dripping from underneath the boiler, I think from one of the pipe joints.",
            "From under the boiler - there's a small puddle every morning, I've put a bowl down.",
            "Underneath it, I think. It's a Worcester Greenstar 30i if that helps.",
            "bottom of the boiler near the pipes. the £60 excess is fine",
        ),
        a(
            "Understood. I've opened claim CL-882045 for a leak under the boiler. The earliest engineer visit "
            "is Wednesday 19 February, 8am-12pm. Shall I book it?",
            _LEAK_CLAIM,
        ),
        u(
            "Yes please, the 19th is fine.",
            "Wednesday morning works, book it.",
            "Yes - 19/02 between 8 and 12. Will they ring before coming?",
            "Please do. That's under claim CL-882045, right?",
        ),
        a("Yes. Which phone number should the engineer call on the day?"),
        u(
            "0161 496 0732",
            "Call me on 0161 496 0732 please.",
            "It's 01614960732 - landline, I'm home all day.",
            "+44 161 496 0732",
        ),
        a(
            "Booked: Tomasz Nowak will visit on Wednesday 19 February, 8am-12pm, under claim CL-882045, and will "
            "call 0161 496 0732 about 30 minutes before.",
            _LEAK_BOOK,
        ),
        stop(
            "Great, thanks for sorting it so quickly.",
            "Perfect. Thank you!",
            "Brilliant - CL-882045 noted. Bye.",
            "",
        ),
    ),
    (
        u("Hi, my boiler is leaking and I want to claim on my cover."),
        a("I can help with that. What's your policy number?"),
        u("HBC-7720391", "It's HBC-7720391.", "Policy no. HBC 7720391", "hbc-7720391, thanks"),
        a("And to confirm it's you, your date of birth and postcode?"),
        u(
            "2 November 1984, M20 4TX.",
            "DOB 02/11/1984, postcode M20 4TX",
            "1984-11-02 / m20 4tx",
            "Born 2nd Nov 1984. Postcode M20 4TX.",
        ),
        a(
            "Thank you, verified. The policy is active and a claim carries a £60 excess. What's happening with "
            "the boiler?",
            _LEAK_POLICY,
        ),
        u(
            "Water is leaking from under it, and the pressure keeps dropping.",
            "There's a leak underneath - I have to top up the pressure every day.",
            "It's leaking from the bottom. The model is a Worcester Greenstar 30i.",
            "leak under the boiler, pressure drops overnight",
        ),
        a(
            "Thanks. I've opened claim CL-882045. The first engineer slots are Wednesday 19 February, 8am-12pm, "
            "or Thursday 20 February, 12pm-6pm. Which would you like?",
            _LEAK_CLAIM,
        ),
        u(
            "Wednesday morning please.",
            "The 19th, 8 till 12.",
            "Wed 19 Feb works - is the £60 paid to the engineer?",
            "19/02 please, the kids are at school then",
        ),
        a(
            "Wednesday it is (the £60 excess is taken after the repair). Which number should the engineer call?"
        ),
        u(
            "0161 496 0732",
            "My number is 0161 496 0732.",
            "0161-496-0732, that's the house phone",
            "Please use 0161 496 0732.",
        ),
        a(
            "Booked: Tomasz Nowak, Wednesday 19 February, 8am-12pm, claim CL-882045. He'll call 0161 496 0732 "
            "before he arrives.",
            _LEAK_BOOK,
        ),
        u(
            "Thanks. Do I need to turn the water off before then?",
            "Should I keep using the heating until the 19th?",
            "Ok. Will CL-882045 show up in my online account?",
        ),
        a(
            "If the leak gets worse, turn off the stopcock; otherwise you can keep using the heating. The claim "
            "shows in your online account within the hour."
        ),
        stop("Great, thank you.", "Ok, that's helpful. Bye!", "Thanks for your help!", ""),
    ),
)

# -- 6. kids coding camp enrolment -------------------------------------------------------------------------------

CODECAMP = Scenario(
    goal="Enrol your son in a beginners' Python week at the kids' summer coding camp, using your promo code.",
    persona="a father who works shifts and likes to pay in instalments",
    known_facts={
        "child_name": "Leo Fischer",
        "child_dob": "2014-03-22",
        "parent_email": "m.fischer@gmx.net",
        "parent_phone": "+49 151 2378 4410",
        "promo_code": "EARLY25",
    },
    unknown_facts=["final price: €297.50", "instructor's name"],
    expected=["enrol_child"],
)
_CAMP_LIST = call(
    "list_camps",
    {"course": "python-beginners", "age": 11},
    {
        "camps": [
            {"code": "PY-B-0714", "dates": "2025-07-14/2025-07-18", "price": 350.0, "places_left": 4},
            {"code": "PY-B-0804", "dates": "2025-08-04/2025-08-08", "price": 350.0, "places_left": 9},
        ]
    },
)
_CAMP_CHILD = {"child": "Leo Fischer", "dob": "2014-03-22", "promo": "EARLY25", "email": "m.fischer@gmx.net"}
CODECAMP_FLOWS = (
    (
        u(
            "Hi! I'd like to sign my son up for the Python week at your summer camp.",
            "Hello, is there still space on the beginners' Python camp? I want to enrol my boy.",
            "hi there, want to enrol my son Leo in the python for beginners coding camp",
            "Good morning, I'm looking to book my son onto a beginner Python camp this summer.",
        ),
        a("Great! What's your child's full name and date of birth?"),
        u(
            "Leo Fischer, born 22 March 2014.",
            "Leo Fischer - 22/03/2014",
            "His name is Leo Fischer, DOB 2014-03-22.",
            "leo fischer, 22.03.2014",
        ),
        a(
            "Thanks. Leo can join either week: 14-18 July 2025 (PY-B-0714, 4 places left) or 4-8 August 2025 "
            "(PY-B-0804, 9 places left). Both cost €350.00. Which week?",
            _CAMP_LIST,
        ),
        u(
            "The July one please, 14th to 18th.",
            "4-8 August doesn't work for us, so July please.",
            "PY-B-0714 please. I have a promo code, EARLY25.",
            "July, before the places run out!",
        ),
        a("July it is. Do you have a discount code, and which email should get the confirmation?"),
        u(
            "EARLY25, and m.fischer@gmx.net.",
            "Code EARLY25 - confirmation to m.fischer@gmx.net please",
            "yes: EARLY25. email m.fischer@gmx.net",
            "The code is EARLY25. Email: M.Fischer@gmx.net. Can I pay in two instalments?",
        ),
        a(
            "EARLY25 gives 15% off, so the fee is €297.50. Leo is enrolled on PY-B-0714, 14-18 July, with "
            "instructor Nadia Osei. The confirmation has gone to m.fischer@gmx.net, and you can pay in two "
            "instalments of €148.75.",
            call(
                "enrol_child",
                {"camp": "PY-B-0714", **_CAMP_CHILD},
                {"enrolment": "EN-40962", "camp": "PY-B-0714", "price": 297.5, "instructor": "Nadia Osei"},
            ),
        ),
        stop(
            "Super, thanks a lot!",
            "Great, €297.50 it is. Thank you!",
            "Danke! Leo will be thrilled.",
            "",
        ),
    ),
    (
        u(
            "Hi, do you still have places on the beginners' Python camp?",
            "Hello! I'd like to book my son onto your Python coding camp for beginners.",
            "hey, is the kids python camp full yet? want to sign up my son",
            "Hi, I'm after a summer coding camp for my son Leo - the beginners' Python one.",
        ),
        a("We do. Let's start with the parent's email for the booking."),
        u(
            "m.fischer@gmx.net",
            "It's m.fischer@gmx.net.",
            "Sure, m.fischer@gmx.net (that's me, the dad).",
            "email: m.fischer@gmx.net",
        ),
        a("Thanks. And your child's name and date of birth?"),
        u(
            "Leo Fischer, 22 March 2014.",
            "Leo Fischer, born 22/03/2014",
            "leo fischer - 2014-03-22",
            "His name's Leo Fischer and his birthday is March 22nd, 2014.",
        ),
        a(
            "Leo can join 14-18 July 2025 (PY-B-0714, 4 places left) or 4-8 August 2025 (PY-B-0804, 9 places "
            "left), €350.00 each. Which week suits you?",
            _CAMP_LIST,
        ),
        u(
            "The August week, 4th to 8th please.",
            "PY-B-0804 please - we're away in July.",
            "August please. 9 places left, so no rush, but let's book it now.",
            "4-8 August works better for us",
        ),
        a("Noted. Do you have a discount code?"),
        u(
            "Yes, EARLY25.",
            "EARLY25",
            "I do - EARLY25. Can I also add a phone number for emergencies?",
            "yep: early25",
        ),
        a(
            "Done: Leo is enrolled on PY-B-0804, 4-8 August 2025. With EARLY25 the fee is €297.50 (15% off "
            "€350.00). What phone number should we call in an emergency?",
            call(
                "enrol_child",
                {"camp": "PY-B-0804", **_CAMP_CHILD},
                {"enrolment": "EN-40963", "camp": "PY-B-0804", "price": 297.5, "instructor": "Nadia Osei"},
            ),
        ),
        u(
            "+49 151 2378 4410",
            "0151 2378 4410",
            "My mobile is +49 151 23784410.",
            "+49 (0)151 2378 4410 - I'm on shifts, so leave a message if I don't pick up",
        ),
        a(
            "Saved. Drop-off is at 9:00 each day, and his instructor will be Nadia Osei.",
            call(
                "add_emergency_contact",
                {"enrolment": "EN-40963", "phone": "+49 151 2378 4410"},
                {"status": "saved"},
            ),
        ),
        stop("Thanks, that's all!", "Great, thank you very much.", "Perfect, cheers!", ""),
    ),
)

# -- 7. spa-bath repair (with an opener) -------------------------------------------------------------------------

SPABATH = Scenario(
    goal="Get a technician to repair your spa bath, whose jets stopped working; it is under the installer's warranty.",
    persona=None,
    known_facts={
        "warranty_number": "SW-0093-7716",
        "install_date": "2023-10-05",
        "address": "22 Kestrel Court, Reading RG1 7QZ",
        "phone": "0118 496 0215",
        "email": "d.nwosu@yahoo.co.uk",
    },
    unknown_facts=["job number: JOB-61847", "call-out charge: £85"],
    opener="Hello, the jets on my spa bath have stopped working.",
    expected=["book_repair"],
)
_SPA_WARRANTY = call(
    "check_warranty",
    {"warranty_number": "SW-0093-7716"},
    {
        "warranty": "SW-0093-7716",
        "model": "AquaLux 1700 Whirlpool",
        "installed": "2023-10-05",
        "expires": "2026-10-05",
        "covered": True,
        "email": "d.nwosu@yahoo.co.uk",
        "next_slot": "2025-03-06",
    },
)
_SPA_BOOK = call(
    "book_repair",
    {
        "warranty_number": "SW-0093-7716",
        "date": "2025-03-06",
        "address": "22 Kestrel Court, Reading RG1 7QZ",
        "phone": "0118 496 0215",
    },
    {"job": "JOB-61847", "date": "2025-03-06", "window": "08:00-18:00", "callout_charge": 0},
)
SPABATH_FLOWS = (
    (
        u("Hello, the jets on my spa bath have stopped working."),
        a("Sorry to hear that. Do you have your warranty number?"),
        u(
            "Yes, SW-0093-7716.",
            "It's SW-0093-7716",
            "sw00937716",
            "The warranty number is SW-0093-7716. It was installed on 5 October 2023.",
        ),
        a(
            "Thanks. Your AquaLux 1700 Whirlpool, installed on 5 October 2023, is under warranty until 5 October "
            "2026, so parts and labour are covered. Does the pump make any sound when you switch it on?",
            _SPA_WARRANTY,
        ),
        u(
            "No, nothing at all. The light comes on but the pump is silent.",
            "Total silence. I checked the fuse box and nothing has tripped.",
            "It hums for a second and then stops. Good to hear it's covered until 2026!",
            "no sound at all, its been like this since last weekend",
        ),
        a(
            "That sounds like the pump or its controller. Our next technician slot is Thursday 6 March, "
            "8am-6pm. What's the address?"
        ),
        u(
            "22 Kestrel Court, Reading RG1 7QZ. Thursday is fine.",
            "Address: 22 Kestrel Court, Reading, RG1 7QZ - the 6th works.",
            "22 Kestrel Court, RG1 7QZ. Is there a call-out charge?",
            "It's 22 Kestrel Court in Reading. Thursday 06/03 is ok, I work from home.",
        ),
        a("There's no call-out charge under warranty. And a phone number for the technician?"),
        u(
            "0118 496 0215",
            "It's 0118 496 0215.",
            "You can reach me on 01184960215, or email d.nwosu@yahoo.co.uk.",
            "0118-496-0215",
        ),
        a(
            "Booked: a technician will come to 22 Kestrel Court on Thursday 6 March, 8am-6pm. Job number "
            "JOB-61847. The usual £85 call-out charge is waived under warranty.",
            _SPA_BOOK,
        ),
        stop("Great, thank you!", "Perfect, JOB-61847 noted. Thanks.", "Thanks a lot, see you Thursday.", ""),
    ),
    (
        u("Hello, the jets on my spa bath have stopped working."),
        a("I'm sorry about that. When was it installed, and do you have the warranty number?"),
        u(
            "It was installed on 5 October 2023, warranty SW-0093-7716.",
            "05/10/2023 - warranty no. SW-0093-7716",
            "October 5th 2023, and the number is SW-0093-7716.",
            "installed 2023-10-05, warranty sw-0093-7716",
        ),
        a(
            "You're covered until 5 October 2026 for the AquaLux 1700 Whirlpool. The next technician slot is "
            "Thursday 6 March, 8am-6pm. Would that work?",
            _SPA_WARRANTY,
        ),
        u(
            "Yes, Thursday 6 March works.",
            "That's fine. Will I have to pay anything?",
            "Thursday's ok. Can they text before they arrive?",
            "yes the 6th is fine",
        ),
        a(
            "Under warranty there's nothing to pay: the £85 call-out charge is waived, and they text on the way. "
            "What's the address and the best phone number?"
        ),
        u(
            "22 Kestrel Court, Reading RG1 7QZ - 0118 496 0215.",
            "Address 22 Kestrel Court, Reading RG1 7QZ; phone 0118 496 0215",
            "22 Kestrel Court, RG1 7QZ. Phone: 0118 4960215. So no £85 charge, great.",
            "22 kestrel court reading rg1 7qz / 01184960215",
        ),
        a("Booked for Thursday 6 March, 8am-6pm; your job number is JOB-61847.", _SPA_BOOK),
        u(
            "Thanks. Will I get an email confirmation?",
            "Do I need to empty the bath before they come?",
            "Good. Can you send the details to d.nwosu@yahoo.co.uk?",
        ),
        a(
            "A confirmation for JOB-61847 is going to d.nwosu@yahoo.co.uk, the email on the warranty. Please "
            "leave the bath empty and clear access to the side panel."
        ),
        stop("Will do, thanks!", "Ok, thank you. Bye.", "Great, thanks for your help.", ""),
    ),
)

# -- 8. fridge delivery slot change ------------------------------------------------------------------------------

FRIDGE = Scenario(
    goal="Move the delivery of your new fridge freezer to a later day, as you will be away on the booked day.",
    persona="a nurse on night shifts, brief and to the point",
    known_facts={
        "order_number": "ORD-5528-1930",
        "postcode": "G12 8QQ",
        "email": "aisha.rahman@hotmail.co.uk",
        "phone": "07450 118 236",
    },
    unknown_facts=["new delivery reference: DLV-330917"],
    expected=["reschedule_delivery"],
)
_FRIDGE_ORDER = call(
    "get_order",
    {"order_number": "ORD-5528-1930", "postcode": "G12 8QQ"},
    {
        "order": "ORD-5528-1930",
        "item": "Bosch KGN39 fridge freezer",
        "price": 649.0,
        "delivery": "2025-04-03",
        "window": "07:00-13:00",
        "free_dates": ["2025-04-07", "2025-04-08", "2025-04-10"],
        "email": "aisha.rahman@hotmail.co.uk",
    },
)
_FRIDGE_MOVE = call(
    "reschedule_delivery",
    {"order_number": "ORD-5528-1930", "date": "2025-04-08"},
    {"status": "rescheduled", "date": "2025-04-08", "window": "07:00-13:00", "reference": "DLV-330917"},
)
FRIDGE_FLOWS = (
    (
        u(
            "Hi, I need to change the delivery day for my fridge freezer.",
            "Hello, can I move my fridge delivery to another day? I won't be home.",
            "hi - need to rearrange delivery of a fridge freezer pls",
            "I have a fridge freezer being delivered but I'm away that day. Can it come later?",
        ),
        a("Sure. What's your order number and postcode?"),
        u(
            "ORD-5528-1930, G12 8QQ",
            "Order ORD-5528-1930, postcode G12 8QQ.",
            "ord 5528 1930 / g12 8qq",
            "It's ORD-5528-1930 and G12 8QQ",
        ),
        a(
            "Thanks. Your Bosch KGN39 fridge freezer (£649.00) is due on Thursday 3 April, 7am-1pm. I can move "
            "it to Monday 7 April, Tuesday 8 April or Thursday 10 April. Which day?",
            _FRIDGE_ORDER,
        ),
        u(
            "Tuesday 8 April please.",
            "The 8th.",
            "08/04 please, same time window if possible.",
            "Tues 8th. I'm back on the 7th but would rather not risk it.",
        ),
        a(
            "Done: delivery moved to Tuesday 8 April, 7am-1pm. Your new delivery reference is DLV-330917.",
            _FRIDGE_MOVE,
        ),
        u(
            "Thanks. Will the driver call ahead?",
            "Will I get a text on the day?",
            "Ok. Do they take the old fridge away?",
        ),
        a(
            "The driver calls about 30 minutes before arriving, and you'll get a text that morning with a "
            "two-hour window. Taking away an old appliance isn't part of this order."
        ),
        stop("Ok thanks.", "Great, thanks. Bye", "Fine. Cheers.", ""),
    ),
    (
        u(
            "Hello, I'd like to move my fridge freezer delivery please.",
            "Hi, my fridge delivery is on a day I'm away. Can we change it?",
            "need to push back my fridge freezer delivery",
        ),
        a("I can do that. Could I have the order number?"),
        u("ORD-5528-1930", "It's ORD-5528-1930.", "Order number ORD5528-1930", "ord-5528-1930"),
        a("And the postcode for the delivery?"),
        u("G12 8QQ", "It's G12 8QQ.", "g12 8qq", "Postcode G12 8QQ - it's a top-floor flat, no lift."),
        a(
            "Thanks. The fridge freezer is booked for Thursday 3 April, 7am-1pm. Free days are Monday 7, "
            "Tuesday 8 or Thursday 10 April.",
            _FRIDGE_ORDER,
        ),
        u("Monday 7th please.", "7 April.", "monday 07/04", "The 7th, morning if possible."),
        a(
            "I'm sorry, Monday 7 April has just filled up and the change failed. Would Tuesday 8 April work "
            "instead?",
            call(
                "reschedule_delivery",
                {"order_number": "ORD-5528-1930", "date": "2025-04-07"},
                error="SlotFull: no capacity on 2025-04-07",
            ),
        ),
        u("Ok, Tuesday then.", "Fine, the 8th.", "Tuesday 8 April is ok.", "sure, tuesday works"),
        a(
            "Done: delivery on Tuesday 8 April, 7am-1pm. Reference DLV-330917; the confirmation goes to "
            "aisha.rahman@hotmail.co.uk.",
            _FRIDGE_MOVE,
        ),
        stop("Thanks.", "Ok, DLV-330917. Thanks, bye", "Great, cheers.", ""),
    ),
)

# -- 9. language-exam registration (with an opener) --------------------------------------------------------------

EXAM = Scenario(
    goal="Register for the B2 German exam at the Lingua Test Centre on 21 June 2025 and pay the fee.",
    persona="a graduate student applying for a master's in Germany, precise and a bit anxious",
    known_facts={
        "candidate_id": "LTC-118-2207",
        "full_name": "Tomás Ferreira",
        "date_of_birth": "1999-08-30",
        "email": "tferreira99@gmail.com",
        "passport_number": "CA482913",
    },
    unknown_facts=["exam fee: £215", "seat number"],
    opener="Hi, I want to register for the B2 German exam in June.",
    expected=["register_candidate"],
)
_EXAM_SESSIONS = call(
    "find_sessions",
    {"level": "B2", "month": "2025-06"},
    {
        "sessions": [
            {"code": "B2-0621-AM", "date": "2025-06-21", "start": "09:00", "fee": 215.0, "seats_left": 6}
        ],
        "results_by": "2025-07-25",
    },
)
EXAM_FLOWS = (
    (
        u("Hi, I want to register for the B2 German exam in June."),
        a("Happy to help. Have you sat an exam with us before? If so, what's your candidate ID?"),
        u(
            "Yes, my candidate ID is LTC-118-2207.",
            "LTC-118-2207",
            "I did the B1 with you before - ID ltc 118 2207",
            "Yes: LTC-118-2207.",
        ),
        a(
            "Thanks, Tomás. There's one B2 session in June: Saturday 21 June 2025 at 09:00 (B2-0621-AM), 6 seats "
            "left. The fee is £215. Shall I register you?",
            call(
                "get_candidate",
                {"candidate_id": "LTC-118-2207"},
                {"candidate": "LTC-118-2207", "name": "Tomás Ferreira", "email": "tferreira99@gmail.com"},
            ),
            _EXAM_SESSIONS,
        ),
        u(
            "Yes please, register me for the 21st.",
            "Yes. £215 is fine.",
            "Yes, B2-0621-AM please. When do the results come out?",
            "please do - saturday 21 june at 9 works",
        ),
        a("Results are out by 25 July 2025. Before I register you, what's your passport number?"),
        u("CA482913", "It's CA482913.", "Passport number: CA482913.", "ca482913"),
        a(
            "Registered: B2 German, Saturday 21 June 2025, 09:00, at the Lingua Test Centre. £215 has been "
            "charged; your seat number is 14, and the confirmation went to tferreira99@gmail.com.",
            call(
                "register_candidate",
                {"candidate_id": "LTC-118-2207", "session": "B2-0621-AM", "passport": "CA482913"},
                {"registration": "REG-7734102", "session": "B2-0621-AM", "fee": 215.0, "seat": 14},
            ),
        ),
        stop(
            "Perfect, thank you very much!",
            "Great, seat 14 noted. Thanks!",
            "Thanks a lot. Wish me luck!",
            "",
        ),
    ),
    (
        u("Hi, I want to register for the B2 German exam in June."),
        a("Sure. What's your full name and date of birth?"),
        u(
            "Tomás Ferreira, 30 August 1999.",
            "Tomas Ferreira, born 30/08/1999",
            "Tomás Ferreira - 1999-08-30",
            "My name's Tomás Ferreira and my birthday is August 30th, 1999.",
        ),
        a(
            "Thank you. You're on record as candidate LTC-118-2207. The June B2 session is Saturday 21 June at "
            "09:00, and the fee is £215. Which email should the confirmation go to?",
            call(
                "find_candidate",
                {"name": "Tomás Ferreira", "date_of_birth": "1999-08-30"},
                {"candidate": "LTC-118-2207", "id_document": "passport", "id_expired": True},
            ),
            _EXAM_SESSIONS,
        ),
        u(
            "tferreira99@gmail.com",
            "Please use tferreira99@gmail.com.",
            "TFerreira99@gmail.com",
            "tferreira99@gmail.com - the one on my record, LTC-118-2207, should be the same",
        ),
        a(
            "Thanks. I'm sorry, but I can't register you yet: the passport on your record has expired, and we "
            "can't accept a registration without a valid ID on file."
        ),
        u(
            "Oh, I renewed it. The new one is CA482913.",
            "But I have a new passport: CA482913. Can you add it?",
            "Hmm, my current passport number is CA482913 - can you use that?",
            "i got a new passport recently, it's CA482913",
        ),
        a(
            "I'm afraid I can't take ID documents over chat, and I can't register you until the new passport is "
            "uploaded and checked. Please upload it in your account; the check takes one working day."
        ),
        stop(
            "Ok, I'll upload it now. Thanks.",
            "Alright, I'll do that and come back. Bye.",
            "Fine, I'll upload it tonight. Thank you.",
            "",
        ),
    ),
)

# -- 10. chimney-sweep booking -----------------------------------------------------------------------------------

SWEEP = Scenario(
    goal="Book a chimney sweep for your wood-burning stove before the winter.",
    persona=None,
    known_facts={
        "address": "Rose Cottage, 3 Mill Lane, Hebden Bridge HX7 8AB",
        "phone": "01422 845 630",
        "email": "gwen.price@btinternet.com",
        "stove_model": "Charnwood C-Five",
        "last_sweep": "2023-10-20",
    },
    unknown_facts=["sweep fee: £75", "booking reference"],
    expected=["book_sweep"],
)
_SWEEP_SLOTS = call(
    "check_slots",
    {"postcode": "HX7 8AB"},
    {
        "postcode": "HX7 8AB",
        "slots": ["2025-10-14T09:00", "2025-10-16T13:00"],
        "price": 75.0,
        "certificate": True,
    },
)
SWEEP_FLOWS = (
    (
        u(
            "Hi, I'd like to book a chimney sweep for my log burner.",
            "Hello, could I get my stove chimney swept before winter?",
            "hi, looking to get the chimney swept, it's a wood burner",
            "Hello! I need a sweep for my wood-burning stove, it's a Charnwood C-Five.",
        ),
        a("Of course. What's the address?"),
        u(
            "Rose Cottage, 3 Mill Lane, Hebden Bridge HX7 8AB",
            "It's Rose Cottage, 3 Mill Lane, Hebden Bridge, HX7 8AB.",
            "rose cottage, 3 mill lane, hebden bridge hx7 8ab",
            "Rose Cottage - 3 Mill Lane, Hebden Bridge. Postcode HX7 8AB.",
        ),
        a(
            "Thanks. We cover HX7. A sweep with a certificate is £75. I can do Tuesday 14 October at 9:00 or "
            "Thursday 16 October at 13:00.",
            _SWEEP_SLOTS,
        ),
        u(
            "Tuesday 14 October at 9 please.",
            "The Tuesday morning one.",
            "14/10 at 9am. Is the £75 paid on the day?",
            "tuesday the 14th pls",
        ),
        a("Tuesday 14 October at 9:00, noted (you pay on the day). When was the chimney last swept?"),
        u(
            "October 2023, the 20th I think.",
            "Last sweep was 20/10/2023.",
            "Two years ago - 20 October 2023.",
            "2023-10-20, by a different company",
        ),
        a("Thanks. What phone number should the sweep call if they're running late?"),
        u("01422 845 630", "It's 01422 845630.", "Landline: 01422-845-630", "+44 1422 845 630 please"),
        a(
            "Booked for Tuesday 14 October at 9:00 at Rose Cottage. Reference SWP-40218; the £75 is paid on "
            "the day, and you'll get a certificate.",
            call(
                "book_sweep",
                {
                    "address": "Rose Cottage, 3 Mill Lane, Hebden Bridge HX7 8AB",
                    "slot": "2025-10-14T09:00",
                    "phone": "01422 845 630",
                },
                {"booking": "SWP-40218", "slot": "2025-10-14T09:00", "price": 75.0},
            ),
        ),
        stop("Lovely, thank you.", "Great, SWP-40218. Thanks!", "Thanks very much, see you on the 14th.", ""),
    ),
    (
        u(
            "Hi, how much is a chimney sweep? I'd like to book one for my wood burner.",
            "Hello, what do you charge for sweeping a stove chimney? I'd like to get it done before winter.",
            "hi what's the price for a chimney sweep, want to book",
        ),
        a("A standard sweep with a certificate is £75. What's the postcode?"),
        u(
            "HX7 8AB",
            "It's HX7 8AB - Hebden Bridge.",
            "hx7 8ab. £75 is fine.",
            "Postcode HX7 8AB, it's Rose Cottage on Mill Lane.",
        ),
        a("We cover HX7. I can do Tuesday 14 October at 9:00 or Thursday 16 October at 13:00.", _SWEEP_SLOTS),
        u(
            "Thursday 16th at 1pm please.",
            "The Thursday afternoon, 16 October.",
            "16/10 at 13:00 - I can't do Tuesday mornings.",
            "thursday pls",
        ),
        a("Thursday 16 October at 13:00. What's the full address, and an email for the confirmation?"),
        u(
            "Rose Cottage, 3 Mill Lane, Hebden Bridge HX7 8AB. Email gwen.price@btinternet.com.",
            "Address: Rose Cottage, 3 Mill Lane, Hebden Bridge\nEmail: gwen.price@btinternet.com",
            "rose cottage, 3 mill lane, hebden bridge / gwen.price@btinternet.com",
            "It's Rose Cottage, 3 Mill Lane, HX7 8AB, and my email is Gwen.Price@btinternet.com",
        ),
        a(
            "Booked: Thursday 16 October at 13:00, Rose Cottage. Reference SWP-40219; the confirmation is on its "
            "way to gwen.price@btinternet.com.",
            call(
                "book_sweep",
                {
                    "address": "Rose Cottage, 3 Mill Lane, Hebden Bridge HX7 8AB",
                    "slot": "2025-10-16T13:00",
                    "email": "gwen.price@btinternet.com",
                },
                {"booking": "SWP-40219", "slot": "2025-10-16T13:00", "price": 75.0},
            ),
        ),
        u(
            "Thank you. Do I need to do anything to prepare?",
            "Should I let the stove go out the night before?",
            "Great. How long does it take?",
        ),
        a(
            "Please don't light the stove for 24 hours before, and clear the area around it. A sweep takes "
            "about an hour."
        ),
        stop("Ok, will do. Thanks!", "Perfect, thank you.", "Great, thanks for the help. Bye!", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("carpet", CARPET, CARPET_FLOWS),
    Domain("catsit", CATSIT, CATSIT_FLOWS),
    Domain("vintagecar", VINTAGECAR, VINTAGECAR_FLOWS),
    Domain("festival", FESTIVAL, FESTIVAL_FLOWS),
    Domain("leak", LEAK, LEAK_FLOWS),
    Domain("codecamp", CODECAMP, CODECAMP_FLOWS),
    Domain("spabath", SPABATH, SPABATH_FLOWS),
    Domain("fridge", FRIDGE, FRIDGE_FLOWS),
    Domain("exam", EXAM, EXAM_FLOWS),
    Domain("sweep", SWEEP, SWEEP_FLOWS),
]

# -- seeded faults: each breaks exactly one rule ------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "carpet",
        0,
        Say(0, "Hi, I'd like a quote for new carpets in two bedrooms and the landing."),
        "one word changed (carpets)",
    ),
    F(
        "opener",
        "carpet",
        1,
        Say(0, "Hello! Could you quote me for carpeting two bedrooms and a landing?"),
        "paraphrase",
    ),
    F(
        "opener",
        "vintagecar",
        0,
        Say(0, "Hello! I'm looking to hire a vintage car for our wedding day. It's on 14 June."),
        "opener plus a sentence with a known fact",
    ),
    F(
        "opener",
        "vintagecar",
        1,
        Say(0, "I'm looking to hire a vintage car for our wedding day."),
        "greeting dropped",
    ),
    F("opener", "leak", 0, Say(0, "Hi, my boiler is leaking."), "truncated"),
    F(
        "opener",
        "leak",
        1,
        Say(
            0,
            "Hi, there's water leaking from my boiler and I'd like to make a claim on my boiler cover please.",
        ),
        "paraphrase",
    ),
    F(
        "opener",
        "spabath",
        0,
        Say(0, "Hello, the jets on my whirlpool bath have stopped working. Can you send someone?"),
        "a word swapped and a question added",
    ),
    F(
        "opener",
        "exam",
        0,
        Say(0, "Hi, I want to register for the B2 German exam on 21 June."),
        "the month made a date (from the goal)",
    ),
    # -- reply_shape: not one user speaking in its own voice
    F(
        "reply_shape",
        "catsit",
        0,
        Say(1, "PAW-30418\n\nAssistant: Thank you! I've found your account. Which dates will you be away?"),
        "assistant line after the answer",
    ),
    F(
        "reply_shape",
        "festival",
        0,
        Say(
            3,
            "<think>The agent wants to know which ticket. Any is fine, so I'll pick T-2.</think>\nT-2 please.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "codecamp",
        0,
        Say(2, 'Here\'s my reply as the parent:\n\n"The July week please, PY-B-0714."'),
        "meta framing around a quoted reply",
    ),
    F(
        "reply_shape",
        "fridge",
        0,
        Say(3, "Will the driver call ahead?\nAgent: Yes, the driver always calls before arriving."),
        "second speaker answers",
    ),
    F(
        "reply_shape",
        "sweep",
        1,
        Say(4, "Thank you! Is there anything else I can help you with today?"),
        "assistant stock phrase",
    ),
    F(
        "reply_shape",
        "vintagecar",
        1,
        Say(4, "Thank you!! ###STOP###\nOh wait, who will be driving us?"),
        "stop signal mid-text, then more",
    ),
    F(
        "reply_shape",
        "exam",
        0,
        Say(4, "Thanks! Do I need to bring my passport on the day?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "spabath",
        1,
        Say(4, "Do I need to empty the bath before they come? Probably yes, so they can get to the pump."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "carpet",
        1,
        Say(
            2,
            "The Wednesday afternoon please.\n\n(Note: my persona is unsure about measurements, so I'll ask "
            "about the size next turn.)",
        ),
        "a note about the persona",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "carpet",
        0,
        Say(4, "Perfect. I'll note down CQ-55817. Thanks so much!"),
        "quote reference quoted back with digits swapped",
    ),
    F("invented_specifics", "catsit", 0, Say(1, "Yes, it's PAW-30481."), "client id digits swapped"),
    F(
        "invented_specifics",
        "vintagecar",
        0,
        Say(4, "Best number is 07811 402 595."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "festival",
        0,
        Say(1, "LF25-448193 - I bought them on 3 February."),
        "purchase date",
    ),
    F("invented_specifics", "codecamp", 1, Say(1, "m.fischer@gmx.de"), "email domain changed"),
    F("invented_specifics", "spabath", 0, Say(4, "0118 496 0251"), "phone last digits swapped"),
    F(
        "invented_specifics",
        "fridge",
        0,
        Say(2, "Tuesday 8 April please - the entry code for the close is 4471."),
        "door code",
    ),
    F(
        "invented_specifics",
        "exam",
        0,
        Say(3, "Passport number CA482913, it expires on 12 March 2031."),
        "passport expiry date",
    ),
    F(
        "invented_specifics",
        "sweep",
        0,
        Say(2, "Tuesday 14 October at 9 please. Last time I paid £65."),
        "past price",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "carpet",
        0,
        Say(2, "Yes please, Tuesday the 11th works. Is that under quote reference CQ-55871?"),
        "quote reference before the agent said it",
    ),
    F(
        "unknown_fact",
        "catsit",
        0,
        Say(2, "From 9 May to 16 May. The booking total should come to £238 then."),
        "booking total before the agent said it (without pence)",
    ),
    F(
        "unknown_fact",
        "vintagecar",
        0,
        Say(4, "07811 402 559. I'll pay the £150 deposit today."),
        "deposit before the agent said it",
    ),
    F(
        "unknown_fact",
        "festival",
        1,
        Say(
            0,
            "Hi, I want to transfer a Larkfield ticket to my friend Sam Doyle. I know it's £7.50 to transfer.",
        ),
        "transfer fee in the first message",
    ),
    F(
        "unknown_fact",
        "leak",
        0,
        Say(2, "From under the boiler. Please log it as claim CL-882045."),
        "claim number before the agent said it",
    ),
    F(
        "unknown_fact",
        "codecamp",
        0,
        Say(3, "EARLY25, and m.fischer@gmx.net. So that's 297,50 € in the end?"),
        "final price in a European format",
    ),
    F(
        "unknown_fact",
        "spabath",
        1,
        Say(2, "Yes, Thursday 6 March works. And the £85 call-out charge is waived under warranty, right?"),
        "call-out charge before the agent said it",
    ),
    F(
        "unknown_fact",
        "fridge",
        1,
        Say(4, "Ok, Tuesday then. Please send the new delivery reference DLV-330917 to my email."),
        "delivery reference before the agent said it",
    ),
    F(
        "unknown_fact",
        "exam",
        0,
        Say(1, "Yes, LTC-118-2207. I know the exam fee is £215."),
        "exam fee before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "carpet",
        1,
        Say(
            1,
            "Rachel Okafor, LS6 2QT. The house is 14 Brudenell Grove, Leeds, my number is 07700 914 362 and my "
            "email is r.okafor@gmail.com.",
        ),
        "asked for name and postcode, gives three more",
    ),
    F(
        "data_dump",
        "catsit",
        0,
        Say(
            0,
            "Hi, I'm away from 9 to 16 May and need twice-daily visits for Miso and Tofu. My client ID is "
            "PAW-30418.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "vintagecar",
        0,
        Say(
            1,
            "It's on 14 June 2025. We're marrying at St Mary's Church, High Street, Thame OX9 3DP, the reception "
            "is at Notley Tithe Barn, and you can reach me on 07811 402 559.",
        ),
        "asked for the date, gives three more",
    ),
    F(
        "data_dump",
        "festival",
        0,
        Say(
            0,
            "Hi, I want to move one of my Larkfield tickets to my friend.\n- Order: LF25-448193\n- My email: "
            "k.adeyemi@gmail.com\n- Friend: Sam Doyle, sam.doyle@proton.me",
        ),
        "a list of four facts",
    ),
    F(
        "data_dump",
        "leak",
        1,
        Say(1, "HBC-7720391. DOB 2 Nov 1984, postcode M20 4TX, the boiler is a Worcester Greenstar 30i."),
        "asked for the policy, gives three more",
    ),
    F(
        "data_dump",
        "codecamp",
        1,
        Say(
            0,
            "Hi, I'd like to enrol my son Leo Fischer (born 22/03/2014) in the beginners' Python camp. I have "
            "the code EARLY25, and you can reach me at m.fischer@gmx.net.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "spabath",
        1,
        Say(
            1,
            "Installed 5 October 2023, warranty SW-0093-7716. I'm at 22 Kestrel Court, Reading RG1 7QZ, phone "
            "0118 496 0215, email d.nwosu@yahoo.co.uk.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "fridge",
        1,
        Say(1, "ORD-5528-1930\n\n--\nA. Rahman\nG12 8QQ\n07450 118 236\naisha.rahman@hotmail.co.uk"),
        "asked for the order, a signature with three more",
    ),
    F(
        "data_dump",
        "sweep",
        0,
        Say(
            0,
            "Hello, I'd like the chimney swept at Rose Cottage on Mill Lane in Hebden Bridge. It's a Charnwood "
            "stove, last done in October 2023 - ring me on 01422 845630.",
        ),
        "four facts up front, three of them paraphrased",
    ),
    # -- premature_stop: the user stops before the expected write ran; the agent neither failed nor refused
    F(
        "premature_stop",
        "carpet",
        0,
        StopAt(4, "Let me check with my partner which day suits and I'll come back to book. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "catsit",
        1,
        StopAt(4, "Ok, £238. I'll think it over and get back to you."),
        "after the total",
    ),
    F(
        "premature_stop",
        "vintagecar",
        0,
        StopAt(4, "Wow, they both look lovely. I'll talk to my fiancé and come back to you!"),
        "after the cars",
    ),
    F("premature_stop", "festival", 0, StopAt(6, ""), "silent stop after the agent's question"),
    F(
        "premature_stop",
        "leak",
        0,
        StopAt(8, "Thanks, that's all I needed."),
        "claim opened, engineer not booked",
    ),
    F(
        "premature_stop",
        "codecamp",
        0,
        StopAt(2, "Actually I need to check his school dates first. Bye for now."),
        "after the first question",
    ),
    F(
        "premature_stop",
        "spabath",
        0,
        StopAt(6, "Ok, I'll look at my diary and ring back to book. Thanks."),
        "after the slot",
    ),
    F(
        "premature_stop",
        "exam",
        0,
        StopAt(6, "It's CA482913. Thanks, that's everything - bye!"),
        "answers, then leaves before the registration",
    ),
    F(
        "premature_stop",
        "sweep",
        1,
        StopAt(6, "Great, thanks for the info!"),
        "after the agent asked for details",
    ),
    # -- persona_sent: the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "carpet", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "catsit", 1, meta(1, prompt_missing=["known_facts.client_id"]), "a known fact"),
    F("persona_sent", "vintagecar", 1, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "leak", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "codecamp",
        0,
        meta(1, prompt_missing=["known_facts.promo_code", "known_facts.parent_email"]),
        "two known facts",
    ),
    F("persona_sent", "fridge", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "exam", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "sweep", 0, meta(2, prompt_missing=["goal"]), "goal"),
]
