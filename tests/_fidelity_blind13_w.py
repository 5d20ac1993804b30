"""Blind set 13, part W: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run of the guards and without reading their implementation. What was read:
the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to "Statistics
over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's ``FAULTS`` in
``tests/_fidelity_blind.py``, the step helpers and the first domains of ``tests/_fidelity_blind_domains.py``, and
the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while
writing.

The ten scenarios: an ice-rink private hire for a birthday party (icerink), exchanging tickets for a cancelled
planetarium show (planetarium), a mail-in knife sharpening order (knifesharpen), a duplicate charge on an aquarium
family pass (aquarium), a private sauna cabin paid with a gift voucher (sauna), changing the cover colour of a
thesis binding order (bookbinding), a warranty claim for a watch that loses time after a service (watchrepair),
transferring a dinghy course place to a partner (sailingclub), two places on a candle-making workshop at the member
rate (candlemaking) and a free redo of boots resoled with the wrong heel, with a courier collection (shoerepair).

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

# -- 1. ice rink private hire (with an opener) -------------------------------------------------------------------

ICERINK = Scenario(
    goal="Book a two-hour private rink hire with skate rental for your daughter's tenth birthday party.",
    persona="a cheerful parent organising a birthday party, writes in short bursts",
    known_facts={
        "member_number": "IR-55190",
        "party_date": "2025-02-15",
        "full_name": "Deirdre Marsh",
        "phone": "+44 7911 204388",
        "email": "dee.marsh@outlook.com",
    },
    unknown_facts=["hire price: £240", "party host's name: Callum Reid", "deposit amount"],
    opener="Hi! I'd like to book the rink for a birthday party please.",
    expected=["book_private_hire"],
)
_ICE_MEMBER = call(
    "lookup_member",
    {"member_number": "IR-55190"},
    {
        "member": "IR-55190",
        "name": "Deirdre Marsh",
        "phone": "+447911204388",
        "email": "dee.marsh@outlook.com",
        "status": "active",
    },
)
_ICE_SLOTS = call(
    "check_rink_availability",
    {"date": "2025-02-15"},
    {
        "date": "2025-02-15",
        "free": ["14:00-16:00", "16:30-18:30"],
        "price": 240.0,
        "deposit": 60.0,
        "skates_included": 15,
    },
)
ICERINK_FLOWS = (
    (
        u("Hi! I'd like to book the rink for a birthday party please."),
        a(
            "How exciting! Which date were you thinking of, and are you a rink member? If so, what's your member "
            "number?"
        ),
        u(
            "Saturday 15th February, and yes, my member number is IR-55190.",
            "The 15th of Feb (a Saturday). Member no. IR-55190 :)",
            "yes we're members! IR-55190. Date would be 15/02/2025",
            "Hoping for Sat 15 Feb! I'm a member, number IR55190.",
        ),
        a(
            "Thanks, Deirdre. On Saturday 15 February the rink is free 14:00-16:00 or 16:30-18:30. A private hire "
            "is £240 for two hours, skates included for up to 15 skaters, with a £60 deposit to secure it. Which "
            "slot would you like?",
            _ICE_MEMBER,
            _ICE_SLOTS,
        ),
        u(
            "14:00-16:00 please! Perfect for the kids.",
            "The 2pm one. So £60 now and the other £180 on the day?",
            "2-4pm sounds great. We'll be about 12 kids so 15 pairs of skates is plenty.",
            "earlier slot pls, 14:00 - 16:00",
        ),
        a("Great choice. What phone number and email should I put on the booking?"),
        u(
            "Phone +44 7911 204388, email dee.marsh@outlook.com",
            "07911 204388 and dee.marsh@outlook.com",
            "Mobile: 07911 204 388\nEmail: dee.marsh@outlook.com",
            "It's 07911204388, and email is dee.marsh@outlook.com - thanks!",
        ),
        a(
            "All booked! Reference PH-30817: Saturday 15 February, 14:00-16:00. Your £60 deposit is paid and £180 "
            "is due on the day. Your party host will be Callum Reid.",
            call(
                "book_private_hire",
                {
                    "member": "IR-55190",
                    "date": "2025-02-15",
                    "slot": "14:00-16:00",
                    "phone": "+447911204388",
                    "email": "dee.marsh@outlook.com",
                },
                {"booking": "PH-30817", "host": "Callum Reid", "deposit_paid": 60.0, "balance_due": 180.0},
            ),
        ),
        stop(
            "Yay, thank you so much!",
            "Brilliant, PH-30817 noted. Thanks!",
            "Amazing, she's going to be thrilled. Thanks!",
            "",
        ),
    ),
    (
        u("Hi! I'd like to book the rink for a birthday party please."),
        a("Of course! Could I take your member number first?"),
        u(
            "IR-55190",
            "Sure, it's IR-55190.",
            "Member number IR 55190 - it's under Deirdre Marsh.",
            "yep - ir-55190",
        ),
        a("Thanks Deirdre, found you. Which date is the party?", _ICE_MEMBER),
        u(
            "Saturday 15 February.",
            "It's the 15th of February, a Saturday",
            "Feb 15th please! Afternoon ideally.",
            "2025-02-15",
        ),
        a(
            "The 15th has 14:00-16:00 or 16:30-18:30 free. It's £240 for the two hours with skates for up to 15, "
            "and a £60 deposit. I can use the phone and email on your account for the confirmation. Shall I book "
            "one?",
            _ICE_SLOTS,
        ),
        u(
            "Yes please, the 16:30-18:30 slot. Is there somewhere to have cake afterwards?",
            "Book 16:30 please - the later one suits us better.",
            "Later slot please! And yes, use my usual phone and email.",
            "Hmm, 4:30 to 6:30 please. £240 is fine.",
        ),
        a(
            "Booked: PH-30817, Saturday 15 February 16:30-18:30. Deposit of £60 paid; the £180 balance is due on "
            "arrival. The party room is yours for 30 minutes after the skate, and your host is Callum Reid.",
            call(
                "book_private_hire",
                {
                    "member": "IR-55190",
                    "date": "2025-02-15",
                    "slot": "16:30-18:30",
                    "phone": "+447911204388",
                    "email": "dee.marsh@outlook.com",
                },
                {"booking": "PH-30817", "host": "Callum Reid", "deposit_paid": 60.0, "balance_due": 180.0},
            ),
        ),
        u(
            "Lovely. Will Callum meet us at reception?",
            "Perfect! Can the kids bring their own skates if they have them?",
            "Thank you! Do I pay the £180 by card on the day?",
            "Ooh the party room too, amazing. What time should we arrive?",
        ),
        a(
            "Callum will meet you at reception 15 minutes before the start. Own skates are welcome, and the "
            "balance can be paid by card or cash."
        ),
        stop("Fab, thanks!", "Great, see you on the 15th!", "Thanks so much, bye!"),
    ),
)

# -- 2. planetarium ticket exchange ------------------------------------------------------------------------------

PLANETARIUM = Scenario(
    goal="The 'Rings of Saturn' planetarium show you had tickets for was cancelled; exchange the tickets for a "
    "later showing of the same show.",
    persona="an amateur astronomer, friendly and chatty, going with the family",
    known_facts={
        "booking_ref": "PLN-7741-02",
        "email": "r.okonkwo@gmail.com",
        "original_date": "2025-03-08",
        "amount_paid": "£46.00",
        "postcode": "LS6 2QA",
    },
    unknown_facts=["new seats: G12-G15", "exchange fee", "confirmation number: EXC-20931"],
    expected=["exchange_tickets"],
)
_PLN_FIND = call(
    "find_booking",
    {"booking_ref": "PLN-7741-02"},
    {
        "ref": "PLN-7741-02",
        "show": "Rings of Saturn",
        "date": "2025-03-08T19:30",
        "status": "cancelled_by_venue",
        "tickets": 4,
        "paid": 46.0,
        "email": "r.okonkwo@gmail.com",
        "channel": "direct",
    },
)
_PLN_SHOWS = call(
    "list_showings",
    {"show": "Rings of Saturn", "from": "2025-03-09"},
    {
        "showings": [
            {"date": "2025-03-15T19:30", "seats_left": 22},
            {"date": "2025-03-22T14:00", "seats_left": 41},
        ]
    },
)
PLANETARIUM_FLOWS = (
    (
        u(
            "Hi! I just got an email that the Rings of Saturn show on 8 March was cancelled. Could I swap our "
            "tickets to a later showing?",
            "Hello there - our Rings of Saturn tickets got cancelled (we were so looking forward to it!). Can we "
            "move to another date?",
            "Hi, the planetarium show we booked was cancelled. I'd like to exchange the tickets rather than get a "
            "refund, if possible.",
            "hi, Rings of Saturn was cancelled on the 8th, can I exchange for a later one pls",
        ),
        a("I'm sorry about the cancellation! Could you give me your booking reference?"),
        u(
            "It's PLN-7741-02.",
            "PLN-7741-02",
            "Sure - pln 7741 02",
            "Booking ref PLN774102, under r.okonkwo@gmail.com.",
        ),
        a(
            "Thanks. I can see 4 tickets for the 8 March, 19:30 showing, £46.00 paid. The next showings are "
            "Saturday 15 March at 19:30 (22 seats left) and Saturday 22 March at 14:00. Which would you prefer?",
            _PLN_FIND,
            _PLN_SHOWS,
        ),
        u(
            "The 15th at 19:30 please - the evening one is more atmospheric!",
            "Saturday 15 March, 7:30pm. Will we be sitting together?",
            "15/03 evening please. Is there any charge for swapping?",
            "Ooh, the evening of the 15th. We'll take that.",
        ),
        a(
            "Done! Your 4 tickets are now for Saturday 15 March at 19:30, seats G12 to G15, together in row G. "
            "There's no exchange fee. Confirmation EXC-20931.",
            call(
                "exchange_tickets",
                {"booking_ref": "PLN-7741-02", "showing": "2025-03-15T19:30"},
                {"confirmation": "EXC-20931", "seats": "G12-G15", "fee": 0.0, "date": "2025-03-15T19:30"},
            ),
        ),
        stop(
            "Wonderful, thank you! Row G sounds perfect.",
            "Great, EXC-20931 noted. Thanks so much!",
            "Brilliant, clear skies or not we'll be there. Thank you!",
            "",
        ),
    ),
    (
        u(
            "Hello! My booking PLN-7741-02 for Rings of Saturn was cancelled. Can I exchange it?",
            "Hi, I had tickets for the 8th of March Rings of Saturn show, which has been cancelled. Can I move "
            "them to another date?",
            "Good evening! Our planetarium show got cancelled - booking PLN-7741-02. Any chance of a later showing "
            "instead?",
        ),
        a("Of course. To find the booking, could you give me the email address it was made with?"),
        u(
            "r.okonkwo@gmail.com",
            "It's r.okonkwo@gmail.com",
            "R.Okonkwo@gmail.com - booking ref is PLN-7741-02 in case you need it.",
        ),
        a(
            "Found it: 4 tickets, £46.00, originally 8 March. Later showings: 15 March at 19:30 or 22 March at "
            "14:00.",
            _PLN_FIND,
            _PLN_SHOWS,
        ),
        u(
            "Is the 22nd showing the same length? The kids are small, a matinee might be easier.",
            "Hmm, does the matinee on 22 March include the live sky tour too?",
            "What's the difference between the two, apart from the time?",
        ),
        a(
            "Both are the full 50-minute show with the live sky tour afterwards. The matinee is quieter and "
            "popular with families."
        ),
        u(
            "Lovely, then the 22 March matinee please.",
            "Ok, let's do Saturday the 22nd at 14:00.",
            "Matinee it is - 22/03 at 2pm please.",
        ),
        a(
            "Exchanged: 4 tickets for Saturday 22 March at 14:00, seats G12-G15, no fee. Confirmation EXC-20931.",
            call(
                "exchange_tickets",
                {"booking_ref": "PLN-7741-02", "showing": "2025-03-22T14:00"},
                {"confirmation": "EXC-20931", "seats": "G12-G15", "fee": 0.0, "date": "2025-03-22T14:00"},
            ),
        ),
        u(
            "Thanks! Do I need new e-tickets or will the old ones scan?",
            "Great. Will you email the new tickets to r.okonkwo@gmail.com?",
            "Perfect. Should we arrive early to get to seats G12-G15?",
        ),
        a(
            "New e-tickets are on their way to r.okonkwo@gmail.com; the old ones no longer scan. Doors open 20 "
            "minutes before."
        ),
        stop(
            "Thank you, that's great!", "Perfect, see you on the 22nd!", "Thanks for sorting this so quickly."
        ),
    ),
    (
        u(
            "Hi, our Rings of Saturn show on 8 March was cancelled. Can I move the tickets to a later date?",
            "Hello! Our planetarium tickets were for a show that's been cancelled. Could we swap to another "
            "evening?",
        ),
        a("I'm sorry about that. What's your booking reference?"),
        u("PLN-7741-02", "It's PLN-7741-02, booked with r.okonkwo@gmail.com."),
        a(
            "Thanks. I'm afraid this booking was bought through one of our partner resellers, so I can't exchange "
            "it from here: the exchange has to go through the reseller you bought from.",
            call(
                "find_booking",
                {"booking_ref": "PLN-7741-02"},
                {"ref": "PLN-7741-02", "status": "cancelled_by_venue", "channel": "reseller"},
            ),
        ),
        u(
            "Oh, I didn't realise I'd booked through them. Ok, I'll contact them.",
            "Ah right, that makes sense. I'll get in touch with them then.",
        ),
        a("Sorry I can't do more. They can move you to the 15 or 22 March showing."),
        stop("Will do, thanks!", "Thanks for explaining. Bye for now."),
    ),
)

# -- 3. knife sharpening by post (with an opener) ----------------------------------------------------------------

KNIFESHARPEN = Scenario(
    goal="Send your five kitchen knives in by post for professional sharpening and get a prepaid shipping label.",
    persona="a home cook who is very particular about their Japanese knives",
    known_facts={
        "customer_id": "KS-20417",
        "address": "22 Cranbrook Road, Bristol BS6 7BS",
        "phone": "0117 496 0321",
        "email": "tom.achebe@fastmail.co.uk",
    },
    unknown_facts=["price per knife: £9", "return date: 2025-04-11", "shipping label number"],
    opener="Hello, I'd like to send my kitchen knives in for sharpening.",
    expected=["create_sharpening_order"],
)
_KS_CUSTOMER = call(
    "lookup_customer",
    {"customer_id": "KS-20417"},
    {
        "id": "KS-20417",
        "name": "Tom Achebe",
        "address": "22 Cranbrook Road, Bristol BS6 7BS",
        "email": "tom.achebe@fastmail.co.uk",
    },
)
_KS_QUOTE = call(
    "quote_sharpening",
    {"knives": 5, "serrated": 0},
    {"price_per_knife": 9.0, "total": 45.0, "return_postage": 0.0, "turnaround_days": 7},
)
KNIFESHARPEN_FLOWS = (
    (
        u("Hello, I'd like to send my kitchen knives in for sharpening."),
        a("Happy to help! Do you have a customer ID with us? And how many knives are you sending?"),
        u(
            "Yes, KS-20417. Five knives: a gyuto, a santoku, a petty, a nakiri and a sujihiki.",
            "Customer ID KS-20417, and it's 5 knives.",
            "ks-20417 - five of them, all Japanese carbon steel, so please no grinding wheels!",
            "It's KS20417. Five knives in total.",
        ),
        a(
            "Thanks, Tom. Sharpening is £9 per knife, so £45 for five, with return postage included. We "
            "hand-sharpen on whetstones, and turnaround is about a week. Shall I set up the order and a prepaid "
            "label?",
            _KS_CUSTOMER,
            _KS_QUOTE,
        ),
        u(
            "Yes please. £45 is fine.",
            "Whetstones, great. Go ahead and set it up.",
            "Sounds good - 5 x £9, £45 total. Please create the label.",
            "yes please, set it up",
        ),
        a("Should the label and the return go to 22 Cranbrook Road, Bristol BS6 7BS?"),
        u(
            "Yes, that's right.",
            "Correct, 22 Cranbrook Road. Phone is 0117 496 0321 if the courier needs it.",
            "Yes, same address. Thanks for checking.",
        ),
        a(
            "Done: order SH-66120. Your Parcelwise label PW447109231GB has been emailed to "
            "tom.achebe@fastmail.co.uk. We'll have the knives back to you by 11 April.",
            call(
                "create_sharpening_order",
                {"customer_id": "KS-20417", "knives": 5},
                {
                    "order": "SH-66120",
                    "label": "PW447109231GB",
                    "courier": "Parcelwise",
                    "return_by": "2025-04-11",
                    "total": 45.0,
                },
            ),
        ),
        stop(
            "Perfect, thanks very much.",
            "Great - SH-66120, back by the 11th. Cheers!",
            "Thank you! Looking forward to sharp knives again.",
            "",
        ),
    ),
    (
        u("Hello, I'd like to send my kitchen knives in for sharpening."),
        a("Sure. What's your customer ID or the email on your account?"),
        u(
            "tom.achebe@fastmail.co.uk",
            "My email is tom.achebe@fastmail.co.uk.",
            "Customer ID is KS-20417.",
            "KS-20417, email tom.achebe@fastmail.co.uk",
        ),
        a("Found you, Tom. How many knives, and are any serrated?", _KS_CUSTOMER),
        u(
            "Five, none serrated.",
            "5 knives, all straight edges.",
            "Five - gyuto, santoku, nakiri, petty and a sujihiki. No serrated ones.",
        ),
        a("That's £9 a knife, £45 in total with return postage. Shall I create the order?", _KS_QUOTE),
        u(
            "Yes please.",
            "Go ahead.",
            "Yes, £45 is fine, please do.",
            "Yes - the courier can reach me on 0117 496 0321 if needed.",
        ),
        a(
            "I'm sorry, our label system is returning an error, so I couldn't create the order just now. Please "
            "try again in an hour or so.",
            call(
                "create_sharpening_order",
                {"customer_id": "KS-20417", "knives": 5},
                error="label service unavailable (503)",
            ),
        ),
        stop(
            "Ok, I'll try again later. Thanks anyway.",
            "Annoying, but fine. I'll come back later.",
            "No problem, I'll try again this afternoon.",
        ),
    ),
)

# -- 4. aquarium pass charged twice ------------------------------------------------------------------------------

AQUARIUM = Scenario(
    goal="Your aquarium annual family pass renewal was charged twice; get the duplicate charge refunded.",
    persona="a busy nurse who writes quickly and sometimes makes typos",
    known_facts={
        "pass_number": "AQ-FAM-30982",
        "email": "lena.varga@proton.me",
        "charge_amount": "$189.00",
        "charge_date": "2025-01-06",
        "card_last4": "4471",
    },
    unknown_facts=["refund reference: RFD-88342", "refund processing time"],
    expected=["refund_duplicate_charge"],
)
_AQ_PASS = call(
    "lookup_pass",
    {"pass_number": "AQ-FAM-30982"},
    {
        "pass": "AQ-FAM-30982",
        "holder": "Lena Varga",
        "valid_until": "2026-01-05",
        "charges": [
            {"id": "CH-5501", "amount": 189.0, "date": "2025-01-06", "card": "4471"},
            {"id": "CH-5502", "amount": 189.0, "date": "2025-01-06", "card": "4471"},
        ],
    },
)
_AQ_REFUND = call(
    "refund_duplicate_charge",
    {"pass_number": "AQ-FAM-30982", "charge_id": "CH-5502"},
    {"refund": "RFD-88342", "amount": 189.0, "eta": "5-7 business days"},
)
AQUARIUM_FLOWS = (
    (
        u(
            "Hi, I renewed our family pass and got charged twice for it. Can you refund one of them?",
            "hi my annual pass renewal went thru twice on my card, need one refunded pls",
            "Hello - I've been double charged for our aquarium family pass renewal. $189.00 twice.",
            "Hi there, my card shows two charges for the family pass renewal on Jan 6. Could you reverse the "
            "extra one?",
        ),
        a("Sorry about that! What's the pass number?"),
        u(
            "AQ-FAM-30982",
            "its AQ-FAM-30982",
            "Pass number AQ FAM 30982.",
            "AQ-FAM-30982 (card ending 4471)",
        ),
        a(
            "Thanks, Lena. I can see two charges of $189.00 on January 6 to the card ending 4471, CH-5501 and "
            "CH-5502. I'll refund the second one, CH-5502. OK?",
            _AQ_PASS,
        ),
        u(
            "Yes please refund CH-5502.",
            "yes thats the duplicate, go ahead",
            "Yes! Thank you. The pass itself stays valid right?",
            "Yep, one of the $189 charges back to the card ending 4471 please.",
        ),
        a(
            "Done. $189.00 is being refunded to the card ending 4471, reference RFD-88342. It takes 5-7 business "
            "days to show. Your pass remains valid until January 5, 2026.",
            _AQ_REFUND,
        ),
        stop("Great thank you!!", "Perfect, RFD-88342 saved. Thanks!", "thx so much", ""),
    ),
    (
        u(
            "Hello, I was charged $189.00 twice for my family pass. Please refund the duplicate.",
            "Hi, double charge on our family pass renewal, can you help?",
            "Hey, my bank shows the family pass renewal charged twice on 6 January.",
        ),
        a("I can look into that. Could you give me the pass number and the email on the account?"),
        u(
            "AQ-FAM-30982 and lena.varga@proton.me",
            "Pass AQ-FAM-30982, email lena.varga@proton.me",
            "sure - AQ-FAM-30982 / lena.varga@proton.me",
        ),
        a("Thanks. I see both $189.00 charges from January 6. Which card were they on?", _AQ_PASS),
        u("The card ending 4471.", "4471", "visa ending in 4471"),
        a(
            "That matches. I've refunded the duplicate, CH-5502: $189.00 back to the card ending 4471, reference "
            "RFD-88342.",
            _AQ_REFUND,
        ),
        u(
            "Thank you! How long until it shows up on my card?",
            "ok great, when will I see it?",
            "Thanks. Will I get an email confirming the refund?",
        ),
        a("Usually 5-7 business days, and a confirmation email is on its way to lena.varga@proton.me."),
        stop("Great, thanks for your help!", "ok perfect, bye", "Thank you, have a good day."),
    ),
    (
        u(
            "Hi, got charged twice for the family pass renewal, can u fix?",
            "Hello, I think my family pass renewal was taken twice. Could you check and refund the extra one?",
            "Hi! Double payment for the aquarium pass renewal, need the second one back please",
        ),
        a(
            "Sorry about that! To verify your details, please confirm the pass number, the email on file and the "
            "last four digits of the card."
        ),
        u(
            "- Pass: AQ-FAM-30982\n- Email: lena.varga@proton.me\n- Card: ending 4471",
            "AQ-FAM-30982, lena.varga@proton.me, card ending 4471",
            "pass AQ-FAM-30982 / email lena.varga@proton.me / last four 4471",
        ),
        a(
            "Verified. There are two charges of $189.00 on 6 January, CH-5501 and CH-5502. I've refunded CH-5502, "
            "reference RFD-88342; please allow 5-7 business days.",
            _AQ_PASS,
            _AQ_REFUND,
        ),
        u(
            "Thank you!! So the pass itself is still active?",
            "Great. RFD-88342 is the number to quote if it doesnt show up?",
            "thx. will it say aquarium on my statement?",
        ),
        a(
            "Yes, the pass stays active until 5 January 2026, and RFD-88342 is the reference to quote if needed."
        ),
        stop("Perfect, thanks!", "great, thank u", "Thanks for sorting it so fast."),
    ),
)

# -- 5. private sauna with a gift voucher (with an opener) -------------------------------------------------------

SAUNA = Scenario(
    goal="Book a private sauna cabin for two on a weekday evening and pay with your gift voucher.",
    persona="a relaxed Finnish expat, brief and friendly",
    known_facts={
        "voucher_code": "SAUNA-GV-7720",
        "voucher_value": "€80",
        "full_name": "Mikko Laine",
        "phone": "+358 40 718 2294",
        "preferred_date": "2025-05-14",
    },
    unknown_facts=["cabin: Kelo", "towel rental price", "booking code: SN-41907"],
    opener="Hei! Can I book a private sauna for two with a gift voucher?",
    expected=["book_cabin"],
)
_SN_VOUCHER = call(
    "check_voucher",
    {"code": "SAUNA-GV-7720"},
    {"code": "SAUNA-GV-7720", "valid": True, "balance": 80.0, "expires": "2025-06-30"},
)
_SN_SLOTS = call(
    "cabin_availability",
    {"date": "2025-05-14", "guests": 2},
    {"date": "2025-05-14", "slots": ["18:00-20:00", "19:30-21:30"], "price": 72.0, "towels": 5.0},
)
SAUNA_FLOWS = (
    (
        u("Hei! Can I book a private sauna for two with a gift voucher?"),
        a("Of course! What's the voucher code?"),
        u(
            "SAUNA-GV-7720",
            "It's SAUNA-GV-7720.",
            "Code is sauna-gv-7720",
            "SAUNA GV 7720, it's for €80 I think.",
        ),
        a("That voucher is valid until 30 June with €80 on it. Which evening would you like?", _SN_VOUCHER),
        u(
            "Wednesday 14 May, if possible.",
            "14.5. please - a Wednesday.",
            "The 14th of May, evening.",
            "Wed May 14",
        ),
        a(
            "On Wednesday 14 May the cabin is free 18:00-20:00 or 19:30-21:30. Two hours for two people is €72, "
            "which your voucher covers. Towels are €5 each if you need them.",
            _SN_SLOTS,
        ),
        u(
            "19:30 please. We bring our own towels.",
            "The later one, 19:30-21:30. So €8 stays on the voucher?",
            "Later slot please, kiitos.",
            "19:30-21:30 is good.",
        ),
        a("Great. Can I have a name and a phone number for the booking?"),
        u(
            "Mikko Laine, +358 40 718 2294.",
            "Mikko Laine, phone 040 718 2294",
            "Name Mikko Laine, number +358407182294",
        ),
        a(
            "Booked: Kelo cabin, Wednesday 14 May, 19:30-21:30, booking code SN-41907. €72 was taken from the "
            "voucher, leaving €8.",
            call(
                "book_cabin",
                {
                    "date": "2025-05-14",
                    "slot": "19:30-21:30",
                    "voucher": "SAUNA-GV-7720",
                    "name": "Mikko Laine",
                    "phone": "+358407182294",
                },
                {"booking": "SN-41907", "cabin": "Kelo", "charged_to_voucher": 72.0, "voucher_balance": 8.0},
            ),
        ),
        stop("Kiitos, thanks!", "Perfect. See you on the 14th.", "Great, SN-41907. Thanks!", ""),
    ),
    (
        u("Hei! Can I book a private sauna for two with a gift voucher?"),
        a("Sure! Which date and time are you thinking of?"),
        u(
            "Wednesday 14 May, in the evening.",
            "May 14th, evening time.",
            "2025-05-14, around 18:00 or later.",
        ),
        a(
            "We have 18:00-20:00 and 19:30-21:30 that day, €72 for two people for two hours. What's the voucher "
            "code?",
            _SN_SLOTS,
        ),
        u(
            "SAUNA-GV-7720. The 18:00 slot please.",
            "Code SAUNA-GV-7720, and 18-20 please.",
            "sauna-gv-7720 - early slot",
        ),
        a("The voucher is valid and has €80. And a name for the booking?", _SN_VOUCHER),
        u("Mikko Laine.", "Laine, Mikko", "Mikko Laine - and my number is +358 40 718 2294 if you need it."),
        a(
            "Booked: SN-41907, Kelo cabin, 14 May 18:00-20:00. €72 charged to the voucher, €8 left on it.",
            call(
                "book_cabin",
                {
                    "date": "2025-05-14",
                    "slot": "18:00-20:00",
                    "voucher": "SAUNA-GV-7720",
                    "name": "Mikko Laine",
                },
                {"booking": "SN-41907", "cabin": "Kelo", "charged_to_voucher": 72.0, "voucher_balance": 8.0},
            ),
        ),
        u(
            "Great. Is there a cold plunge next to the Kelo cabin?",
            "Kiitos! Can we rent towels on arrival?",
            "Good. Can I use the €8 left another time?",
        ),
        a(
            "Yes: there's a cold plunge pool right outside Kelo, towels can be rented at reception for €5 each, "
            "and the €8 stays on the voucher until 30 June."
        ),
        stop("Perfect, kiitos!", "Sounds great, thanks.", "Good, thank you. Moi moi!"),
    ),
)

# -- 6. thesis binding: change the cover colour ------------------------------------------------------------------

BOOKBINDING = Scenario(
    goal="You ordered hardbound copies of your PhD thesis; change the cover colour from black to navy before "
    "production starts.",
    persona="a doctoral student, anxious about the submission deadline, writes long careful messages",
    known_facts={
        "order_number": "BB-240518",
        "email": "s.iyer@ucl.ac.uk",
        "phone": "020 7946 0831",
        "submission_deadline": "2025-06-20",
        "amount_paid": "£87.00",
    },
    unknown_facts=["production start date: 2025-06-09", "colour change fee", "dispatch date: 2025-06-13"],
    expected=["update_order"],
)
_BB_ORDER = call(
    "get_order",
    {"order_number": "BB-240518"},
    {
        "order": "BB-240518",
        "status": "awaiting_production",
        "production_start": "2025-06-09",
        "cover": "black buckram",
        "copies": 3,
        "total": 87.0,
        "email": "s.iyer@ucl.ac.uk",
    },
)
_BB_UPDATE = call(
    "update_order",
    {"order_number": "BB-240518", "cover": "navy buckram"},
    {"order": "BB-240518", "cover": "navy buckram", "fee": 0.0, "dispatch": "2025-06-13"},
)
BOOKBINDING_FLOWS = (
    (
        u(
            "Hello, I placed an order for hardbound copies of my thesis and I'd like to change the cover colour "
            "from black to navy, if production hasn't started yet. Is that still possible?",
            "Hi! Quick (well, hopefully quick) question: can I still change my thesis binding from black to navy? "
            "I've realised my department prefers navy.",
            "Good morning. I need to amend my thesis binding order - the cover should be navy rather than black. "
            "My order number is BB-240518.",
            "Hi, I'd like to change the cover colour on my thesis order to navy, please. I have a deadline on 20 "
            "June so I'm a bit nervous about delays.",
        ),
        a("Happy to check. Could you give me your order number?"),
        u(
            "Of course, it's BB-240518.",
            "BB-240518",
            "The order number is BB 240518.",
            "It's BB-240518 - I paid £87.00 for it, in case that helps find it.",
        ),
        a(
            "Thanks. Your order is for 3 copies in black buckram and hasn't gone into production yet; it's "
            "scheduled to start on 9 June. I can change the cover to navy buckram at no extra cost. Shall I?",
            _BB_ORDER,
        ),
        u(
            "Yes please, navy buckram. And production still starts on the 9th, so I'll have them before 20 June?",
            "Yes, please change it to navy. Thank you for checking so quickly.",
            "That's a relief. Yes, navy buckram for all 3 copies please.",
            "Yes please! No extra cost is wonderful.",
        ),
        a(
            "Done: BB-240518 is now navy buckram. Production starts 9 June and dispatch is planned for 13 June, "
            "well before your 20 June deadline.",
            _BB_UPDATE,
        ),
        stop(
            "Thank you so much, that's a weight off my mind.",
            "Perfect - dispatched on the 13th, that works. Thanks!",
            "Wonderful, thank you for your help.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to change the cover colour of my thesis binding order from black to navy. Could you "
            "help?",
            "Hi, is it too late to switch my thesis covers from black to navy?",
            "Dear support team, I'm hoping to change the cover of my thesis copies to navy instead of black. I "
            "know it's a small thing but it matters to me!",
        ),
        a("Let me check. What's the order number, and the email address you ordered with?"),
        u(
            "BB-240518, and the email is s.iyer@ucl.ac.uk.",
            "Order BB-240518 / s.iyer@ucl.ac.uk",
            "Sure: BB240518, s.iyer@ucl.ac.uk",
        ),
        a(
            "Found it. It's not in production yet (that starts 9 June), so I can change it. Is there anything "
            "else to change, or just the colour?",
            _BB_ORDER,
        ),
        u(
            "Just the colour. Would the gold lettering on the spine stay the same?",
            "Only the colour, please. Will it still be ready in time for my submission on 20 June?",
            "Just the colour, thank you. Gold foil stays as it is.",
        ),
        a(
            "Yes, the gold spine lettering stays as it is, and it will be dispatched on 13 June. Changing it now.",
            _BB_UPDATE,
        ),
        u(
            "Thank you. Will I get an updated confirmation by email?",
            "Great. Can someone call me on 020 7946 0831 if anything goes wrong with the order?",
            "Thanks! Does the dispatch on 13 June mean delivery the next working day?",
        ),
        a(
            "Yes: a new confirmation is on its way by email, we'll call if there's any problem, and it goes by "
            "next-day tracked delivery."
        ),
        stop(
            "Thank you, that's very reassuring.",
            "Brilliant, thanks again.",
            "That's perfect. Thank you for your patience!",
        ),
    ),
)

# -- 7. watch losing time after a service (with an opener) -------------------------------------------------------

WATCHREPAIR = Scenario(
    goal="Your automatic watch, serviced last month, is losing time again; make a warranty claim and book it back "
    "in.",
    persona="a retired engineer, precise and a little impatient",
    known_facts={
        "repair_ticket": "WR-18834",
        "watch_model": "Seiko SARB033",
        "service_date": "2025-02-03",
        "phone": "(312) 555-0187",
        "email": "h.brandt@comcast.net",
    },
    unknown_facts=["warranty claim number: WC-5529", "watchmaker's name: Ines Duarte", "drop-off slot"],
    opener="Good afternoon. My watch is losing time again after your service.",
    expected=["open_warranty_claim"],
)
_WR_REPAIR = call(
    "get_repair",
    {"ticket": "WR-18834"},
    {
        "ticket": "WR-18834",
        "customer": "H. Brandt",
        "model": "Seiko SARB033",
        "serviced": "2025-02-03",
        "warranty_until": "2026-02-03",
        "cost": 145.0,
    },
)
_WR_SLOTS = call(
    "list_dropoff_slots", {"from": "2025-03-10"}, {"slots": ["2025-03-12T10:00", "2025-03-13T15:30"]}
)
WATCHREPAIR_FLOWS = (
    (
        u("Good afternoon. My watch is losing time again after your service."),
        a("I'm sorry to hear that. Do you have the repair ticket number from the service?"),
        u(
            "Yes, WR-18834.",
            "WR-18834",
            "The ticket is WR 18834. It's a Seiko SARB033.",
            "wr-18834",
        ),
        a(
            "Thank you, Mr. Brandt. Your SARB033 was serviced on 3 February and is under our 12-month service "
            "warranty, until 3 February 2026. How much time is it losing?",
            _WR_REPAIR,
        ),
        u(
            "About 40 seconds a day, measured over a week. After a service it should be well within ten.",
            "Roughly half a minute per day. Before the service it was keeping excellent time.",
            "It loses 35-40 seconds every 24 hours. I've checked it against an atomic clock app.",
            "Around 40 s/day. Unacceptable for a watch serviced on 3 Feb.",
        ),
        a(
            "That's well outside tolerance, so it's covered. I can open a warranty claim. Drop-off slots: "
            "Wednesday 12 March at 10:00 or Thursday 13 March at 15:30.",
            _WR_SLOTS,
        ),
        u(
            "Wednesday 12 March at 10:00.",
            "The 12th at 10 am, please.",
            "Thursday at 15:30 doesn't suit, so the Wednesday 10:00 one.",
            "12/03, 10:00.",
        ),
        a(
            "Claim opened: WC-5529. Drop-off Wednesday 12 March at 10:00, no charge. Ines Duarte, who serviced it, "
            "will look at it again.",
            call(
                "open_warranty_claim",
                {"ticket": "WR-18834", "fault": "losing time", "dropoff": "2025-03-12T10:00"},
                {
                    "claim": "WC-5529",
                    "dropoff": "2025-03-12T10:00",
                    "charge": 0.0,
                    "watchmaker": "Ines Duarte",
                },
            ),
        ),
        stop(
            "Good. Thank you.",
            "Noted: WC-5529, 12 March 10:00. Thanks.",
            "Fine. I'll see you on the 12th.",
            "",
        ),
    ),
    (
        u("Good afternoon. My watch is losing time again after your service."),
        a("Sorry about that. Can I take your phone number or email to find the repair?"),
        u(
            "(312) 555-0187.",
            "h.brandt@comcast.net",
            "Phone 312-555-0187.",
            "It's h.brandt@comcast.net. The ticket was WR-18834.",
        ),
        a(
            "Found it: ticket WR-18834, Seiko SARB033, serviced 3 February, warranty until 3 February 2026.",
            _WR_REPAIR,
        ),
        u(
            "Correct. It's losing about 40 seconds a day. I'd like it looked at under the warranty.",
            "That's the one. What are my options?",
            "Yes. I want this fixed under warranty at no cost.",
        ),
        a(
            "I'll open a warranty claim. Would Wednesday 12 March at 10:00 or Thursday 13 March at 15:30 work "
            "for dropping it off?",
            _WR_SLOTS,
        ),
        u("Thursday 13 March, 15:30.", "The Thursday afternoon slot.", "13 March at half past three."),
        a(
            "Done: claim WC-5529, drop-off Thursday 13 March at 15:30, free of charge. Ines Duarte will handle it.",
            call(
                "open_warranty_claim",
                {"ticket": "WR-18834", "fault": "losing time", "dropoff": "2025-03-13T15:30"},
                {
                    "claim": "WC-5529",
                    "dropoff": "2025-03-13T15:30",
                    "charge": 0.0,
                    "watchmaker": "Ines Duarte",
                },
            ),
        ),
        u(
            "Will Ms. Duarte call me when it's ready?",
            "How long will it take once I've dropped it off?",
            "Do I need to bring the original service receipt?",
        ),
        a(
            "We'll call you at (312) 555-0187 when it's ready, usually within 10 working days. No need to bring "
            "the receipt; the claim number is enough."
        ),
        stop("Very well. Thank you.", "Good. Goodbye.", "Understood, thanks."),
    ),
    (
        u("Good afternoon. My watch is losing time again after your service."),
        a("I'm sorry. What's the repair ticket number?"),
        u("WR-18834.", "It's WR-18834."),
        a(
            "Thanks. Has anything happened to the watch since the service, like a knock or water exposure?",
            _WR_REPAIR,
        ),
        u(
            "I'll be honest: I dropped it on a tiled floor about a week ago. It started losing time after that.",
            "Well, it did fall off the bedside table last week. But it was already a bit off before that.",
        ),
        a(
            "Thank you for telling me. I'm afraid impact damage isn't covered by the service warranty, so I can't "
            "open a warranty claim. I can offer a paid inspection instead."
        ),
        u("No, thank you. I'll think it over.", "I'd rather not pay right now. I'll decide later."),
        a("Understood. The offer stands if you change your mind."),
        stop("Thank you. Goodbye.", "Fine. Good day."),
    ),
)

# -- 8. sailing club: transfer a course place --------------------------------------------------------------------

SAILINGCLUB = Scenario(
    goal="You've injured your wrist; transfer your place on the Saturday beginners' dinghy course to your partner.",
    persona="an outdoorsy primary-school teacher, upbeat, uses exclamation marks",
    known_facts={
        "membership_no": "SC-4418",
        "course_code": "DB1-0426",
        "partner_name": "Jonas Whitfield",
        "partner_email": "jonas.whitfield@gmail.com",
        "partner_dob": "1991-09-23",
    },
    unknown_facts=["transfer fee: £15", "instructor's name: Maggie Quinn"],
    expected=["transfer_course_place"],
)
_SC_MEMBER = call(
    "get_member",
    {"membership_no": "SC-4418"},
    {
        "member": "SC-4418",
        "name": "Ellie Brooks",
        "courses": [{"code": "DB1-0426", "title": "Beginners' Dinghy (Saturdays)", "start": "2025-04-26"}],
    },
)
_SC_QUOTE = call("transfer_quote", {"course": "DB1-0426"}, {"allowed": True, "fee": 15.0})
_SC_TRANSFER = call(
    "transfer_course_place",
    {
        "course": "DB1-0426",
        "from": "SC-4418",
        "to_name": "Jonas Whitfield",
        "to_email": "jonas.whitfield@gmail.com",
        "to_dob": "1991-09-23",
    },
    {"transfer": "TRF-7730", "fee": 15.0, "instructor": "Maggie Quinn", "start": "2025-04-26T09:30"},
)
SAILINGCLUB_FLOWS = (
    (
        u(
            "Hi! I've hurt my wrist (boo!) and can't do the Saturday beginners' dinghy course. Can my partner take "
            "my place instead?",
            "Hello! Bad news - I've sprained my wrist, so I'd like to transfer my place on the beginners' dinghy "
            "course to my partner!",
            "Hi there, is it possible to transfer my dinghy course place to someone else? I've injured my wrist.",
            "Hi! Wrist injury means no sailing for me this spring :( Could my partner Jonas have my spot on the "
            "Saturday course?",
        ),
        a("Oh no, sorry to hear that! What's your membership number?"),
        u(
            "It's SC-4418!",
            "SC-4418",
            "Membership number SC 4418.",
            "sc-4418 - the course code is DB1-0426 I think!",
        ),
        a(
            "Thanks, Ellie. You're booked on DB1-0426, Beginners' Dinghy on Saturdays, starting 26 April. "
            "Transfers are allowed with a £15 admin fee. What are your partner's full name, email and date of "
            "birth?",
            _SC_MEMBER,
            _SC_QUOTE,
        ),
        u(
            "Jonas Whitfield, jonas.whitfield@gmail.com, born 23 September 1991.",
            "Name: Jonas Whitfield\nEmail: jonas.whitfield@gmail.com\nDOB: 23/09/1991",
            "Sure! Jonas Whitfield, jonas.whitfield@gmail.com, and his birthday is 1991-09-23. £15 is fine!",
            "It's Jonas Whitfield - email jonas.whitfield@gmail.com - DOB Sept 23, 1991.",
        ),
        a(
            "Done! Jonas is now on DB1-0426 starting Saturday 26 April at 09:30. The £15 fee has been charged to "
            "your account, reference TRF-7730. His instructor will be Maggie Quinn.",
            _SC_TRANSFER,
        ),
        stop(
            "Amazing, thank you so much!",
            "Yay! He'll be thrilled. Thanks!",
            "Brilliant, TRF-7730 noted. Thanks!!",
            "",
        ),
    ),
    (
        u(
            "Hi! Can I transfer my place on course DB1-0426 to my partner? I've injured my wrist.",
            "Hello! I need to give my dinghy course place to my partner - wrist injury, sadly!",
            "Hi, I'm on the Saturday beginners' dinghy course and can't sail now because of my wrist. Could my "
            "partner go instead?",
        ),
        a("Sorry about your wrist! Could you give me your membership number and the course code?"),
        u("SC-4418 and DB1-0426.", "Membership SC-4418, course DB1-0426!", "sure - SC4418 / DB1-0426"),
        a("Thanks. Transfers on DB1-0426 cost £15. Do you want to go ahead?", _SC_MEMBER, _SC_QUOTE),
        u(
            "Yes please! Does my partner need to be a member too?",
            "Yes, £15 is fine! What do you need from him?",
            "Go ahead! Is the £15 taken from my account or does he pay?",
        ),
        a(
            "He doesn't need to be a member, and the fee goes on your account. What's his full name, email and "
            "date of birth?"
        ),
        u(
            "Jonas Whitfield, jonas.whitfield@gmail.com, 23.09.1991.",
            "Jonas Whitfield / jonas.whitfield@gmail.com / 1991-09-23",
            "His name is Jonas Whitfield, email jonas.whitfield@gmail.com, and he was born on 23 September 1991!",
        ),
        a(
            "All done: TRF-7730. Jonas starts on Saturday 26 April at 09:30 with Maggie Quinn; the £15 is on your "
            "account.",
            _SC_TRANSFER,
        ),
        u(
            "Fab! Should Jonas bring his own wetsuit?",
            "Great! Will Jonas get a joining email?",
            "Thank you! Does Maggie Quinn need anything from him before the 26th?",
        ),
        a(
            "Wetsuits and buoyancy aids are provided; Jonas will get a joining email at jonas.whitfield@gmail.com "
            "with everything he needs."
        ),
        stop("Perfect, thanks so much!", "Wonderful! Have a great day!", "Thanks a million!"),
    ),
    (
        u(
            "Hi! I've injured my wrist and want to pass my dinghy course place on to my partner. Is that ok?",
            "Hello, can I transfer my beginners' dinghy place to my partner? Wrist injury!",
        ),
        a("Sorry to hear it! What's your membership number?"),
        u("SC-4418!", "It's SC-4418."),
        a(
            "Thanks. I'm afraid I can't transfer the place: DB1-0426 has a waiting list, so a freed place goes to "
            "the next person on it. I can offer a medical deferral to the autumn course instead.",
            _SC_MEMBER,
            call("transfer_quote", {"course": "DB1-0426"}, {"allowed": False, "reason": "waiting list"}),
        ),
        u(
            "Oh, that's a shame! Let me think about the deferral and get back to you.",
            "Hmm ok. I'll talk to Jonas and decide about the deferral.",
        ),
        a("Of course. Just let us know before the course starts on 26 April."),
        stop("Will do, thanks!", "Thanks anyway!"),
    ),
)

# -- 9. candle-making workshop for two (with an opener) ----------------------------------------------------------

CANDLEMAKING = Scenario(
    goal="Book places for you and a friend on a weekend candle-making workshop at the member rate.",
    persona="a crafty office manager, warm and organised",
    known_facts={
        "member_code": "WAX-2093",
        "email": "priya.shah@icloud.com",
        "friend_name": "Aoife Byrne",
        "phone": "07700 900461",
        "preferred_date": "2025-11-22",
    },
    unknown_facts=["member price: £32", "workshop leader's name: Rosa Lindqvist", "materials fee"],
    opener="Hi there, I'd love to book two places on a candle-making workshop!",
    expected=["book_workshop"],
)
_CM_MEMBER = call(
    "get_member",
    {"member_code": "WAX-2093"},
    {
        "code": "WAX-2093",
        "name": "Priya Shah",
        "email": "priya.shah@icloud.com",
        "member_price": 32.0,
        "guest_at_member_price": True,
    },
)
_CM_DATES = call(
    "workshop_dates",
    {"month": "2025-11"},
    {
        "dates": [
            {"date": "2025-11-22T10:00", "title": "Soy & Beeswax Container Candles", "seats_left": 3},
            {"date": "2025-11-23T14:00", "title": "Pillar Candles", "seats_left": 6},
        ]
    },
)
_CM_BOOK = call(
    "book_workshop",
    {"member_code": "WAX-2093", "date": "2025-11-22T10:00", "guests": ["Aoife Byrne"]},
    {"booking": "CW-11872", "total": 64.0, "materials": "included", "leader": "Rosa Lindqvist"},
)
CANDLEMAKING_FLOWS = (
    (
        u("Hi there, I'd love to book two places on a candle-making workshop!"),
        a("Lovely! Are you a member? If so, what's your member code?"),
        u(
            "Yes! It's WAX-2093.",
            "WAX-2093",
            "I am - member code wax-2093 :)",
            "Yes, WAX 2093. The second place is for my friend Aoife Byrne.",
        ),
        a(
            "Thanks, Priya! Members pay £32 per place, and you can bring a guest at the member price. This month "
            "we have Saturday 22 November at 10:00 (Soy & Beeswax Container Candles, 3 seats left) or Sunday 23 "
            "November at 14:00 (Pillar Candles).",
            _CM_MEMBER,
            _CM_DATES,
        ),
        u(
            "Saturday 22nd at 10 please! So £64 for the two of us?",
            "Ooh, the soy and beeswax one on the 22nd, please!",
            "Sat 22 Nov at 10:00 is perfect - we'll take two of the 3 seats!",
            "The Saturday, please. 2 x £32 = £64, lovely.",
        ),
        a("Great. What's the name of your guest?"),
        u("Aoife Byrne.", "My friend Aoife Byrne!", "Aoife Byrne (spelled A-O-I-F-E)."),
        a(
            "Booked! CW-11872: two places on Saturday 22 November at 10:00, £64 in total, materials included. "
            "Your workshop leader is Rosa Lindqvist.",
            _CM_BOOK,
        ),
        stop("Yay, thank you!", "Perfect, CW-11872. We can't wait!", "Lovely, thanks so much!", ""),
    ),
    (
        u("Hi there, I'd love to book two places on a candle-making workshop!"),
        a("Wonderful! Which date would you like?"),
        u("Saturday 22 November, if there's space!", "The 22nd of November please.", "Ideally Sat 22/11!"),
        a(
            "There's the Soy & Beeswax session at 10:00 on the 22nd with 3 seats left. Are you a member? Members "
            "get a discount.",
            _CM_DATES,
        ),
        u("Yes, member code WAX-2093.", "I am! WAX-2093.", "Yes - WAX-2093, under priya.shah@icloud.com."),
        a(
            "Thanks Priya, that's £32 each at the member rate, your guest included, so £64. Who's coming with "
            "you, and shall I book?",
            _CM_MEMBER,
        ),
        u(
            "My friend Aoife Byrne. Yes please book it!",
            "Aoife Byrne - go ahead!",
            "It's Aoife Byrne. Is the £64 payable now or on the day?",
        ),
        a(
            "Booked: CW-11872, 22 November at 10:00 for you and Aoife Byrne, £64 paid with your card on file. "
            "Materials are included and Rosa Lindqvist is leading.",
            _CM_BOOK,
        ),
        u(
            "Brilliant! Should we bring aprons?",
            "Thank you! Can I get the confirmation sent to priya.shah@icloud.com?",
            "Lovely. Is there parking nearby?",
        ),
        a(
            "Aprons are provided, the confirmation has gone to priya.shah@icloud.com, and there's a car park behind "
            "the studio."
        ),
        stop("Perfect, thank you!", "Great, see you on the 22nd!", "Thanks, you've been so helpful!"),
    ),
)

# -- 10. shoe repair redo with a courier collection --------------------------------------------------------------

SHOEREPAIR = Scenario(
    goal="Your resoled boots came back with the wrong heel; get them redone free of charge and arrange a courier "
    "collection.",
    persona="a gruff but fair market trader who wears his boots every day",
    known_facts={
        "job_number": "SR-90211",
        "postcode": "M14 5RT",
        "collection_address": "17 Birchfields Road, Manchester",
        "phone": "0161 496 0752",
        "email": "dave.kowal@btinternet.com",
    },
    unknown_facts=["courier booking number: CB-30055", "redo turnaround", "collection date: 2025-07-08"],
    expected=["create_redo_job", "book_collection"],
)
_SR_JOB = call(
    "get_job",
    {"job_number": "SR-90211"},
    {
        "job": "SR-90211",
        "item": "Red Wing Iron Ranger boots",
        "heel_ordered": "stacked leather",
        "heel_fitted": "rubber commando",
        "paid": 95.0,
        "completed": "2025-06-27",
    },
)
_SR_REDO = call(
    "create_redo_job",
    {"job_number": "SR-90211", "reason": "wrong heel fitted"},
    {"redo": "SR-90211-R", "charge": 0.0, "turnaround_days": 5},
)
SHOEREPAIR_FLOWS = (
    (
        u(
            "My boots came back from you with the wrong heels. I want them redone.",
            "Hi. Had my boots resoled with you and they've come back with the wrong heel. Not happy.",
            "Afternoon. Wrong heels fitted on my boots. Need it sorting, and I'm not paying twice.",
            "hello, boots back from resole, wrong heel on them. can you redo it at no cost and collect them?",
        ),
        a("I'm sorry about that. What's the job number on your receipt?"),
        u("SR-90211.", "It's SR-90211", "Job number SR 90211.", "sr-90211"),
        a(
            "Thanks. I see the Red Wing Iron Rangers: stacked leather heels were ordered, but rubber commando "
            "heels were fitted. That's our mistake. I'll set up a free redo and a courier collection. What's the "
            "collection address and postcode?",
            _SR_JOB,
        ),
        u(
            "17 Birchfields Road, Manchester, M14 5RT.",
            "17 Birchfields Rd, Manchester M14 5RT",
            "Same as on the job: 17 Birchfields Road, Manchester. Postcode M14 5RT.",
            "Address 17 Birchfields Road, Manchester, postcode m14 5rt.",
        ),
        a("And a phone number for the courier?"),
        u("0161 496 0752.", "01614960752", "Landline's 0161 496 0752.", "+44 161 496 0752"),
        a(
            "Done. Redo job SR-90211-R is set up at no charge. The courier will collect on Tuesday 8 July between "
            "09:00 and 13:00, booking CB-30055. Turnaround is 5 working days after the boots reach us.",
            _SR_REDO,
            call(
                "book_collection",
                {
                    "job": "SR-90211-R",
                    "address": "17 Birchfields Road, Manchester M14 5RT",
                    "phone": "01614960752",
                },
                {"collection": "CB-30055", "date": "2025-07-08", "window": "09:00-13:00"},
            ),
        ),
        stop("Right. Thanks.", "Good, that's sorted then. Cheers.", "CB-30055, 8th July. Fine, ta.", ""),
    ),
    (
        u(
            "The resole on my boots came back with the wrong heel. I want it put right.",
            "Hello, your shop fitted the wrong heels on my boots. Please fix it.",
            "Boots came back with the wrong heels on. Not good enough, frankly.",
        ),
        a("Sorry to hear that. What's your job number, and a phone number in case we need to call?"),
        u("SR-90211, phone 0161 496 0752.", "Job SR-90211. Phone's 0161 496 0752.", "SR90211 / 0161 4960752"),
        a(
            "Thanks. Stacked leather was ordered and rubber commando heels were fitted; that's on us. I've set up "
            "a free redo, SR-90211-R. Now the courier: what's the collection address?",
            _SR_JOB,
            _SR_REDO,
        ),
        u(
            "17 Birchfields Road, Manchester M14 5RT.",
            "17 Birchfields Rd, Manchester, M14 5RT",
            "It's 17 Birchfields Road in Manchester, M14 5RT.",
        ),
        a(
            "I'm sorry, the courier booking system failed just now, so I couldn't book the collection. The redo "
            "job SR-90211-R is open and free of charge; please try the collection again tomorrow or drop the "
            "boots in at the shop.",
            call(
                "book_collection",
                {
                    "job": "SR-90211-R",
                    "address": "17 Birchfields Road, Manchester M14 5RT",
                    "phone": "01614960752",
                },
                error="courier API timeout",
            ),
        ),
        stop(
            "Typical. Fine, I'll drop them in myself.",
            "Right. I'll bring them in then.",
            "Alright, I'll try again tomorrow.",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("icerink", ICERINK, ICERINK_FLOWS),
    Domain("planetarium", PLANETARIUM, PLANETARIUM_FLOWS),
    Domain("knifesharpen", KNIFESHARPEN, KNIFESHARPEN_FLOWS),
    Domain("aquarium", AQUARIUM, AQUARIUM_FLOWS),
    Domain("sauna", SAUNA, SAUNA_FLOWS),
    Domain("bookbinding", BOOKBINDING, BOOKBINDING_FLOWS),
    Domain("watchrepair", WATCHREPAIR, WATCHREPAIR_FLOWS),
    Domain("sailingclub", SAILINGCLUB, SAILINGCLUB_FLOWS),
    Domain("candlemaking", CANDLEMAKING, CANDLEMAKING_FLOWS),
    Domain("shoerepair", SHOEREPAIR, SHOEREPAIR_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "icerink",
        0,
        Say(0, "Hi! I'd like to book the rink for my daughter's birthday party please."),
        "two words added",
    ),
    F(
        "opener",
        "icerink",
        1,
        Say(0, "Hello, can I book the ice rink for a kids' birthday party?"),
        "paraphrase",
    ),
    F(
        "opener",
        "knifesharpen",
        0,
        Say(
            0,
            "Hello, I'd like to send my kitchen knives in for sharpening. There are five of them, all Japanese.",
        ),
        "opener plus a sentence",
    ),
    F("opener", "knifesharpen", 1, Say(0, "Hello, I'd like to send my kitchen knives in"), "truncated"),
    F(
        "opener",
        "sauna",
        1,
        Say(0, "Hi! Could I book a private sauna for two people using a gift voucher?"),
        "paraphrase",
    ),
    F(
        "opener",
        "watchrepair",
        0,
        Say(0, "Good afternoon. My Seiko is losing time again after your service."),
        "one word changed",
    ),
    F(
        "opener",
        "watchrepair",
        2,
        Say(0, "Hello. My watch has been losing time again since your service."),
        "greeting and wording changed",
    ),
    F(
        "opener",
        "candlemaking",
        1,
        Say(0, "Hi there, I'd love to book two places on a candle-making workshop for me and a friend!"),
        "extended",
    ),
    # -- reply_shape: a second voice, reasoning, stage business, or a stop that still asks
    F(
        "reply_shape",
        "planetarium",
        1,
        Say(
            2,
            "Is the 22nd showing the same length? Probably yes, they usually run the same programme. The kids "
            "are small, so a matinee might be easier.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "knifesharpen",
        0,
        Say(2, "*nods approvingly* Yes please, £45 is fine."),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "aquarium",
        1,
        Say(
            4, "Great, thanks for your help! Oh, and will the refund show as a separate line on my statement?"
        ),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "sauna",
        0,
        Say(4, "Mikko Laine, +358 40 718 2294.\nReception: Thank you, Mr. Laine, I have everything I need."),
        "the front desk speaking on its own line",
    ),
    F(
        "reply_shape",
        "bookbinding",
        0,
        Say(2, "As an AI playing the student here, I'd reply: yes please, change it to navy buckram."),
        "breaks character",
    ),
    F(
        "reply_shape",
        "watchrepair",
        1,
        Say(
            3,
            "<reasoning>An impatient engineer would pick the slot that wastes the least of his day.</reasoning>\n"
            "Thursday 13 March, 15:30.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "sailingclub",
        1,
        Say(2, '{"role": "user", "content": "Yes please! Does my partner need to be a member too?"}'),
        "JSON with a role",
    ),
    F(
        "reply_shape",
        "candlemaking",
        0,
        Say(
            3,
            "Aoife Byrne. Thank you for booking with us - is there anything else I can help you with today?",
        ),
        "the assistant's voice",
    ),
    F(
        "reply_shape",
        "shoerepair",
        0,
        Say(
            2,
            "User: 17 Birchfields Road, Manchester, M14 5RT.\nAssistant: Thank you. And a phone number for the "
            "courier?",
        ),
        "role markers, writes the agent's next line",
    ),
    # -- invented_specifics: a specific found neither in the scenario nor in an earlier message or tool result
    F(
        "invented_specifics",
        "icerink",
        0,
        Say(
            3,
            "Phone +44 7911 204388, email dee.marsh@outlook.com. Could you copy my husband in too, "
            "rob.marsh@outlook.com?",
        ),
        "a second email",
    ),
    F(
        "invented_specifics",
        "knifesharpen",
        0,
        Say(3, "Yes, that's right. The courier can ring my mobile on 07700 915342."),
        "mobile number",
    ),
    F(
        "invented_specifics",
        "aquarium",
        0,
        Say(
            2,
            "Yes please refund CH-5502. I was also charged $14.50 for parking that day, can that come back too?",
        ),
        "parking amount",
    ),
    F(
        "invented_specifics",
        "sauna",
        1,
        Say(
            2,
            "SAUNA-GV-7720. The 18:00 slot please. I have a second one too, SAUNA-GV-7721, if that one runs out.",
        ),
        "second voucher code",
    ),
    F(
        "invented_specifics",
        "bookbinding",
        1,
        Say(
            1,
            "BB-240518, and the email is s.iyer@ucl.ac.uk. There's also a second order, BB-240533, for my "
            "supervisor's copy, but that one stays black.",
        ),
        "second order number",
    ),
    F(
        "invented_specifics",
        "watchrepair",
        0,
        Say(2, "About 40 seconds a day. I already rang about it on 27 February and nobody called back."),
        "a date never mentioned",
    ),
    F(
        "invented_specifics",
        "sailingclub",
        0,
        Say(
            2,
            "Jonas Whitfield, jonas.whitfield@gmail.com, born 23 September 1991! He used to be a member too, SC-4426.",
        ),
        "old membership number",
    ),
    F(
        "invented_specifics",
        "candlemaking",
        1,
        Say(1, "Saturday 22 November, if there's space! Otherwise Sunday 30 November works too."),
        "a backup date",
    ),
    F(
        "invented_specifics",
        "shoerepair",
        1,
        Say(1, "SR-90211, phone 0161 496 0752. I paid £110 for that job, by the way."),
        "amount paid",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "icerink",
        0,
        Say(2, "14:00-16:00 please! Will Callum Reid be our host? The kids loved him at a friend's party."),
        "host's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "planetarium",
        0,
        Say(
            2, "The 15th at 19:30 please - could we have seats G12 to G15? That block is right in the middle."
        ),
        "new seats before the agent said them",
    ),
    F(
        "unknown_fact",
        "aquarium",
        0,
        Say(
            2,
            "Yes please. Your colleague on the phone already gave me a refund reference, RFD-88342, if that helps.",
        ),
        "refund reference before the agent said it",
    ),
    F(
        "unknown_fact",
        "sauna",
        0,
        Say(3, "19:30 please. Could we have the Kelo cabin? A friend said it's the nicest."),
        "cabin before the agent named it",
    ),
    F(
        "unknown_fact",
        "bookbinding",
        0,
        Say(
            2,
            "Yes please, navy. And it will still be dispatched on 13 June, right? That leaves me a week of margin.",
        ),
        "dispatch date before the agent said it",
    ),
    F(
        "unknown_fact",
        "watchrepair",
        0,
        Say(3, "Wednesday 12 March at 10:00. I want Ines Duarte to look at it again, she did the service."),
        "watchmaker's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "sailingclub",
        2,
        Say(
            0,
            "Hi! I've injured my wrist and want to pass my dinghy course place on to my partner. I know there's a "
            "£15 transfer fee, that's fine!",
        ),
        "transfer fee in the first message",
    ),
    F(
        "unknown_fact",
        "candlemaking",
        1,
        Say(1, "Saturday 22 November, if there's space! It's £32 each for members, isn't it?"),
        "member price before the agent said it",
    ),
    F(
        "unknown_fact",
        "shoerepair",
        0,
        Say(2, "17 Birchfields Road, Manchester, M14 5RT. Collection on 8 July would suit me."),
        "collection date before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered in one turn before the agent asked for them
    F(
        "data_dump",
        "icerink",
        0,
        Say(
            1,
            "Saturday 15th February, member IR-55190. I'm Deirdre Marsh, mobile 07911 204388, email "
            "dee.marsh@outlook.com.",
        ),
        "asked date and member number, gives three more",
    ),
    F(
        "data_dump",
        "planetarium",
        0,
        Say(
            0,
            "Hi! Rings of Saturn on 8 March got cancelled. Booking PLN-7741-02, paid £46.00, email "
            "r.okonkwo@gmail.com. Can I move to a later showing?",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "knifesharpen",
        0,
        Say(
            1,
            "KS-20417, five knives. Address is 22 Cranbrook Road, Bristol BS6 7BS, phone 0117 496 0321, email "
            "tom.achebe@fastmail.co.uk.",
        ),
        "asked id and count, gives three more",
    ),
    F(
        "data_dump",
        "sauna",
        1,
        Say(1, "Wednesday 14 May, evening.\n- Voucher: SAUNA-GV-7720\n- Value: €80\n- Name: Mikko Laine"),
        "asked the date, lists three more",
    ),
    F(
        "data_dump",
        "bookbinding",
        0,
        Say(1, "It's BB-240518. My email is s.iyer@ucl.ac.uk, phone 020 7946 0831, and I paid £87.00."),
        "asked the order, gives three more",
    ),
    F(
        "data_dump",
        "watchrepair",
        1,
        Say(
            1,
            "(312) 555-0187. Ticket WR-18834, a Seiko SARB033 serviced on 3 February; email h.brandt@comcast.net.",
        ),
        "asked phone or email, gives three more",
    ),
    F(
        "data_dump",
        "sailingclub",
        2,
        Say(
            1,
            "SC-4418! The course is DB1-0426, and my partner is Jonas Whitfield, jonas.whitfield@gmail.com.",
        ),
        "asked membership, gives three more",
    ),
    F(
        "data_dump",
        "candlemaking",
        1,
        Say(
            2,
            "Yes, member code WAX-2093. My email is priya.shah@icloud.com, phone 07700 900461, and my friend is "
            "Aoife Byrne.",
        ),
        "asked member code, gives three more",
    ),
    F(
        "data_dump",
        "shoerepair",
        0,
        Say(
            1,
            "SR-90211. Collect from 17 Birchfields Road, Manchester M14 5RT, phone 0161 496 0752, email "
            "dave.kowal@btinternet.com.",
        ),
        "asked the job, gives four more",
    ),
    # -- premature_stop: the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "icerink",
        1,
        StopAt(6, "Let me check with the other parents which slot suits and I'll ring back. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "planetarium",
        1,
        StopAt(6, "Let me ask my wife which day suits and I'll come back to you. Thanks!"),
        "after the options",
    ),
    F(
        "premature_stop",
        "knifesharpen",
        0,
        StopAt(4, "Hmm, I'll think about it. I might just drop them off in person. Thanks."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "aquarium",
        0,
        StopAt(4, "ok never mind, I'll just ask my bank to reverse it. thanks"),
        "goes to the bank instead",
    ),
    F(
        "premature_stop",
        "bookbinding",
        1,
        StopAt(4, "Thank you - I'll double-check with my department first and email you. Bye for now."),
        "after the agent asked",
    ),
    F(
        "premature_stop",
        "watchrepair",
        0,
        StopAt(6, "I'll check my diary and ring back to arrange it."),
        "after the slots",
    ),
    F("premature_stop", "sailingclub", 0, StopAt(4, ""), "silent stop after the agent asked for details"),
    F(
        "premature_stop",
        "candlemaking",
        1,
        StopAt(6, "Let me check with Aoife first and I'll come back to book. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "shoerepair",
        0,
        StopAt(6, "Actually, forget the courier, I'll bring them in myself. Bye."),
        "before the redo job",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "icerink", 1, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "planetarium", 0, meta(2, prompt_missing=["known_facts.booking_ref"]), "a known fact"),
    F("persona_sent", "knifesharpen", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "aquarium",
        2,
        meta(0, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown",
    ),
    F("persona_sent", "sauna", 0, meta(2, prompt_missing=["known_facts.preferred_date"]), "a known fact"),
    F("persona_sent", "sailingclub", 2, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "candlemaking", 0, meta(1, prompt_missing=["opener"]), "opener"),
    F(
        "persona_sent",
        "shoerepair",
        1,
        meta(2, prompt_missing=["known_facts.collection_address", "known_facts.postcode"]),
        "two known facts",
    ),
]
