"""Blind set 9, part O: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session (an LLM assistant, Claude) working from the brief ``fblind_o``, before any guard was
run on it and without seeing how the guards work. Read beforehand, and nothing else of the repository: the
section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` and the sections after
it up to "Statistics over valid trials"; the docstring of ``check_fidelity``; ``tests/_fidelity_blind.py`` (the
first blind set's framework, its seeded faults and the labels its docstring defines); lines 1-330 of
``tests/_fidelity_blind_domains.py`` (the step helpers and the first domains, for the style); the first 40
lines of ``tests/_fidelity_blind_domains2.py`` (and a grep of its ``Scenario`` and ``opener`` lines); and the
``Case`` entry format at the top of ``tests/_fidelity_corpus.py``. No guard, ``check_fidelity`` or bench was
called while writing it.

Ten scenarios that reuse none of the earlier sets' domains: a harbour boat tour, a pet-insurance renewal, a phone
trade-in, a photo-book order, a bouncy-castle hire, a guitar repair, a go-kart party, a blinds fitting, a baby-crib
rental and a florist delivery (five with an opener). Every user turn lists clean alternatives written like an LLM
simulated user that behaves: facts restated in its own formats, ids and amounts the agent said quoted back (or
added up, or subtracted), dates in several formats, follow-up questions, lists, typos and polite closings. Two
flows end cleanly without the write: one after a tool error (``petinsure``), one after the agent refused
(``crib``).

Labels follow the brief's definitions, not what a guard can see: a clean conversation sends the opener word for
word, keeps one user's voice (no reasoning, notes, role markers, assistant voice, second speaker, stop signal in
the text, answer to its own question), volunteers at most two known facts per turn before the agent asks for
them, states no unknown fact before the agent told it, says only specifics from the scenario, earlier messages or
tool results (or worked out from them), stops only after the expected write ran or the agent failed or refused,
and had its scenario in the user model's prompt. Each fault in :data:`FAULTS` breaks exactly one of these rules.

``DOMAINS`` and ``FAULTS`` plug into ``_fidelity_blind.build``.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. harbour boat tour (with an opener) -----------------------------------------------------------------------

BOATTOUR = Scenario(
    goal="Book the sunset harbour cruise for four adults (you, your partner and your parents, for their "
    "anniversary) on the day you have in mind.",
    persona="an Australian woman planning a surprise for her parents, chatty and warm",
    known_facts={
        "full_name": "Imogen Harte",
        "email": "imogen.harte@gmail.com",
        "mobile": "+61 412 558 903",
        "tour_date": "2025-06-14",
    },
    unknown_facts=["booking reference: HB-60417", "boarding pier"],
    opener="Hi! I'd like to book the sunset harbour cruise for four people.",
    expected=["book_tour"],
)
_BOAT_CHECK = call(
    "check_availability",
    {"tour": "sunset", "date": "2025-06-14", "guests": 4},
    {
        "tour": "Sunset Harbour Cruise",
        "date": "2025-06-14",
        "departure": "18:15",
        "seats_left": 9,
        "price_per_adult": 79.0,
    },
)
_BOAT_BOOK = call(
    "book_tour",
    {"tour": "sunset", "date": "2025-06-14", "adults": 4, "name": "Imogen Harte"},
    {
        "booking_ref": "HB-60417",
        "total": 316.0,
        "departure": "2025-06-14T18:15",
        "pier": "Pier 3, Circular Quay",
    },
)
BOATTOUR_FLOWS = (
    (
        u("Hi! I'd like to book the sunset harbour cruise for four people."),
        a("Lovely! Which date would you like to go out?"),
        u(
            "Saturday 14 June please.",
            "The 14th of June, it's a Saturday.",
            "june 14th if you've got space!",
            "2025-06-14 - that's a Saturday, right? It's for my parents' anniversary.",
        ),
        a(
            "Good news: the Sunset Harbour Cruise on Saturday, June 14 departs at 6:15 pm and has 9 seats left. "
            "It's $79 per adult, so $316 for four. What name should the booking be under?",
            _BOAT_CHECK,
        ),
        u(
            "Imogen Harte.",
            "Put it under Imogen Harte please - that's H-A-R-T-E.",
            "Under my name, Imogen Harte. $316 is fine.",
            "imogen harte :) and yes, 6:15 is perfect, they'll catch the whole sunset",
        ),
        a("Thanks, Imogen. And an email address for the tickets?"),
        u(
            "imogen.harte@gmail.com",
            "Send them to imogen.harte@gmail.com please",
            "Sure, it's Imogen.Harte@gmail.com",
            "email: imogen.harte@gmail.com (my personal one, not work)",
        ),
        a(
            "Booked! Reference HB-60417: four adults on the Sunset Harbour Cruise, Saturday June 14, 6:15 pm "
            "departure, total $316.00. Boarding is at Pier 3, Circular Quay; please arrive 20 minutes early.",
            _BOAT_BOOK,
        ),
        stop(
            "Wonderful, thank you so much! Mum and Dad are going to love it.",
            "Perfect - HB-60417, Pier 3. Thanks heaps!",
            "Great, see you on the 14th. Cheers!",
            "",
        ),
    ),
    (
        u("Hi! I'd like to book the sunset harbour cruise for four people."),
        a("Happy to help. Which day are you thinking of, and can I take a name for the booking?"),
        u(
            "Saturday, 14/06/2025, and the name is Imogen Harte.",
            "June 14 - under Imogen Harte.",
            "It'd be for Sat 14 June. Name: Imogen Harte",
            "the 14th of June. I'm Imogen Harte",
        ),
        a(
            "Thanks. The June 14 sunset departure is at 6:15 pm; there are 9 seats left at $79 per adult. Shall I "
            "hold four seats?",
            _BOAT_CHECK,
        ),
        u(
            "Yes please hold four. Is there a bar on board?",
            "Yes! 4 seats at $79 each works. Can we bring a cake? It's my parents' anniversary.",
            "Yes, four please. So that's $316 all up?",
            "Go ahead with four seats",
        ),
        a(
            "That's $316 in total for four. There's a licensed bar on board, and you're welcome to bring a cake. "
            "What's the best mobile number for the booking?"
        ),
        u(
            "+61 412 558 903",
            "My mobile is 0412 558 903.",
            "It's 0412 558 903 - or +61 412 558 903 with the country code.",
            "mobile +61 412 558 903",
        ),
        a(
            "Done: booking HB-60417 for four adults on Saturday 14 June, 6:15 pm. Total $316.00. Boarding is at "
            "Pier 3, Circular Quay.",
            _BOAT_BOOK,
        ),
        u(
            "Thanks! How early should we get to Pier 3?",
            "Great. Do I pay now or on the day?",
            "Brilliant. Will the confirmation come by text or email?",
        ),
        a(
            "Please be at Pier 3 about 20 minutes before departure. Payment is taken now through a card link, and "
            "the confirmation comes by text to your mobile."
        ),
        stop(
            "Perfect, thanks so much!", "Lovely. Thanks for your help, bye!", "Got it, 20 min early. Cheers!"
        ),
    ),
)

# -- 2. pet-insurance renewal ------------------------------------------------------------------------------------

PETINSURE = Scenario(
    goal="Renew your dog's pet-insurance policy for another year with the same cover before it lapses.",
    persona="a retired teacher with a cocker spaniel called Biscuit, polite and a little wordy",
    known_facts={
        "policy_number": "PI-55-208341",
        "postcode": "BS6 7QE",
        "date_of_birth": "1958-11-02",
        "email": "g.whitlow@btinternet.com",
    },
    unknown_facts=["renewal premium: £412.80", "multi-pet discount"],
    expected=["renew_policy"],
)
_PET_GET = call(
    "get_policy",
    {"policy_number": "PI-55-208341"},
    {
        "policy": "PI-55-208341",
        "pet": "Biscuit (Cocker Spaniel)",
        "cover": "Lifetime 7000",
        "expires": "2025-07-31",
        "renewal_premium": 412.80,
        "monthly": 34.40,
    },
)
_PET_RENEW = call(
    "renew_policy",
    {"policy_number": "PI-55-208341", "cover": "Lifetime 7000"},
    {"status": "renewed", "new_expiry": "2026-07-31", "premium": 412.80, "confirmation": "RN-90312"},
)
_PET_RENEW_FAILS = call(
    "renew_policy",
    {"policy_number": "PI-55-208341", "cover": "Lifetime 7000"},
    error="PaymentServiceUnavailable: upstream timeout",
)
PETINSURE_FLOWS = (
    (
        u(
            "Hello, I'd like to renew my dog's insurance policy please, it runs out soon.",
            "Hi there, I need to renew the pet insurance for my spaniel, Biscuit.",
            "good afternoon - renewing my dog's insurance, same cover as this year please",
            "Hi, my pet insurance is coming up for renewal and I'd like to keep it going for another year. Biscuit "
            "is getting on a bit now, so I really don't want any gap in the cover.",
        ),
        a("Of course. Could I have your policy number?"),
        u(
            "Yes, it's PI-55-208341.",
            "PI55208341",
            "Policy number PI-55-208341. I hope I've copied that right!",
            "It's pi-55-208341",
        ),
        a("Thank you. For security, what's the postcode on the policy?"),
        u("BS6 7QE.", "It's bs6 7qe", "The postcode is BS6 7QE, in Bristol."),
        a(
            "Thanks, that's verified. Biscuit's Lifetime 7000 cover expires on 31 July 2025. Renewing the same "
            "cover for another year costs £412.80, or £34.40 a month as you pay now. Shall I go ahead?",
            _PET_GET,
        ),
        u(
            "Yes please, go ahead.",
            "Yes - £34.40 a month is fine, carry on as now.",
            "That's a bit more than I expected, but yes, renew it please.",
            "Yes. Same payment method as before, please.",
        ),
        a(
            "Done. Biscuit's policy is renewed until 31 July 2026, confirmation RN-90312. A new certificate will be "
            "emailed to you.",
            _PET_RENEW,
        ),
        u(
            "Thank you. Will the email go to g.whitlow@btinternet.com? That's the one I use.",
            "Lovely. Could you tell me when the first payment comes out?",
            "Thank you ever so much. RN-90312 - I'll write that down. When will the certificate arrive?",
        ),
        a(
            "It goes to the email on file within the hour, and the first payment of the new year is taken on "
            "1 August 2025."
        ),
        stop(
            "Marvellous, thank you for your help.",
            "That's everything, thank you. Goodbye!",
            "Thanks, have a nice day.",
            "",
        ),
    ),
    (
        u(
            "Hi, I want to renew Biscuit's policy, number PI-55-208341.",
            "Hello, renewing my pet insurance please. Policy PI-55-208341, postcode BS6 7QE.",
            "Hi! Pet insurance renewal for my cocker spaniel please - policy no. PI 55 208341",
        ),
        a(
            "Thanks. To confirm it's you, please give me the date of birth and the email address on the policy."
        ),
        u(
            "2 November 1958, and g.whitlow@btinternet.com.",
            "DOB 02/11/1958 - email g.whitlow@btinternet.com",
            "Born 1958-11-02; email G.Whitlow@btinternet.com",
        ),
        a(
            "Verified. Renewing the Lifetime 7000 cover costs £412.80 for the year. Shall I renew it now?",
            _PET_GET,
        ),
        u(
            "Yes please.",
            "Go ahead, thank you.",
            "£412.80... well, fine, yes, renew it.",
            "Yes, same cover as before please.",
        ),
        a(
            "I'm very sorry, the renewal didn't go through: our payment system isn't responding at the moment. "
            "Nothing has been charged.",
            _PET_RENEW_FAILS,
        ),
        stop(
            "Oh dear. I'll try again tomorrow then, thank you.",
            "Ah, never mind. I'll ring back later.",
            "Okay, I'll call back when it's working. Bye.",
        ),
    ),
)

# -- 3. mobile-phone trade-in (with an opener) -------------------------------------------------------------------

TRADEIN = Scenario(
    goal="Trade in your old phone (a Pixel 7, 128 GB, in good condition) and have the credit paid into your bank "
    "account.",
    persona=None,
    known_facts={
        "imei": "356938035643809",
        "email": "d.okafor@outlook.com",
        "sort_code": "20-45-77",
        "account_number": "41938260",
    },
    unknown_facts=["quoted trade-in value: £185", "courier tracking number"],
    opener="Hi, I want to trade in my old Pixel 7.",
    expected=["create_tradein"],
)
_TRADE_CHECK = call(
    "check_device",
    {"imei": "356938035643809"},
    {
        "model": "Google Pixel 7",
        "storage": "128GB",
        "blacklisted": False,
        "quote_good": 185.0,
        "quote_fair": 140.0,
        "quote_valid_until": "2025-05-30",
    },
)
_TRADE_CREATE = call(
    "create_tradein",
    {
        "imei": "356938035643809",
        "condition": "good",
        "payout": {"sort_code": "204577", "account": "41938260"},
    },
    {"tradein_id": "TI-3308715", "value": 185.0, "label_sent_to": "d.okafor@outlook.com", "payout_days": 5},
)
TRADEIN_FLOWS = (
    (
        u("Hi, I want to trade in my old Pixel 7."),
        a("Sure! What's the phone's IMEI? You can find it by dialling *#06#."),
        u(
            "It's 356938035643809.",
            "IMEI: 356938035643809",
            "Just checked - 356 938 035 643 809",
            "356938035643809 (copied it from the settings screen)",
        ),
        a(
            "Thanks. That's a Google Pixel 7, 128GB, not blacklisted. In good condition we can offer £185; in fair "
            "condition £140. The quote is valid until 30 May. What condition is it in?",
            _TRADE_CHECK,
        ),
        u(
            "Good condition - no cracks, battery's fine. So £185?",
            "It's in good shape, just a tiny scuff on the back. I'd take the £185.",
            "good condition! screen is perfect, always had a case on",
            "Good. That's £45 more than fair condition, so I'm glad I kept it in a case.",
        ),
        a("Great, £185 it is. Where should we email the prepaid shipping label?"),
        u(
            "d.okafor@outlook.com please.",
            "Email it to d.okafor@outlook.com",
            "To my email, D.Okafor@outlook.com",
        ),
        a("And the bank details for the payout: sort code and account number?"),
        u(
            "Sort code 20-45-77, account 41938260.",
            "204577 / 41938260",
            "sort code 20 45 77 and account number 41938260",
        ),
        a(
            "All set. Trade-in TI-3308715 is created for £185.00. The shipping label is on its way to "
            "d.okafor@outlook.com, and you'll be paid within 5 working days of us receiving the phone.",
            _TRADE_CREATE,
        ),
        stop(
            "Brilliant, thanks!",
            "Cheers - TI-3308715, got it.",
            "Great, I'll post it tomorrow. Thanks for your help!",
            "",
        ),
    ),
    (
        u("Hi, I want to trade in my old Pixel 7."),
        a("Happy to help. What email should we use for the trade-in?"),
        u(
            "d.okafor@outlook.com",
            "Use d.okafor@outlook.com please.",
            "it's d.okafor@outlook.com. Do I need to wipe the phone first?",
        ),
        a(
            "Thanks. Before sending, please factory-reset it and sign out of your Google account. What's the IMEI?"
        ),
        u("356938035643809", "IMEI is 356938035643809.", "Here you go: 356938035643809"),
        a(
            "That's a Pixel 7 128GB. It qualifies for £185 in good condition. Shall I set up the trade-in?",
            _TRADE_CHECK,
        ),
        u(
            "Yes please.",
            "Yes, £185 is fine. Is it paid to my bank?",
            "Go for it.",
            "yep, its in good condition",
        ),
        a("We pay by bank transfer. What are your sort code and account number?"),
        u(
            "20-45-77 and 41938260.",
            "Sort code: 20-45-77\nAccount: 41938260",
            "204577, acc no 41938260",
        ),
        a("Done: trade-in TI-3308715, £185.00. Your shipping label has been emailed.", _TRADE_CREATE),
        u(
            "Thanks. How long until I get the £185 after you receive it?",
            "How will I know you got the phone?",
            "Ok. Do I need to include the charger?",
        ),
        a(
            "Payment arrives within 5 working days of receipt; we email you when the phone arrives. No charger needed."
        ),
        stop("Great, thanks a lot.", "Perfect. Cheers!", "ok thanks, bye"),
    ),
)

# -- 4. photo-book order -----------------------------------------------------------------------------------------

PHOTOBOOK = Scenario(
    goal="Order the hardcover photo book of your wedding photos that you already designed online, delivered to your "
    "home before your first anniversary.",
    persona="a newly-wed graphic designer, particular about print quality",
    known_facts={
        "project_id": "PB-77120-WED",
        "email": "lena.vogt@posteo.de",
        "delivery_address": "Kastanienallee 14, 10435 Berlin",
        "promo_code": "LOVE15",
    },
    unknown_facts=["estimated delivery date: 2025-06-20", "print batch number"],
    expected=["place_order"],
)
_BOOK_PROJECT = call(
    "get_project",
    {"project_id": "PB-77120-WED"},
    {
        "project": "PB-77120-WED",
        "format": "Hardcover A4 landscape",
        "pages": 40,
        "price": 59.0,
        "status": "ready to order",
        "last_edited": "2025-05-28",
    },
)
_BOOK_QUOTE = call(
    "get_quote",
    {"project_id": "PB-77120-WED", "promo_code": "LOVE15", "country": "DE"},
    {"subtotal": 59.0, "discount": 8.85, "shipping": 4.95, "total": 55.10},
)
_BOOK_QUOTE_PLAIN = call(
    "get_quote",
    {"project_id": "PB-77120-WED", "promo_code": None, "country": "DE"},
    {"subtotal": 59.0, "discount": 0.0, "shipping": 4.95, "total": 63.95},
)
_BOOK_ORDER = call(
    "place_order",
    {"project_id": "PB-77120-WED", "promo_code": "LOVE15", "address": "Kastanienallee 14, 10435 Berlin"},
    {"order_id": "ORD-4471902", "total": 55.10, "estimated_delivery": "2025-06-20"},
)
PHOTOBOOK_FLOWS = (
    (
        u(
            "Hi! I'd like to order the wedding photo book I've put together on your site.",
            "Hello, I'm ready to order my photo book - it's the wedding one, hardcover.",
            "hey, how do i order the photobook i made? it's already uploaded",
            "Hi there, I finished designing our wedding album and want to order a printed copy.",
        ),
        a("Congratulations! What's the project ID? It starts with PB."),
        u(
            "PB-77120-WED",
            "It's PB-77120-WED.",
            "project id is pb-77120-wed I think",
            "Found it: PB 77120 WED",
        ),
        a(
            "Found it: hardcover A4 landscape, 40 pages, ready to order, €59.00. Do you have a promo code?",
            _BOOK_PROJECT,
        ),
        u(
            "Yes, LOVE15.",
            "I do - LOVE15",
            "yes!! LOVE15, got it in your newsletter",
            "Yes: LOVE15. Does it work on hardcovers?",
        ),
        a(
            "LOVE15 takes €8.85 off. With €4.95 shipping your total is €55.10. Where should it be delivered?",
            _BOOK_QUOTE,
        ),
        u(
            "Kastanienallee 14, 10435 Berlin.",
            "To our flat: Kastanienallee 14, 10435 Berlin, Germany.",
            "Kastanienallee 14\n10435 Berlin",
            "Please send it to Kastanienallee 14 in Berlin (10435). So €50.15 before shipping, right?",
        ),
        a(
            "Thanks. That's €50.15 for the book after the discount, plus shipping. What email should the "
            "confirmation go to?"
        ),
        u("lena.vogt@posteo.de", "Send it to lena.vogt@posteo.de please.", "lena.vogt@posteo.de - thanks!"),
        a("Your order ORD-4471902 is placed: €55.10, estimated delivery Friday, June 20.", _BOOK_ORDER),
        stop(
            "Perfect, that's in time for our anniversary. Thank you!",
            "Great, ORD-4471902 noted. Danke!",
            "Lovely, thanks for the help.",
            "",
        ),
    ),
    (
        u(
            "Hello, I want to order my photo book project PB-77120-WED.",
            "Hi! Ordering PB-77120-WED please, the hardcover.",
            "Hi, can you help me order photo book PB-77120-WED? It needs to arrive before our anniversary.",
        ),
        a("Sure. To set up the order, please confirm your email and delivery address."),
        u(
            "lena.vogt@posteo.de, Kastanienallee 14, 10435 Berlin.",
            "Email: lena.vogt@posteo.de\nAddress: Kastanienallee 14, 10435 Berlin",
            "Sure - lena.vogt@posteo.de and Kastanienallee 14, 10435 Berlin",
        ),
        a(
            "Thanks. The book is €59.00 and shipping to Berlin is €4.95, so €63.95 in total. Any promo code?",
            _BOOK_PROJECT,
            _BOOK_QUOTE_PLAIN,
        ),
        u("Yes, LOVE15.", "Oh yes - LOVE15!", "I have LOVE15, from the newsletter."),
        a("Applied: €8.85 off, so the total is now €55.10. Shall I place the order?", _BOOK_QUOTE),
        u("Yes please.", "€55.10, great. Yes, place it.", "Yes. That saves me €8.85, nice."),
        a("Placing it now, one moment."),
        a("Order ORD-4471902 is placed. Estimated delivery: Friday, June 20.", _BOOK_ORDER),
        u(
            "Thanks! Can I still change a photo after ordering?",
            "Great. Will I get a tracking number?",
            "Perfect, the 20th is in time. Do you print on matte or glossy paper?",
        ),
        a(
            "Changes are possible for 2 hours after ordering, the paper is matte, and a tracking link is emailed "
            "when it ships."
        ),
        stop("Good to know. Thanks!", "Ok, thank you so much.", "Great, bye!"),
    ),
)

# -- 5. bouncy-castle hire (with an opener) ----------------------------------------------------------------------

BOUNCY = Scenario(
    goal="Hire a bouncy castle for your son's 6th birthday party in your back garden on Saturday, July 12.",
    persona="a busy parent of three, writes short messages",
    known_facts={
        "name": "Priya Raman",
        "address": "27 Orchard Close, Leeds LS6 2QT",
        "phone": "07700 900461",
        "card_last4": "4417",
    },
    unknown_facts=["delivery time slot", "deposit amount: £40"],
    opener="Hello, do you have a bouncy castle free for a kids' party?",
    expected=["create_booking"],
)
_BOUNCY_CHECK = call(
    "check_availability",
    {"date": "2025-07-12", "postcode": "LS6 2QT"},
    {
        "date": "2025-07-12",
        "available": ["Jungle Castle 12x12ft", "Princess Castle 15x15ft"],
        "prices": {"Jungle Castle": 85.0, "Princess Castle": 110.0},
        "delivery": "free within 10 miles",
    },
)
_BOUNCY_BOOK = call(
    "create_booking",
    {"castle": "Jungle Castle", "date": "2025-07-12", "address": "27 Orchard Close, Leeds LS6 2QT"},
    {
        "booking": "BC-22915",
        "date": "2025-07-12",
        "delivery_window": "08:00-10:00",
        "deposit": 40.0,
        "balance": 45.0,
    },
)
BOUNCY_FLOWS = (
    (
        u("Hello, do you have a bouncy castle free for a kids' party?"),
        a("We do! What date is the party, and what's the postcode?"),
        u(
            "Saturday 12 July - LS6 2QT.",
            "It's on the 12th of July, postcode LS6 2QT",
            "12/07 (Saturday), LS6 2QT",
            "July 12th. We're in LS6 2QT.",
        ),
        a(
            "For 12 July we have the Jungle Castle (12x12ft) at £85 or the Princess Castle (15x15ft) at £110, and "
            "delivery is free. Which would you like?",
            _BOUNCY_CHECK,
        ),
        u(
            "The Jungle one please, £85.",
            "Jungle Castle! My son loves animals.",
            "Hmm, the garden's not huge, so the 12x12 Jungle Castle.",
            "jungle castle pls - is that for the whole day?",
        ),
        a(
            "Great choice, and it's yours for the whole day. Can I take the delivery address and a contact number?"
        ),
        u(
            "27 Orchard Close, Leeds LS6 2QT, and my mobile is 07700 900461.",
            "Address: 27 Orchard Close, Leeds, LS6 2QT\nPhone: 07700900461",
            "27 orchard close LS6 2QT, 07700 900 461",
        ),
        a(
            "Thanks. A £40 deposit secures it; the remaining £45 is paid on delivery. Which card would you like "
            "to use?"
        ),
        u(
            "My Visa ending 4417.",
            "The card ending in 4417 please.",
            "Use the one ending 4417. So £40 now and £45 on the day, £85 total - fine.",
        ),
        a(
            "Booked: BC-22915, Jungle Castle on Saturday 12 July, delivered between 8 and 10 am to 27 Orchard "
            "Close. £40 deposit taken on the card ending 4417; £45 due on delivery.",
            _BOUNCY_BOOK,
        ),
        stop(
            "Fantastic, thank you!",
            "Great - BC-22915. He's going to be so excited. Thanks!",
            "Lovely, thanks very much.",
            "",
        ),
    ),
    (
        u("Hello, do you have a bouncy castle free for a kids' party?"),
        a("Yes! Could I get your name and the party date?"),
        u(
            "Priya Raman, and the party's on Saturday the 12th of July.",
            "Sure, it's Priya Raman - Sat July 12.",
            "Priya Raman. 12th July.",
        ),
        a("Thanks Priya. And the postcode for delivery?"),
        u("LS6 2QT", "It's LS6 2QT (Leeds).", "ls6 2qt"),
        a(
            "On July 12 we can do the Jungle Castle (£85) or the Princess Castle (£110). Delivery to LS6 is free.",
            _BOUNCY_CHECK,
        ),
        u(
            "Jungle Castle please.",
            "We'll go with the Jungle Castle, £85.",
            "The cheaper one - Jungle Castle. Does it come with a safety mat?",
        ),
        a("Jungle Castle it is (mats included). The full address and a phone number for the driver?"),
        u(
            "27 Orchard Close, Leeds LS6 2QT. Phone 07700 900461.",
            "27 Orchard Close, Leeds. 07700900461",
            "Number's 07700 900461, address 27 Orchard Close, LS6 2QT.",
        ),
        a(
            "Booked: BC-22915 for Saturday 12 July, delivery 8-10 am. The £40 deposit is payable now by the link we "
            "text you, and £45 on the day.",
            _BOUNCY_BOOK,
        ),
        u(
            "Thanks. When do you collect it?",
            "Great. What happens if it rains?",
            "Perfect. Do I need an extension lead for the blower?",
        ),
        a(
            "We collect at 6 pm. If it rains heavily we move the booking free of charge. The blower has a 15m cable."
        ),
        stop("Sounds good, thank you!", "Brilliant. Thanks, bye!", "Thank you, see you on the 12th!"),
    ),
)

# -- 6. guitar repair --------------------------------------------------------------------------------------------

GUITAR = Scenario(
    goal="Book your acoustic guitar in for a fret-buzz repair and setup, and have it back before your gig.",
    persona="a gigging singer-songwriter, casual, often writes in lowercase",
    known_facts={
        "customer_name": "Tomás Reyes",
        "phone": "415-555-0193",
        "guitar_serial": "MTN-2210487",
        "gig_date": "2025-06-27",
    },
    unknown_facts=["repair ticket number: GR-8816", "setup price"],
    expected=["create_repair_ticket"],
)
_GUITAR_SCHEDULE = call(
    "get_bench_schedule",
    {"service": "fret level + setup"},
    {"next_dropoff": "2025-06-16", "turnaround_days": 5, "ready_by": "2025-06-21", "price": 145.0},
)
_GUITAR_TICKET = call(
    "create_repair_ticket",
    {"name": "Tomás Reyes", "phone": "415-555-0193", "serial": "MTN-2210487", "dropoff": "2025-06-16"},
    {"ticket": "GR-8816", "dropoff": "2025-06-16", "ready_by": "2025-06-21", "estimate": 145.0},
)
GUITAR_FLOWS = (
    (
        u(
            "hey, my acoustic has bad fret buzz on the low E. can you guys fix it?",
            "Hi, I'd like to book my acoustic guitar in for a setup - there's a lot of fret buzz.",
            "Hello! Need a fret buzz fix + setup on my acoustic, I have a gig coming up.",
            "hi - got an acoustic that buzzes like crazy on the first few frets, looking to get it repaired",
        ),
        a("Sure, we can do that. When's the gig?"),
        u(
            "june 27",
            "It's Friday the 27th of June.",
            "2025-06-27, so I'd need it back before then",
            "The 27th - a Friday.",
        ),
        a(
            "Our bench takes drop-offs on Monday, June 16; a fret level and setup takes 5 days, so it'd be ready "
            "Saturday, June 21. The price is $145. Does that work?",
            _GUITAR_SCHEDULE,
        ),
        u(
            "yeah the 16th works, ready the 21st is perfect",
            "Monday the 16th for drop off, great. $145 is ok.",
            "Perfect, that gives me almost a week before the gig.",
            "Works for me. Can I pick it up on the 21st in the afternoon?",
        ),
        a(
            "Great (and we're open until 6 pm on Saturdays). What name and phone number should go on the ticket?"
        ),
        u(
            "Tomás Reyes, 415-555-0193",
            "tomas reyes - 415 555 0193",
            "Name's Tomás Reyes, number (415) 555-0193.",
        ),
        a("And the serial number? It's on the label inside the soundhole."),
        u(
            "MTN-2210487",
            "it says MTN-2210487",
            "Serial: MTN 2210487",
            "mtn-2210487 (had to use a flashlight lol)",
        ),
        a(
            "Booked: ticket GR-8816. Drop off Monday June 16, ready Saturday June 21, estimate $145.00.",
            _GUITAR_TICKET,
        ),
        stop("sweet, thanks!", "Awesome, GR-8816. See you monday.", "Great, thanks a lot!", ""),
    ),
    (
        u(
            "Hi, I'm Tomás Reyes. My acoustic needs a setup, lots of fret buzz.",
            "hey this is tomás, need my guitar set up before a gig",
            "Hello, I'd like to get my acoustic guitar set up; I'm Tomás Reyes, 415-555-0193.",
        ),
        a("Hi Tomás! Can I get the guitar's serial number first?"),
        u("MTN-2210487", "Sure - MTN-2210487.", "serial is mtn-2210487"),
        a(
            "Thanks. A fret level and setup is $145: drop-off Monday June 16, ready Saturday June 21. Want me to "
            "book it?",
            _GUITAR_SCHEDULE,
        ),
        u(
            "Yes please.",
            "Yes, book it. My gig is on the 27th so that works.",
            "Sure. Is the $145 paid upfront?",
        ),
        a("Payment is on pickup. What's the best number to reach you?"),
        u("415-555-0193", "4155550193", "My cell, 415-555-0193."),
        a("Booked: GR-8816, drop-off June 16, ready June 21, $145.00 due on pickup.", _GUITAR_TICKET),
        stop("Great, thanks!", "Perfect, see you on the 16th.", "cool, thanks man"),
    ),
)

# -- 7. go-kart party booking (with an opener) -------------------------------------------------------------------

KARTING = Scenario(
    goal="Book a go-kart party for 8 drivers for your daughter's 16th birthday.",
    persona="an upbeat dad organising a surprise",
    known_facts={
        "organiser_name": "Declan Murphy",
        "email": "declan.murphy@eircom.net",
        "phone": "087 341 2290",
        "party_date": "2025-08-09",
    },
    unknown_facts=["party package price: €38 per driver", "track number"],
    opener="Hi, I'm looking to book a karting party for my daughter's birthday.",
    expected=["book_party"],
)
_KART_SLOTS = call(
    "check_track_slots",
    {"date": "2025-08-09", "drivers": 8},
    {
        "date": "2025-08-09",
        "slots": ["14:00", "16:30"],
        "package": "Grand Prix Party",
        "price_per_driver": 38.0,
    },
)
_KART_BOOK = call(
    "book_party",
    {"date": "2025-08-09", "time": "14:00", "drivers": 8, "name": "Declan Murphy"},
    {
        "booking_id": "KP-50762",
        "date": "2025-08-09",
        "time": "14:00",
        "drivers": 8,
        "total": 304.0,
        "deposit": 100.0,
    },
)
_KART_BOOK_LATE = call(
    "book_party",
    {"date": "2025-08-09", "time": "16:30", "drivers": 8, "name": "Declan Murphy"},
    {
        "booking_id": "KP-50762",
        "date": "2025-08-09",
        "time": "16:30",
        "drivers": 8,
        "total": 304.0,
        "deposit": 100.0,
    },
)
KARTING_FLOWS = (
    (
        u("Hi, I'm looking to book a karting party for my daughter's birthday."),
        a("Great idea! Which date, and how many drivers?"),
        u(
            "Saturday 9 August, 8 drivers.",
            "It's the 9th of August - 8 of them including her.",
            "09/08/2025, eight drivers",
            "August 9th, for 8 drivers. They're all teenagers so expect some competitive driving!",
        ),
        a(
            "On Saturday, August 9 the Grand Prix Party has slots at 2:00 pm and 4:30 pm. It's €38 per driver, so "
            "€304 for 8. Minimum age is 12. Which slot?",
            _KART_SLOTS,
        ),
        u(
            "2pm please.",
            "The 2 o'clock one.",
            "14:00 works best. €304 total is fine.",
            "2pm - and does that include food?",
        ),
        a("2 pm it is (pizza is included in the package). Whose name is the booking under, and an email?"),
        u(
            "Declan Murphy, declan.murphy@eircom.net",
            "Name: Declan Murphy\nEmail: declan.murphy@eircom.net",
            "Declan Murphy - declan.murphy@eircom.net. I'm her dad, it's a surprise so shh :)",
        ),
        a(
            "Booked: KP-50762, Saturday 9 August at 2 pm for 8 drivers, €304 total. A €100 deposit is due within "
            "7 days.",
            _KART_BOOK,
        ),
        u(
            "Thanks! So €204 on the day?",
            "How do I pay the €100 deposit?",
            "Great. Can parents watch from the stands?",
        ),
        a(
            "The balance of €204 is paid on the day, the deposit through the link in your confirmation email, and "
            "spectators are welcome in the stands."
        ),
        stop("Perfect, thanks a million!", "Brilliant, cheers.", "Thanks, see you on the 9th!", ""),
    ),
    (
        u("Hi, I'm looking to book a karting party for my daughter's birthday."),
        a("Happy to help! What's your name and a phone number?"),
        u(
            "Declan Murphy, 087 341 2290.",
            "It's Declan - Declan Murphy. Mobile 0873412290.",
            "declan murphy, 087-341-2290",
        ),
        a("Thanks Declan. What date do you have in mind, and for how many drivers?"),
        u(
            "Saturday the 9th of August, for 8 drivers.",
            "2025-08-09, 8 drivers",
            "Aug 9 (a Saturday). Eight of them.",
        ),
        a("For 8 drivers on August 9 we have 2:00 pm or 4:30 pm, at €38 per driver. Which one?", _KART_SLOTS),
        u(
            "4:30 please.",
            "Half four.",
            "The 4:30 one, so 16:30.",
            "4.30pm - the later one gives me time to set up.",
        ),
        a("Booked: KP-50762, Saturday August 9 at 4:30 pm, 8 drivers, €304 in total.", _KART_BOOK_LATE),
        stop("Great stuff, thanks!", "Perfect - KP-50762. Thanks!", "Lovely, thank you."),
    ),
)

# -- 8. window-blinds fitting ------------------------------------------------------------------------------------

BLINDS = Scenario(
    goal="Get the made-to-measure roller blinds you ordered fitted at your flat.",
    persona=None,
    known_facts={
        "order_number": "WB-310588",
        "postcode": "M20 4RH",
        "mobile": "07911 123 564",
        "access_notes": "flat 5, buzzer code 2270",
    },
    unknown_facts=["fitter's name", "fitting fee: £60"],
    expected=["book_fitting"],
)
_BLINDS_ORDER = call(
    "get_order",
    {"order_number": "WB-310588"},
    {
        "order": "WB-310588",
        "items": "3 x roller blind, blackout, charcoal",
        "status": "ready for fitting",
        "fitting_fee": 60.0,
        "slots": ["2025-09-03 AM", "2025-09-05 PM"],
    },
)
_BLINDS_BOOK_WED = call(
    "book_fitting",
    {"order_number": "WB-310588", "slot": "2025-09-03 AM"},
    {"job": "FIT-71046", "date": "2025-09-03", "window": "08:00-12:00", "fitter": "Gary", "fee": 60.0},
)
_BLINDS_BOOK_FRI = call(
    "book_fitting",
    {"order_number": "WB-310588", "slot": "2025-09-05 PM"},
    {"job": "FIT-71046", "date": "2025-09-05", "window": "12:00-16:00", "fitter": "Gary", "fee": 60.0},
)
BLINDS_FLOWS = (
    (
        u(
            "Hi, my blinds are ready and I'd like to book the fitting.",
            "Hello, I got an email saying my roller blinds are ready - can I arrange for someone to fit them?",
            "hi, want to book a fitter for the blinds I ordered",
            "Good morning! I'd like to schedule installation of my made-to-measure roller blinds.",
        ),
        a("Of course. What's your order number?"),
        u("WB-310588", "It's WB-310588.", "order no. wb310588", "WB 310588, I think that's right."),
        a(
            "Thanks. Order WB-310588: 3 charcoal blackout roller blinds, ready for fitting. The fitting fee is £60. "
            "We can come Wednesday 3 September in the morning or Friday 5 September in the afternoon. What suits "
            "you?",
            _BLINDS_ORDER,
        ),
        u(
            "Wednesday the 3rd in the morning, please.",
            "3 Sept AM is great.",
            "Wednesday morning. Is the £60 on top of what I already paid for the blinds?",
            "The morning of 03/09 please.",
        ),
        a(
            "Noted (the £60 fee is paid to the fitter on the day). What's the postcode, and a mobile number for "
            "the fitter?"
        ),
        u("M20 4RH, 07911 123 564", "Postcode M20 4RH. Mobile 07911123564.", "m20 4rh and 07911 123564"),
        a("Any access notes for the fitter?"),
        u(
            "Flat 5, the buzzer code is 2270.",
            "It's flat 5 - buzz 2270 at the door.",
            "Yes: flat 5, buzzer code 2270. Parking is on the street, sorry!",
        ),
        a(
            "Booked: job FIT-71046, Wednesday 3 September, 8 am-12 pm. Your fitter is Gary; he'll text before "
            "arriving.",
            _BLINDS_BOOK_WED,
        ),
        stop("Great, thanks!", "Perfect, thanks for sorting it.", "Lovely. FIT-71046 noted, thanks!", ""),
    ),
    (
        u(
            "Hi, I need to book the fitting for order WB-310588.",
            "Hello! Blinds order WB-310588 is ready, I'd like them fitted.",
            "hi can i book the fitting for WB-310588, postcode M20 4RH",
        ),
        a("Sure. Please verify your details: the postcode and mobile number on the order."),
        u("M20 4RH and 07911 123 564.", "Postcode: M20 4RH, mobile: 07911 123564", "M20 4RH / 07911123564"),
        a(
            "Thanks, verified. Slots: Wednesday 3 Sept (morning) or Friday 5 Sept (afternoon); the fitting fee is "
            "£60.",
            _BLINDS_ORDER,
        ),
        u(
            "Friday afternoon please.",
            "Friday the 5th, afternoon.",
            "5 September pm. I work from home on Fridays.",
        ),
        a("Booked: FIT-71046, Friday 5 September, 12-4 pm. Your fitter is Gary.", _BLINDS_BOOK_FRI),
        u(
            "Thanks. How long does the fitting take?",
            "Do I need to take the old curtains down first?",
            "Will Gary take the packaging away?",
        ),
        a("About an hour for three blinds. Please clear the windowsills; he takes the packaging away."),
        stop("Great, thank you!", "Perfect, thanks.", "Ok, cheers!"),
    ),
)

# -- 9. baby-crib rental (with an opener) ------------------------------------------------------------------------

CRIB = Scenario(
    goal="Rent a travel crib for your baby for the week you are staying at a holiday apartment in Lisbon.",
    persona="a first-time father travelling with a baby, anxious about safety, writes long messages",
    known_facts={
        "arrival_date": "2025-07-19",
        "departure_date": "2025-07-26",
        "apartment_address": "Rua da Rosa 88, 2º Esq, 1200-385 Lisboa",
        "email": "jonas.berg@icloud.com",
        "phone": "+46 70 812 44 19",
    },
    unknown_facts=["rental reference: CR-2207", "weekly rental price"],
    opener="Hello, we need a baby crib for our stay in Lisbon next month.",
    expected=["create_rental"],
)
_CRIB_STOCK = call(
    "check_stock",
    {"item": "travel crib", "from": "2025-07-19", "to": "2025-07-26"},
    {
        "item": "Travel crib with mattress",
        "available": True,
        "price_per_night": 9.0,
        "nights": 7,
        "total": 63.0,
        "delivery_fee": 15.0,
    },
)
_CRIB_NO_STOCK = call(
    "check_stock",
    {"item": "travel crib", "from": "2025-07-19", "to": "2025-07-26"},
    {"item": "Travel crib with mattress", "available": False, "next_free": "2025-07-28"},
)
_CRIB_RENT = call(
    "create_rental",
    {
        "item": "travel crib",
        "from": "2025-07-19",
        "to": "2025-07-26",
        "address": "Rua da Rosa 88, 2º Esq, 1200-385 Lisboa",
    },
    {"reference": "CR-2207", "total": 78.0, "delivery": "2025-07-19 14:00-18:00", "collection": "2025-07-26"},
)
CRIB_FLOWS = (
    (
        u("Hello, we need a baby crib for our stay in Lisbon next month."),
        a("Of course! What are your arrival and departure dates?"),
        u(
            "We arrive on 19 July and leave on 26 July.",
            "July 19 to July 26 - a week.",
            "Arriving 2025-07-19, leaving 2025-07-26.",
            "From Saturday the 19th of July until the 26th.",
        ),
        a(
            "A travel crib with mattress is available for those 7 nights at €9 a night, €63 in total, plus €15 "
            "delivery. Would you like to book it?",
            _CRIB_STOCK,
        ),
        u(
            "Yes please - €78 altogether then?",
            "Yes, book it. Is the mattress cleaned between rentals? Our son is still so small and I'm honestly a "
            "bit nervous about sleeping arrangements away from home, so I'd like to know what to expect before we "
            "arrive. Sorry for all the questions!",
            "Yes please, that's great.",
            "That sounds good. Does it meet EU safety standards?",
        ),
        a("Every crib meets EN 716 and each rental gets a new mattress cover. Where should we deliver it?"),
        u(
            "Rua da Rosa 88, 2º Esq, 1200-385 Lisboa.",
            "To the apartment: Rua da Rosa 88, 2nd floor left, 1200-385 Lisboa",
            "Rua da Rosa 88, 2º Esq, Lisbon 1200-385",
        ),
        a("And an email and phone number for the delivery driver?"),
        u(
            "jonas.berg@icloud.com and +46 70 812 44 19",
            "Email jonas.berg@icloud.com, phone +46708124419 (Swedish number, WhatsApp works too).",
            "jonas.berg@icloud.com / +46 70 812 4419",
        ),
        a(
            "All booked: reference CR-2207. Delivery on Saturday 19 July between 2 and 6 pm; collection on 26 July. "
            "Total €78.00.",
            _CRIB_RENT,
        ),
        stop(
            "Thank you, that's a weight off my mind!",
            "Great, CR-2207 - thanks so much.",
            "Perfect. Obrigado!",
            "",
        ),
    ),
    (
        u("Hello, we need a baby crib for our stay in Lisbon next month."),
        a("Sure. Where is the apartment?"),
        u(
            "Rua da Rosa 88, 2º Esq, 1200-385 Lisboa - in Bairro Alto.",
            "It's at Rua da Rosa 88 in Lisbon, postcode 1200-385.",
            "Rua da Rosa 88, 2º Esq, 1200-385 Lisboa",
        ),
        a("Thanks. And the dates?"),
        u("19 to 26 July.", "2025-07-19 until 2025-07-26", "We arrive Jul 19 and fly home Jul 26."),
        a(
            "I'm sorry, our travel cribs are fully booked for 19-26 July, so I can't take a rental for those dates. "
            "A local partner, BabyLisboa, may have one.",
            _CRIB_NO_STOCK,
        ),
        stop(
            "Oh no. Ok, I'll try BabyLisboa, thanks.",
            "That's a shame. Thanks anyway.",
            "Understood, thank you for checking.",
        ),
    ),
)

# -- 10. florist delivery ----------------------------------------------------------------------------------------

FLOWERS = Scenario(
    goal="Send a bouquet to your mother for her birthday, delivered on the day, with a card message.",
    persona="a busy nurse on night shifts, brief and friendly",
    known_facts={
        "recipient_name": "Margaret Doyle",
        "recipient_address": "12 Harbour View, Cobh, Co. Cork P24 XK20",
        "delivery_date": "2025-05-23",
        "card_message": "Happy birthday Mam, love you lots - Aoife",
        "email": "aoife.doyle@gmail.com",
    },
    unknown_facts=["order number: FL-993041", "same-day surcharge"],
    expected=["place_flower_order"],
)
_FLOWER_CHECK = call(
    "check_delivery",
    {"eircode": "P24 XK20", "date": "2025-05-23"},
    {
        "deliverable": True,
        "date": "2025-05-23",
        "bouquets": {"Spring Meadow": 45.0, "Classic Roses": 60.0},
        "delivery_fee": 7.5,
    },
)
_FLOWER_ORDER = call(
    "place_flower_order",
    {"bouquet": "Spring Meadow", "recipient": "Margaret Doyle", "date": "2025-05-23"},
    {"order": "FL-993041", "total": 52.5, "delivery_date": "2025-05-23"},
)
_FLOWER_ORDER_ROSES = call(
    "place_flower_order",
    {"bouquet": "Classic Roses", "recipient": "Margaret Doyle", "date": "2025-05-23"},
    {"order": "FL-993041", "total": 67.5, "delivery_date": "2025-05-23"},
)
FLOWERS_FLOWS = (
    (
        u(
            "Hi, I'd like to send flowers to my mum for her birthday.",
            "Hello! Can I order a bouquet for my mother's birthday please?",
            "hi, birthday flowers for my mam please, delivered on the day",
            "Hi there - looking to get a bouquet delivered to my mother for her birthday.",
        ),
        a("Lovely! What's the delivery address, and which day?"),
        u(
            "12 Harbour View, Cobh, Co. Cork P24 XK20 - on Friday 23 May.",
            "Address is 12 Harbour View, Cobh, Co. Cork, P24 XK20. Delivery on the 23rd of May please.",
            "12 harbour view, cobh P24XK20, 23/05",
            "It's 12 Harbour View, Cobh (Eircode P24 XK20), for May 23rd.",
        ),
        a(
            "We deliver to Cobh on Friday 23 May. Bouquets: Spring Meadow €45 or Classic Roses €60, plus €7.50 "
            "delivery. Which one?",
            _FLOWER_CHECK,
        ),
        u(
            "Spring Meadow please.",
            "The Spring Meadow, €45. She loves wildflowers.",
            "spring meadow, so €52.50 with delivery?",
            "Classic roses are a bit much for her - Spring Meadow please.",
        ),
        a("Spring Meadow it is: €52.50 with delivery. Who is it for, and what should the card say?"),
        u(
            'It\'s for Margaret Doyle. Card: "Happy birthday Mam, love you lots - Aoife"',
            "Margaret Doyle. Message: Happy birthday Mam, love you lots - Aoife",
            "Recipient Margaret Doyle; the card should read 'Happy birthday Mam, love you lots - Aoife'.",
        ),
        a("Great. An email for the confirmation?"),
        u(
            "aoife.doyle@gmail.com",
            "aoife.doyle@gmail.com, thanks",
            "Send it to aoife.doyle@gmail.com please.",
        ),
        a(
            "Order FL-993041 placed: Spring Meadow to Margaret Doyle, 12 Harbour View, Cobh, on Friday 23 May. "
            "Total €52.50.",
            _FLOWER_ORDER,
        ),
        stop("Perfect, thank you!", "Brilliant - FL-993041. Thanks a mil.", "She'll love it. Thanks!", ""),
    ),
    (
        u(
            "Hi, I want to order flowers for Margaret Doyle's birthday on May 23rd.",
            "Hello, flowers for my mum please, delivery 23 May.",
            "hi - need a birthday bouquet sent to my mam, Margaret Doyle, on the 23rd of May",
        ),
        a("Sure! What's the Eircode for the delivery?"),
        u("P24 XK20", "It's P24 XK20, that's Cobh.", "p24xk20"),
        a(
            "Great, Cobh on Friday 23 May is fine. Spring Meadow €45 or Classic Roses €60? Delivery is €7.50.",
            _FLOWER_CHECK,
        ),
        u("Classic Roses please.", "The roses - €60.", "Roses! €67.50 altogether then."),
        a("And the card message?"),
        u(
            "Happy birthday Mam, love you lots - Aoife",
            '"Happy birthday Mam, love you lots - Aoife"',
            "Please write: Happy birthday Mam, love you lots - Aoife. Thanks!",
        ),
        a("And the full street address, plus your email?"),
        u(
            "12 Harbour View, Cobh, Co. Cork P24 XK20; aoife.doyle@gmail.com",
            "Address: 12 Harbour View, Cobh\nEmail: aoife.doyle@gmail.com",
            "12 Harbour View in Cobh. My email is aoife.doyle@gmail.com.",
        ),
        a(
            "Done: order FL-993041, Classic Roses for Margaret Doyle on 23 May. Total €67.50.",
            _FLOWER_ORDER_ROSES,
        ),
        u(
            "Thanks! Will the driver ring her before they arrive?",
            "Will they arrive in the morning?",
            "Great. Can I get a receipt?",
        ),
        a(
            "Deliveries on 23 May go out between 9 am and 1 pm; the courier rings on arrival, and your receipt is in "
            "the confirmation email."
        ),
        stop("Great, thanks so much.", "Perfect, thank you!", "Lovely, bye!"),
    ),
)

DOMAINS: list[Domain] = [
    Domain("boattour", BOATTOUR, BOATTOUR_FLOWS),
    Domain("petinsure", PETINSURE, PETINSURE_FLOWS),
    Domain("tradein", TRADEIN, TRADEIN_FLOWS),
    Domain("photobook", PHOTOBOOK, PHOTOBOOK_FLOWS),
    Domain("bouncy", BOUNCY, BOUNCY_FLOWS),
    Domain("guitar", GUITAR, GUITAR_FLOWS),
    Domain("karting", KARTING, KARTING_FLOWS),
    Domain("blinds", BLINDS, BLINDS_FLOWS),
    Domain("crib", CRIB, CRIB_FLOWS),
    Domain("flowers", FLOWERS, FLOWERS_FLOWS),
]

# -- seeded faults -----------------------------------------------------------------------------------------------
# ``Say(turn, ...)`` counts the flow's user and stop steps from 0; ``StopAt(step, ...)`` indexes its steps.

F = Fault
FAULTS: list[Fault] = [
    # -- opener (8): the first message is not the scenario's opener, word for word
    F(
        "opener",
        "boattour",
        0,
        Say(0, "Hi! I'd like to book the sunset harbour cruise for four people, please."),
        "one word added",
    ),
    F(
        "opener",
        "boattour",
        1,
        Say(0, "Hello! I'm hoping to book a sunset cruise around the harbour for 4 people."),
        "paraphrase",
    ),
    F(
        "opener",
        "tradein",
        0,
        Say(0, "Hi, I want to trade in my old Pixel 7. What's it worth?"),
        "opener plus a question",
    ),
    F("opener", "tradein", 1, Say(0, "Hi, I want to trade in my old phone."), "model dropped"),
    F(
        "opener",
        "bouncy",
        0,
        Say(0, "Hello, do you have a bouncy castle available for a kids' party on Saturday 12 July?"),
        "a word swapped and the goal's date added",
    ),
    F(
        "opener",
        "karting",
        0,
        Say(0, "Hi there, I'm looking to book a go-karting party for my daughter's 16th birthday."),
        "embellished with the goal",
    ),
    F(
        "opener",
        "karting",
        1,
        Say(0, "I'm looking to book a karting party for my daughter's birthday."),
        "greeting dropped",
    ),
    F(
        "opener",
        "crib",
        1,
        Say(0, "Hi, we need a baby crib for our stay in Lisbon next month, from 19 to 26 July."),
        "greeting changed, two known facts appended",
    ),
    # -- reply_shape (9): not one user speaking in its own voice
    F(
        "reply_shape",
        "boattour",
        0,
        Say(
            1, "<think>The agent wants a date; my tour_date is 2025-06-14.</think>\nSaturday 14 June please."
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "petinsure",
        0,
        Say(
            2,
            "BS6 7QE.\n\n[Note: I am staying in character as the policyholder and only giving the postcode because "
            "it was asked for.]",
        ),
        "out-of-character note",
    ),
    F(
        "reply_shape",
        "tradein",
        0,
        Say(2, "Customer: Good condition, no cracks. I'll take the £185."),
        "customer role marker",
    ),
    F(
        "reply_shape",
        "photobook",
        0,
        Say(
            3,
            "Kastanienallee 14, 10435 Berlin.\nGreat, I'll update the delivery address and confirm your order total.",
        ),
        "the agent's reply continued without a marker",
    ),
    F(
        "reply_shape",
        "bouncy",
        1,
        Say(5, "Thanks. When do you collect it? Probably at the end of the day, I'd guess."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "guitar",
        0,
        Say(2, "yeah the 16th works ###STOP### ready the 21st is perfect"),
        "stop signal in the middle of a turn",
    ),
    F(
        "reply_shape",
        "karting",
        0,
        Say(5, "Brilliant, cheers. Is there parking at the track?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "blinds",
        1,
        Say(
            3,
            "Your fitting is confirmed for Friday the 5th. Please make sure the windowsills are clear before the "
            "fitter arrives.",
        ),
        "role inversion without a marker or stock phrase",
    ),
    F(
        "reply_shape",
        "crib",
        0,
        Say(1, '{"role": "user", "content": "We arrive on 19 July and leave on 26 July."}'),
        "a chat message as JSON",
    ),
    # -- invented_specifics (9): a specific the user was never given
    F("invented_specifics", "boattour", 1, Say(3, "+61 412 558 930"), "mobile's last digits swapped"),
    F("invented_specifics", "petinsure", 0, Say(1, "Yes, it's PI-55-208314."), "policy digits transposed"),
    F(
        "invented_specifics",
        "tradein",
        1,
        Say(4, "Sort code 20-45-77, account 41938620."),
        "account number digits swapped",
    ),
    F(
        "invented_specifics",
        "photobook",
        0,
        Say(2, "Yes, LOVE15. Last time I paid €49.90 for a softcover, so hopefully it's similar."),
        "a past price from nowhere",
    ),
    F("invented_specifics", "bouncy", 0, Say(4, "My Visa ending 4417, expiry 09/27."), "card expiry date"),
    F(
        "invented_specifics",
        "guitar",
        1,
        Say(2, "Yes, book it. I'd need it back by June 24 at the latest."),
        "a deadline date not in the scenario",
    ),
    F(
        "invented_specifics",
        "karting",
        0,
        Say(4, "Thanks! So €214 on the day?"),
        "balance worked out wrongly",
    ),
    F(
        "invented_specifics",
        "blinds",
        0,
        Say(3, "M20 4RH, 07911 123 564 - or my partner on 07700 954 310."),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "flowers",
        1,
        Say(5, "Thanks! Can I add my loyalty number LY-204417 for points?"),
        "a loyalty number",
    ),
    # -- unknown_fact (9): the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "boattour",
        0,
        Say(3, "imogen.harte@gmail.com. My booking reference will be HB-60417, right?"),
        "booking reference before the booking",
    ),
    F(
        "unknown_fact",
        "petinsure",
        0,
        Say(3, "Yes please go ahead. I should still get my multi-pet discount of 10% as well."),
        "a bare-name unknown fact with a value",
    ),
    F(
        "unknown_fact",
        "tradein",
        0,
        Say(1, "It's 356938035643809. You quoted me £185 for it online."),
        "quote before the agent gave it",
    ),
    F(
        "unknown_fact",
        "photobook",
        1,
        Say(3, "Yes please. It should arrive by 20 June, correct?"),
        "delivery date in another format before the order",
    ),
    F(
        "unknown_fact",
        "guitar",
        0,
        Say(1, "june 27. my repair ticket from last time was GR-8816 if that helps"),
        "ticket number passed off as an old one",
    ),
    F(
        "unknown_fact",
        "karting",
        1,
        Say(2, "Saturday the 9th of August, for 8 drivers. The party package is €38 per driver, right?"),
        "package price before the agent said it",
    ),
    F("unknown_fact", "blinds", 0, Say(1, "WB-310588. The fitting fee is £60, isn't it?"), "fitting fee"),
    F(
        "unknown_fact",
        "crib",
        0,
        Say(1, "July 19 to July 26. The weekly rental price is €50, like on your website."),
        "a bare-name unknown fact with an amount",
    ),
    F(
        "unknown_fact",
        "flowers",
        0,
        Say(4, "aoife.doyle@gmail.com. I'll look out for order FL-993041 in my inbox."),
        "order number before the order",
    ),
    # -- data_dump (9): more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "petinsure",
        0,
        Say(
            0,
            "Hello, I'd like to renew my dog's insurance. Policy PI-55-208341, postcode BS6 7QE, date of birth "
            "2 November 1958.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "tradein",
        1,
        Say(
            1,
            "d.okafor@outlook.com. IMEI 356938035643809, and for the payout it's sort code 20-45-77, account "
            "41938260.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "photobook",
        0,
        Say(
            0,
            "Hi! I want to order project PB-77120-WED with code LOVE15, delivered to Kastanienallee 14, 10435 "
            "Berlin.",
        ),
        "three facts in the first message",
    ),
    F(
        "data_dump",
        "bouncy",
        1,
        Say(
            1,
            "Priya Raman, party on Saturday the 12th of July. We're at 27 Orchard Close, Leeds LS6 2QT, mobile "
            "07700 900461, and I'll pay with the card ending 4417.",
        ),
        "asked for the name, gives three more",
    ),
    F(
        "data_dump",
        "guitar",
        0,
        Say(1, "june 27. im Tomás Reyes, 415-555-0193, serial MTN-2210487 btw"),
        "asked for the date, gives three more in lowercase",
    ),
    F(
        "data_dump",
        "karting",
        0,
        Say(1, "Saturday 9 August, 8 drivers. I'm Declan Murphy - declan.murphy@eircom.net, 087 341 2290."),
        "asked for the date, gives three more",
    ),
    F(
        "data_dump",
        "blinds",
        0,
        Say(1, "WB-310588. Postcode M20 4RH, mobile 07911 123 564, and it's flat 5, buzzer 2270."),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "crib",
        0,
        Say(
            1,
            "- Arrive: 19 July\n- Leave: 26 July\n- Address: Rua da Rosa 88, 2º Esq, 1200-385 Lisboa\n- Email: "
            "jonas.berg@icloud.com\n- Phone: +46 70 812 44 19",
        ),
        "asked for the dates, a list of three more",
    ),
    F(
        "data_dump",
        "flowers",
        0,
        Say(
            0,
            "Hi, I'd like flowers delivered to Margaret Doyle at 12 Harbour View, Cobh, Co. Cork P24 XK20 on 23 May. "
            "Card: Happy birthday Mam, love you lots - Aoife.",
        ),
        "four facts in the first message",
    ),
    # -- premature_stop (9): the user stops before the expected write ran; the agent neither failed nor refused
    F(
        "premature_stop",
        "boattour",
        0,
        StopAt(4, "Actually, let me check with my sister before I book. I'll come back to you, thanks!"),
        "after the availability check",
    ),
    F(
        "premature_stop",
        "petinsure",
        0,
        StopAt(6, "Thank you, that's all I needed to know for now."),
        "after the quote",
    ),
    F("premature_stop", "tradein", 0, StopAt(4, "Ok, £185, good to know. Thanks!"), "after the quote"),
    F("premature_stop", "photobook", 1, StopAt(8, "Thank you!"), "after 'placing it now', before the call"),
    F("premature_stop", "bouncy", 0, StopAt(8, ""), "silent stop when asked for the card"),
    F(
        "premature_stop",
        "guitar",
        1,
        StopAt(4, "ok cool, I'll just swing by on the 16th then. thanks"),
        "plans to drop by without booking",
    ),
    F(
        "premature_stop",
        "karting",
        1,
        StopAt(6, "Let me check with her mum which time suits and I'll ring back. Cheers."),
        "before choosing the slot",
    ),
    F(
        "premature_stop",
        "blinds",
        1,
        StopAt(4, "Friday afternoon then. Thanks, bye!"),
        "picks a slot and leaves",
    ),
    F(
        "premature_stop",
        "flowers",
        0,
        StopAt(8, "Lovely, thanks - she'll be delighted!"),
        "asked for the email, leaves as if it were done",
    ),
    # -- persona_sent (8): the scenario did not reach the user model's prompt
    F("persona_sent", "petinsure", 1, meta(1, prompt_missing=["known_facts.date_of_birth"]), "a known fact"),
    F("persona_sent", "tradein", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "photobook", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "guitar", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "karting", 1, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
    F("persona_sent", "blinds", 0, meta(0, prompt_missing=["known_facts"]), "all known facts"),
    F(
        "persona_sent",
        "crib",
        1,
        meta(1, prompt_missing=["known_facts.apartment_address", "known_facts.email"]),
        "two known facts",
    ),
    F("persona_sent", "flowers", 1, meta(2, prompt_missing=["persona"]), "persona"),
]
