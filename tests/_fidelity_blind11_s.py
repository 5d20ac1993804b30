"""Blind set 11, part S: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session that had not seen the guards' implementation, before any run of the guards on it.
Read for it: the guide's "Simulator fidelity: guards, faults, valid trials" section and the sections after it up to
"Statistics over valid trials" (``docs/guides/simulate.md``), ``check_fidelity``'s docstring, the first blind set's
framework (``tests/_fidelity_blind.py``: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``), the step helpers
and the first domains of ``tests/_fidelity_blind_domains.py`` (lines 1-420, for the style) and the entry format of
``tests/_fidelity_corpus.py``. No guard was called while writing it; the labels follow the definitions below, not
what a guard can see.

The ten scenarios (a sailing-dinghy course, a piano removal, a farm-shop meat box, a bike-lock key, a hotel
airport shuttle, a carpet clean, a garden-shed delivery, a smart-thermostat install, a tennis court, a christening
cake) do not reuse the earlier sets' domains. Each has two or three flows: user turns with three or four clean
alternatives (a scenario's opener, when it has one, is its only first turn), an agent that asks for facts one or
two at a time, looks things up with a tool whose result holds identifiers, amounts and dates, echoes them and
makes the expected write call; some flows end on a tool error or a refusal, after which stopping is clean.

Labels: a clean conversation starts with the opener word for word (when there is one); each user turn is one user
speaking (no reasoning or notes, no role markers, no assistant voice, no second speaker, no stop signal in the
text, no answer to its own question, a stop that asks nothing); it volunteers at most two known facts per turn
before the agent asks for them; it never states an unknown fact (its value, or its name with a specific) before
the agent told it; every id, email, phone number, amount and date it says comes from the scenario, from an
earlier agent message or tool result, or is worked out from them (reformatted, a sum, two at a given price); it
stops only after every expected write ran, or after a tool error or a refusal; the scenario reached the user
model's prompt. A fault (``FAULTS``) breaks exactly one of these rules on purpose, labelled with the guard that
should catch it: opener 8, reply_shape 9, invented_specifics 9, unknown_fact 9, data_dump 9, premature_stop 9,
persona_sent 8.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. sailing-dinghy course (with an opener) -------------------------------------------------------------------

DINGHY = Scenario(
    goal="Book yourself onto a two-day beginners' dinghy sailing course in June; it has to be a weekend, as you "
    "work weekdays.",
    persona="a nervous first-time sailor in her forties, chatty",
    known_facts={
        "full_name": "Ruth Okafor",
        "email": "ruth.okafor@mailbox.org",
        "phone": "07700 914336",
        "date_of_birth": "1981-09-23",
    },
    unknown_facts=["course code: RYA-L1-0615", "instructor's name"],
    opener="Hi, I'd like to learn to sail. Do you have a beginners' dinghy course in June?",
    expected=["book_course"],
)
_DINGHY_OPENER = u("Hi, I'd like to learn to sail. Do you have a beginners' dinghy course in June?")
_DINGHY_FIND = call(
    "find_courses",
    {"level": "beginner", "month": "2024-06"},
    {
        "courses": [
            {
                "code": "RYA-L1-0615",
                "start": "2024-06-15",
                "end": "2024-06-16",
                "price_gbp": 245.0,
                "places": 3,
            },
            {
                "code": "RYA-L1-0629",
                "start": "2024-06-29",
                "end": "2024-06-30",
                "price_gbp": 245.0,
                "places": 1,
            },
        ]
    },
)
_DINGHY_DATES = (
    "Yes! Our RYA Level 1 beginners' course runs on two June weekends: Saturday 15 - Sunday 16 June (RYA-L1-0615, "
    "3 places left) and Saturday 29 - Sunday 30 June (RYA-L1-0629, 1 place left). Both are £245. Which would you "
    "like?"
)
DINGHY_FLOWS = (
    (
        _DINGHY_OPENER,
        a(_DINGHY_DATES, _DINGHY_FIND),
        u(
            "The 15th-16th please, the first one.",
            "Ooh, the weekend of 15/16 June would be perfect!",
            "Let's go with RYA-L1-0615 please - is £245 everything, or do I need to hire a wetsuit on top?",
            "15-16 June. I'm a bit nervous, I've never been on a boat that small, is that ok for total beginners?",
        ),
        a(
            "It's all-inclusive (wetsuit, buoyancy aid and tuition) and it's made for complete beginners. Can I take "
            "your full name for the booking?"
        ),
        u("Ruth Okafor.", "It's Ruth Okafor", "Sure - Ruth Okafor (Okafor with a k)", "ruth okafor"),
        a("Thanks, Ruth. And an email address for the joining instructions?"),
        u(
            "ruth.okafor@mailbox.org",
            "It's ruth.okafor@mailbox.org, thanks.",
            "Ruth.Okafor@mailbox.org",
            "Email: ruth.okafor@mailbox.org - you can also text me on 07700 914336 if that's easier.",
        ),
        a(
            "You're booked on RYA-L1-0615, 15-16 June. Booking reference DS-30417. We've taken a £75 deposit; the "
            "£170 balance is due by 31 May.",
            call(
                "book_course",
                {"code": "RYA-L1-0615", "name": "Ruth Okafor", "email": "ruth.okafor@mailbox.org"},
                {
                    "booking_ref": "DS-30417",
                    "status": "confirmed",
                    "deposit_paid": 75.0,
                    "balance": 170.0,
                    "balance_due": "2024-05-31",
                },
            ),
        ),
        u(
            "Brilliant! So £75 now and £170 by the 31st of May, that adds up to the £245. What should I bring on "
            "the day?",
            "Thank you!! Do I need to bring anything, like shoes I don't mind getting wet?",
            "Great, DS-30417 noted. What time do we start on Saturday the 15th?",
            "Lovely. Just to check, 31/05 for the balance - can I pay that by bank transfer?",
        ),
        a(
            "Bring old trainers, a towel and a change of clothes; we start at 9:30 both days at the clubhouse. The "
            "balance can be paid by card or bank transfer."
        ),
        stop(
            "Perfect, see you on the 15th. Thanks so much!",
            "Great, thank you for all your help!",
            "Thanks, I'm really looking forward to it :)",
            "",
        ),
    ),
    (
        _DINGHY_OPENER,
        a("We do. Before I check the dates, could I have your name and a contact number?"),
        u(
            "Ruth Okafor, 07700 914336.",
            "Sure, it's Ruth Okafor and my mobile is 07700914336.",
            "Name's Ruth Okafor. Phone: 07700 914 336",
            "Ruth Okafor - best number is 07700 914336 (mobile)",
        ),
        a(
            "Thanks Ruth. There are two June dates, both weekends: 15-16 June and 29-30 June, £245 each. The later "
            "one has just 1 place left.",
            _DINGHY_FIND,
        ),
        u(
            "I'll take the last place on the 29th-30th then, please!",
            "The 29th and 30th suits me better, could you book that one?",
            "Can I have the 29-30 June one? The 15th is my sister's birthday.",
            "29/30 June please. Is the £245 payable in full now?",
        ),
        a(
            "I can book RYA-L1-0629 for 29-30 June: a £75 deposit secures the place and the £170 balance is due by "
            "14 June. I just need an email address for the confirmation."
        ),
        u(
            "ruth.okafor@mailbox.org",
            "Of course: ruth.okafor@mailbox.org",
            "it's ruth.okafor@mailbox.org",
            "ruth.okafor at mailbox.org",
        ),
        a(
            "Done: you're on RYA-L1-0629, 29-30 June, booking DS-30452. £75 deposit taken, £170 balance due by 14 "
            "June.",
            call(
                "book_course",
                {"code": "RYA-L1-0629", "name": "Ruth Okafor", "email": "ruth.okafor@mailbox.org"},
                {
                    "booking_ref": "DS-30452",
                    "status": "confirmed",
                    "deposit_paid": 75.0,
                    "balance": 170.0,
                    "balance_due": "2024-06-14",
                },
            ),
        ),
        stop(
            "Amazing, thank you! DS-30452, I've written it down.",
            "Thanks so much, can't wait!",
            "Great, £170 by June 14th, got it. Thanks, bye!",
            "Wonderful, thank you for your help.",
        ),
    ),
    (
        _DINGHY_OPENER,
        a(_DINGHY_DATES, _DINGHY_FIND),
        u(
            "The first weekend, 15-16 June, please.",
            "15th/16th June please!",
            "RYA-L1-0615 please.",
            "Could I do the 15-16 June weekend?",
        ),
        a("Lovely. Your name and email, please?"),
        u(
            "Ruth Okafor, ruth.okafor@mailbox.org",
            "Name: Ruth Okafor\nEmail: ruth.okafor@mailbox.org",
            "It's Ruth Okafor - email ruth.okafor@mailbox.org",
            "Ruth Okafor. ruth.okafor@mailbox.org is the best email.",
        ),
        a(
            "I'm sorry, our booking system returned an error and I can't complete the booking right now. Please try "
            "again later or call the club office.",
            call(
                "book_course",
                {"code": "RYA-L1-0615", "name": "Ruth Okafor", "email": "ruth.okafor@mailbox.org"},
                error="503 Service Unavailable: booking backend down",
            ),
        ),
        stop(
            "Oh no. Okay, I'll try again later then. Thanks anyway.",
            "Ah, that's a shame. I'll give the office a call. Bye!",
            "Ok, no worries, I'll try tomorrow.",
            "",
        ),
    ),
)

# -- 2. piano removal (with an opener) ---------------------------------------------------------------------------

PIANOMOVE = Scenario(
    goal="Book a removal for your upright piano from your flat to your new house on 12 July.",
    persona="a retired music teacher, precise and polite",
    known_facts={
        "from_address": "Flat 3, 27 Harcourt Road, Bristol BS6 7RJ",
        "to_address": "14 Mill Lane, Keynsham BS31 2EA",
        "access": "second floor, no lift",
        "phone": "0117 496 0382",
        "piano": "Yamaha U1 upright",
    },
    unknown_facts=["quote: £380", "crew size"],
    opener="Hello, I need to have my upright piano moved to my new house.",
    expected=["book_move"],
)
_PIANO_OPENER = u("Hello, I need to have my upright piano moved to my new house.")
_PIANO_QUOTE = call(
    "get_quote",
    {
        "from": "BS6 7RJ",
        "to": "BS31 2EA",
        "piano": "upright",
        "floor": 2,
        "lift": False,
        "date": "2024-07-12",
    },
    {"quote_id": "PQ-5521", "price_gbp": 380.0, "crew": 3, "slots": ["2024-07-12T08:00", "2024-07-12T13:00"]},
)
_PIANO_BOOK = call(
    "book_move",
    {"quote_id": "PQ-5521", "date": "2024-07-12", "slot": "08:00", "phone": "0117 496 0382"},
    {"booking": "PM-77310", "status": "booked", "deposit_gbp": 95.0, "balance_gbp": 285.0},
)
PIANOMOVE_FLOWS = (
    (
        _PIANO_OPENER,
        a("Certainly. Where is the piano now, and where is it going?"),
        u(
            "It's at Flat 3, 27 Harcourt Road, Bristol BS6 7RJ, and it's going to 14 Mill Lane, Keynsham BS31 2EA.",
            "From Flat 3, 27 Harcourt Road, BS6 7RJ to 14 Mill Lane in Keynsham, BS31 2EA.",
            "Collection: Flat 3, 27 Harcourt Rd, Bristol BS6 7RJ\nDelivery: 14 Mill Lane, Keynsham, BS31 2EA",
            "from harcourt road (flat 3, no. 27, BS6 7RJ) to 14 Mill Lane, Keynsham BS31 2EA",
        ),
        a("Thank you. Which floor is the flat on, is there a lift, and what make is the piano?"),
        u(
            "Second floor, I'm afraid there is no lift. It's a Yamaha U1 upright.",
            "2nd floor, no lift. Yamaha U1.",
            "It's a Yamaha U1 upright, on the second floor with no lift - the stairs are fairly narrow.",
            "No lift, second floor. The piano is a Yamaha U1.",
        ),
        a(
            "Thanks. For 12 July the quote is £380 for a three-person crew, including the stair carry. We have an "
            "8:00 or a 13:00 start. Shall I book one?",
            _PIANO_QUOTE,
        ),
        u(
            "The 8 o'clock start, please. £380 is acceptable.",
            "Please book the 08:00 slot on 12 July.",
            "Morning please - 8am. Does the £380 include moving it into the front room at the new house?",
            "I'd prefer the 8:00 start so that it is in before the afternoon. Please go ahead.",
        ),
        a(
            "Noted, and yes, the crew will place it wherever you like in the new house. What phone number should "
            "the crew call on the day?"
        ),
        u(
            "0117 496 0382.",
            "My number is 0117 4960382.",
            "They can ring 0117 496 0382, that's my landline.",
            "01174960382",
        ),
        a(
            "Booked: PM-77310, Friday 12 July, 8:00 start, from Harcourt Road to Mill Lane. Deposit £95 now, £285 "
            "on the day.",
            _PIANO_BOOK,
        ),
        u(
            "Thank you. £95 plus £285 is the £380, good. How do I pay the deposit?",
            "Excellent. Will you send a confirmation in writing?",
            "Thank you. PM-77310 - I have made a note of it. Should I have the piano tuned after the move?",
            "Very good. Is the balance paid to the crew or online?",
        ),
        a(
            "We'll post a written confirmation with the payment details for the deposit; the balance can be paid to "
            "the crew by card. And a tuning a few weeks after the move is a good idea."
        ),
        stop(
            "Thank you very much for your help. Goodbye.",
            "Splendid. Thank you.",
            "That is all, thank you kindly.",
            "",
        ),
    ),
    (
        _PIANO_OPENER,
        a("I can help with that. What date is the move?"),
        u(
            "The 12th of July.",
            "It's on 12 July - a Friday.",
            "12/07, the same day I get the keys.",
            "July 12th please",
        ),
        a("And the collection address, please?"),
        u(
            "Flat 3, 27 Harcourt Road, Bristol BS6 7RJ. It's on the second floor and there's no lift.",
            "Flat 3, 27 Harcourt Road, Bristol, BS6 7RJ",
            "27 Harcourt Road, Flat 3, BS6 7RJ (Bristol).",
        ),
        a("And the delivery address?"),
        u(
            "14 Mill Lane, Keynsham BS31 2EA.",
            "It goes to 14 Mill Lane, Keynsham, BS31 2EA - ground floor, straight through the front door.",
            "14 Mill Lane, Keynsham. Postcode BS31 2EA.",
        ),
        a("Which floor is the flat on, and is there a lift?"),
        u(
            "Second floor, no lift.",
            "2nd floor and no lift, unfortunately.",
            "The flat is on the second floor. There's no lift, only stairs.",
        ),
        a(
            "Thanks. The quote is £380 with a crew of three; on 12 July we can start at 8:00 or 13:00. Which would "
            "you like?",
            _PIANO_QUOTE,
        ),
        u(
            "Is that £380 including VAT?",
            "Could you tell me whether the £380 covers insurance?",
            "What does the £380 cover, exactly?",
        ),
        a("£380 is the full price, including VAT and goods-in-transit insurance. Which slot would you like?"),
        u("8:00, please.", "The 8 am start.", "Let's do 08:00."),
        a("And a phone number for the crew?"),
        u("0117 496 0382", "It's 0117 496 0382.", "(0117) 496 0382"),
        a("Booked: PM-77310, 12 July at 8:00. Deposit £95 now, £285 on the day.", _PIANO_BOOK),
        stop(
            "Thank you, goodbye.",
            "Wonderful. Thank you for your patience.",
            "Thank you. I look forward to it.",
        ),
    ),
)

# -- 3. farm-shop meat box order (no persona) --------------------------------------------------------------------

MEATBOX = Scenario(
    goal="Order the large mixed meat box from the farm shop for delivery this Friday, paid with your saved card.",
    persona=None,
    known_facts={
        "customer_number": "FS-20931",
        "postcode": "HG4 2QT",
        "email": "d.whitlock@btinternet.com",
        "delivery_note": "leave it in the porch",
    },
    unknown_facts=["box price: £64.50", "delivery slot"],
    expected=["place_order"],
)
_MEAT_CUSTOMER = call(
    "get_customer",
    {"customer_number": "FS-20931"},
    {
        "name": "Dan Whitlock",
        "address": "Low Barn, Kirkby Malzeard, Ripon HG4 2QT",
        "saved_card": "Visa ending 4417",
        "email": "d.whitlock@btinternet.com",
    },
)
_MEAT_BOX = call(
    "check_box",
    {"box": "large mixed", "postcode": "HG4 2QT", "date": "2024-03-22"},
    {
        "sku": "MB-L-MIX",
        "price_gbp": 64.5,
        "delivery_gbp": 4.95,
        "slot": "2024-03-22 08:00-13:00",
        "in_stock": True,
    },
)
_MEAT_ORDER = call(
    "place_order",
    {"customer": "FS-20931", "sku": "MB-L-MIX", "delivery_date": "2024-03-22", "card": "4417"},
    {"order": "ORD-118406", "total_gbp": 69.45, "status": "placed"},
)
_MEAT_HELLO = u(
    "Hi, I'd like to order the large mixed meat box for this Friday please.",
    "hello, can I get a large mixed box delivered on Friday?",
    "Hi there! Looking to order your large mixed meat box, delivered this Friday if possible. I'll pay with the "
    "card you have on file.",
    "Morning - one large mixed box for Friday delivery, please",
)
MEATBOX_FLOWS = (
    (
        _MEAT_HELLO,
        a("Happy to help! What's your customer number?"),
        u("FS-20931", "It's FS-20931.", "fs20931 I think", "Customer number FS 20931"),
        a(
            "Thanks, Dan. I have you at Low Barn, Kirkby Malzeard, HG4 2QT, with a Visa ending 4417 saved. The large "
            "mixed box is £64.50 plus £4.95 delivery, and Friday 22 March delivery is 8am-1pm. Shall I place the "
            "order on the Visa?",
            _MEAT_CUSTOMER,
            _MEAT_BOX,
        ),
        u(
            "Yes please, go ahead on the Visa ending 4417.",
            "Yes. So £69.45 in total? That's fine.",
            "yep, that's right, Low Barn. Please place it. Could the driver leave it in the porch if I'm out?",
            "Perfect, the 22nd works. Go ahead.",
        ),
        a("Will do. Any instructions for the driver?"),
        u(
            "Please leave it in the porch.",
            "Just leave it in the porch, thanks.",
            "If nobody answers, leave it in the porch please - it's cool in there.",
            "porch is fine :)",
        ),
        a(
            "Order placed: ORD-118406, £69.45 on the Visa ending 4417, delivery Friday 22 March between 8am and 1pm, "
            "to be left in the porch.",
            _MEAT_ORDER,
        ),
        u(
            "Great, thanks. Will I recieve an email confirmation?",
            "Cheers. Can I see which cuts are in the box somewhere?",
            "Thanks! Is ORD-118406 trackable on Friday morning?",
            "Lovely. How long will the meat keep in the fridge?",
        ),
        a(
            "Yes: a confirmation with the list of cuts is on its way to d.whitlock@btinternet.com, and you'll get a "
            "text with a one-hour window on Friday morning. Fresh cuts keep 3-4 days in the fridge and can all be "
            "frozen."
        ),
        stop("Brilliant, thanks very much.", "Perfect. Cheers!", "Thanks for your help, bye", ""),
    ),
    (
        u(
            "Hi, I'd like to order a large mixed meat box please.",
            "Hi! Can I order the large mixed box? Friday delivery ideally.",
            "hello, I want to order a meat box (the large mixed one) for Friday",
        ),
        a("Of course. Could you give me the email address on your account?"),
        u(
            "d.whitlock@btinternet.com",
            "It's d.whitlock@btinternet.com",
            "D.Whitlock@btinternet.com - customer number FS-20931 if that helps",
        ),
        a(
            "Found you, Dan. Can you confirm your postcode?",
            call(
                "get_customer",
                {"email": "d.whitlock@btinternet.com"},
                {
                    "customer_number": "FS-20931",
                    "name": "Dan Whitlock",
                    "address": "Low Barn, Kirkby Malzeard, Ripon HG4 2QT",
                    "saved_card": "Visa ending 4417",
                },
            ),
        ),
        u("HG4 2QT", "It's HG4 2QT.", "hg4 2qt"),
        a(
            "Thanks. The large mixed box is £64.50, delivery £4.95, on Friday 22 March between 8am and 1pm. Shall I "
            "charge the Visa ending 4417?",
            _MEAT_BOX,
        ),
        u(
            "Yes please.",
            "Yes, charge the 4417 card.",
            "Go for it - and please ask them to leave it in the porch.",
            "Yes. £4.95 for delivery is fine.",
        ),
        a("Placed: ORD-118406, total £69.45, Friday 22/03 between 8 and 1.", _MEAT_ORDER),
        stop(
            "Thanks!",
            "Great, ORD-118406. Thank you!",
            "Brilliant, see you Friday. Bye",
            "Thanks a lot, have a good day.",
        ),
    ),
    (
        _MEAT_HELLO,
        a("Sure, what's your customer number?"),
        u("FS-20931", "FS-20931 - thanks", "It's FS 20931."),
        a(
            "I'm sorry, the large mixed box is sold out for this Friday and I'm not able to take an order for it this "
            "week. New stock is listed every Monday.",
            _MEAT_CUSTOMER,
            call(
                "check_box",
                {"box": "large mixed", "postcode": "HG4 2QT", "date": "2024-03-22"},
                {"sku": "MB-L-MIX", "in_stock": False, "next_listing": "2024-03-25"},
            ),
        ),
        stop(
            "Ah, that's a pity. I'll check back on Monday then. Thanks.",
            "Oh ok, never mind. Thanks anyway!",
            "Shame! Ok, I'll try next week. Bye",
            "",
        ),
    ),
)

# -- 4. bike-lock key replacement --------------------------------------------------------------------------------

BIKEKEY = Scenario(
    goal="Order replacement keys for your bike D-lock; you lost both keys, so you want two.",
    persona="a student cyclist, casual, writes mostly in lowercase",
    known_facts={
        "key_number": "K-4471-B",
        "lock_model": "Kryptonite Evolution Mini-7",
        "registration_code": "KR-88130-57",
        "email": "tomas.berg@student.lboro.ac.uk",
        "address": "Room 214, Falkner Hall, Loughborough LE11 3TU",
    },
    unknown_facts=["key fee: £18.00", "dispatch date"],
    expected=["order_replacement_key"],
)
_KEY_REG = call(
    "lookup_registration",
    {"registration_code": "KR-88130-57"},
    {
        "owner": "Tomas Berg",
        "model": "Evolution Mini-7",
        "key_number": "K-4471-B",
        "email": "tomas.berg@student.lboro.ac.uk",
        "fee_per_key_gbp": 18.0,
    },
)
_KEY_ORDER = call(
    "order_replacement_key",
    {
        "registration_code": "KR-88130-57",
        "key_number": "K-4471-B",
        "quantity": 2,
        "address": "Room 214, Falkner Hall, Loughborough LE11 3TU",
    },
    {"order": "KY-602194", "total_gbp": 36.0, "dispatch": "2024-10-08", "status": "ordered"},
)
BIKEKEY_FLOWS = (
    (
        u(
            "hi, i lost both keys to my bike lock, can i order new ones?",
            "hey, lost both my d-lock keys :( how do i get replacements?",
            "Hi, I need replacement keys for my Kryptonite lock - I've lost both of them.",
            "hi there, lost the keys for my kryptonite evolution mini-7, need two new ones",
        ),
        a(
            "No problem! Is the lock registered with us? If so, what's the registration code? It's on the card that "
            "came with the keys."
        ),
        u(
            "yeah it's KR-88130-57",
            "KR-88130-57",
            "registration code is kr 88130 57",
            "think so, the card says KR-88130-57",
        ),
        a(
            "Thanks Tomas. That's an Evolution Mini-7, key number K-4471-B. Replacement keys are £18.00 each. How "
            "many would you like?",
            _KEY_REG,
        ),
        u(
            "two please, so £36?",
            "2 keys please",
            "two - i don't want to end up with none again lol",
            "can i get 2? K-4471-B matches the number i wrote down btw",
        ),
        a("Two keys, £36.00 in total. Where should we send them?"),
        u(
            "room 214, falkner hall, loughborough LE11 3TU",
            "Room 214, Falkner Hall, Loughborough, LE11 3TU",
            "to my halls: falkner hall room 214, LE11 3TU",
            "Falkner Hall (Room 214), Loughborough LE11 3TU pls",
        ),
        a(
            "Ordered: KY-602194, 2 keys for £36.00, dispatched on 8 October to Room 214, Falkner Hall. A "
            "confirmation goes to tomas.berg@student.lboro.ac.uk.",
            _KEY_ORDER,
        ),
        u(
            "cool, how long does delivery take after the 8th?",
            "thanks! will they fit in a normal letterbox?",
            "nice. KY-602194, got it. do i need to sign for them?",
            "great. can i track it?",
        ),
        a(
            "Usually 2-3 working days after dispatch, by tracked post. They fit through a letterbox, but a signature "
            "is needed, so your hall reception can sign."
        ),
        stop("sweet, thanks!", "ok perfect, cheers", "thanks for the help :)", ""),
    ),
    (
        u(
            "hi, lost my bike lock keys, need new ones",
            "hello, can i order a replacement key for my d-lock?",
            "Hi, I lost both keys to my Kryptonite D-lock. Can you send me replacements?",
        ),
        a("Sure. Do you have the key number? It's stamped on the key and printed on the registration card."),
        u(
            "yeah it's K-4471-B",
            "K-4471-B",
            "key number is k4471b",
            "the key number is K-4471-B, registration code KR-88130-57",
        ),
        a("Thanks. For security, what's the email address you registered the lock with?"),
        u(
            "tomas.berg@student.lboro.ac.uk",
            "it's tomas.berg@student.lboro.ac.uk",
            "my uni email, tomas.berg@student.lboro.ac.uk",
        ),
        a(
            "Found it, Tomas: Evolution Mini-7, registration KR-88130-57. It's £18.00 per key; I can send two for "
            "£36.00 to Room 214, Falkner Hall, Loughborough LE11 3TU. Shall I?",
            call(
                "lookup_registration",
                {"key_number": "K-4471-B", "email": "tomas.berg@student.lboro.ac.uk"},
                {
                    "owner": "Tomas Berg",
                    "registration_code": "KR-88130-57",
                    "address": "Room 214, Falkner Hall, Loughborough LE11 3TU",
                    "fee_per_key_gbp": 18.0,
                },
            ),
        ),
        u(
            "yes please, thanks",
            "yep that's the right address",
            "yes please, 2 keys to room 214",
            "yes. 36 quid is fine",
        ),
        a("Done: order KY-602194, dispatched on 8 October.", _KEY_ORDER),
        stop("cheers!", "thanks, bye", "perfect, thank u", "nice one, ta"),
    ),
    (
        u(
            "hi, i need two new keys for my bike lock, lost both",
            "hey can i order replacement keys? lost mine",
            "Hello, I've lost both keys to my D-lock and need replacements.",
        ),
        a("Sure! What's the registration code of the lock?"),
        u("KR-88130-57", "its KR-88130-57", "kr-88130-57"),
        a("Thanks, Tomas. Two keys for K-4471-B at £18.00 each, to Room 214, Falkner Hall?", _KEY_REG),
        u("yes please", "yes, two", "yep, both to falkner hall"),
        a(
            "Sorry, the order didn't go through: our key-cutting system is offline. Please try again tomorrow.",
            call(
                "order_replacement_key",
                {"registration_code": "KR-88130-57", "key_number": "K-4471-B", "quantity": 2},
                error="TimeoutError: key-cutting service unavailable",
            ),
        ),
        stop("ah ok, i'll try tomorrow then. thanks", "no worries, bye", "ugh ok. cheers anyway", ""),
    ),
)

# -- 5. hotel airport shuttle (with an opener) -------------------------------------------------------------------

SHUTTLE = Scenario(
    goal="Book the hotel's airport shuttle for your arrival on 3 May, for you and your partner.",
    persona="a business traveller, brisk and to the point",
    known_facts={
        "reservation_number": "HX-559023",
        "last_name": "Varga",
        "flight": "LH 1342",
        "landing_time": "16:40",
        "mobile": "+49 151 2388 4410",
    },
    unknown_facts=["shuttle fare", "pickup point: Arrivals Hall B, door 4"],
    opener="Hi, can I book your airport shuttle for my arrival?",
    expected=["book_shuttle"],
)
_SHUTTLE_OPENER = u("Hi, can I book your airport shuttle for my arrival?")
_SHUTTLE_RES = call(
    "get_reservation",
    {"reservation": "HX-559023", "last_name": "Varga"},
    {"guest": "Anna Varga", "check_in": "2024-05-03", "nights": 3, "guests": 2},
)
_SHUTTLE_CHECK = call(
    "check_shuttle",
    {"date": "2024-05-03", "after": "16:40"},
    {"departures": ["17:15", "17:45"], "fare_per_person_eur": 12.0, "pickup": "Arrivals Hall B, door 4"},
)
SHUTTLE_FLOWS = (
    (
        _SHUTTLE_OPENER,
        a("Of course! What's your reservation number and last name?"),
        u(
            "HX-559023, Varga.",
            "Reservation HX-559023, last name Varga.",
            "hx559023 / Varga",
            "HX 559023 - Varga",
        ),
        a(
            "Thank you, Ms. Varga. You check in on 3 May for 3 nights, 2 guests. Which flight are you arriving on?",
            _SHUTTLE_RES,
        ),
        u(
            "LH 1342, landing 16:40.",
            "Lufthansa LH1342, lands at 4:40 pm.",
            "LH 1342. Scheduled arrival 16:40.",
            "Flight LH 1342",
        ),
        a(
            "After a 16:40 landing the shuttle leaves at 17:15 or 17:45, from Arrivals Hall B, door 4. It's €12 per "
            "person. Which one?",
            _SHUTTLE_CHECK,
        ),
        u(
            "17:45, for two people.",
            "The 5:45 pm one please. Two passengers.",
            "Take the 17:45 - baggage at that airport is slow. So €24 for the two of us?",
            "17:45. 2 pax.",
        ),
        a(
            "Booked: SH-84120, 17:45 from Arrivals Hall B, door 4, 2 passengers, €24 charged to your room.",
            call(
                "book_shuttle",
                {"reservation": "HX-559023", "flight": "LH1342", "departure": "17:45", "passengers": 2},
                {"confirmation": "SH-84120", "total_eur": 24.0, "charged_to": "room"},
            ),
        ),
        u(
            "Good. What if my flight is delayed?",
            "Thanks. Should I call someone when I land?",
            "Fine. Door 4 in Hall B - is the driver holding a sign?",
            "OK. Can I cancel SH-84120 if plans change?",
        ),
        a(
            "If you're delayed we move you to the next shuttle at no charge, and the driver holds a hotel sign. You "
            "can cancel free of charge up to 24 hours before."
        ),
        stop("Perfect. Thanks.", "Got it, thanks.", "Great, see you on the 3rd.", ""),
    ),
    (
        _SHUTTLE_OPENER,
        a("Sure. Could I have your reservation number?"),
        u("HX-559023", "It's HX-559023.", "Reservation no. HX-559023"),
        a("And the last name?"),
        u("Varga", "Varga, V-A-R-G-A.", "It's under Varga."),
        a("Thanks. When do you land?", _SHUTTLE_RES),
        u("3 May, 16:40, on LH 1342.", "May 3rd at 4:40 pm. Flight LH1342.", "16:40 on the 3rd."),
        a(
            "After 16:40 there are shuttles at 17:15 and 17:45, €12 per person, charged to the room. How many "
            "passengers, and which time?",
            _SHUTTLE_CHECK,
        ),
        u("Two passengers, 17:45.", "2 of us. 17:45 please.", "Me and my partner, the 17:45."),
        a("And a mobile number the driver can reach you on?"),
        u("+49 151 2388 4410", "0049 151 23884410", "My mobile: +49 151 2388 4410."),
        a(
            "Booked: SH-84120, 17:45, 2 passengers, €24.00 to your room. Pickup at Arrivals Hall B, door 4.",
            call(
                "book_shuttle",
                {
                    "reservation": "HX-559023",
                    "flight": "LH1342",
                    "departure": "17:45",
                    "passengers": 2,
                    "mobile": "+4915123884410",
                },
                {"confirmation": "SH-84120", "total_eur": 24.0, "charged_to": "room"},
            ),
        ),
        stop("Thanks.", "Excellent. €24 on the room is fine. Bye.", "Great. Thank you.", ""),
    ),
)

# -- 6. carpet-cleaning visit (two expected writes) --------------------------------------------------------------

CARPETCLEAN = Scenario(
    goal="Book a carpet clean for your living room and stairs next week, before your guests arrive at the weekend, "
    "and make sure they know about the red wine stain.",
    persona="a parent of three young kids, friendly and a bit scattered",
    known_facts={
        "address": "22 Gledhow Wood Grove, Leeds LS8 1PR",
        "email": "kaz.hughes@outlook.com",
        "phone": "07911 562208",
        "pets": "one dog, a spaniel",
    },
    unknown_facts=["technician's name", "stain treatment fee: £15"],
    expected=["book_cleaning", "add_job_note"],
)
_CARPET_PRICE = call(
    "get_price",
    {"postcode": "LS8 1PR", "areas": ["living room", "stairs"]},
    {
        "quote": "CQ-4410",
        "living_room_gbp": 55.0,
        "stairs_gbp": 35.0,
        "total_gbp": 90.0,
        "slots": ["2024-09-17 08:00-12:00", "2024-09-19 13:00-17:00"],
    },
)
_CARPET_SLOTS = (
    "Living room £55 and stairs £35, so £90 in total. Next week we have Tuesday 17th, 8am-12pm, or Thursday 19th, "
    "1-5pm."
)
_CARPET_HELLO = u(
    "Hi! I'd like to book a carpet clean for my living room and stairs next week if you have anything?",
    "hello, can someone come and clean our carpets next week? just the living room and the stiars",
    "Hi there, we've got guests coming at the weekend and the carpets are a disaster (three kids!). Could I book a "
    "clean for the living room + stairs next week?",
    "Hiya, looking to get the lounge carpet and the stairs cleaned sometime next week",
)
CARPETCLEAN_FLOWS = (
    (
        _CARPET_HELLO,
        a("We'd love to help! What's the postcode?"),
        u("LS8 1PR", "It's LS8 1PR.", "ls8 1pr", "LS8 1PR - it's 22 Gledhow Wood Grove"),
        a(_CARPET_SLOTS, _CARPET_PRICE),
        u(
            "Tuesday the 17th morning please!",
            "The Tuesday slot would be great, 8-12.",
            "Ooh Tuesday 17/09 please, that gives it time to dry before the weekend. Is £90 including VAT?",
            "tuesday please",
        ),
        a(
            "VAT is included. Tuesday 17 September, 8am-12pm it is. What's the full address, and a phone number for "
            "the technician?"
        ),
        u(
            "22 Gledhow Wood Grove, Leeds LS8 1PR, and my mobile is 07911 562208.",
            "Address: 22 Gledhow Wood Grove, Leeds, LS8 1PR\nMobile: 07911 562 208",
            "22 Gledhow Wood Grove LS8 1PR. Phone 07911562208. We've got a spaniel, is that ok?",
            "It's 22 Gledhow Wood Grove, Leeds. Number's 07911 562208",
        ),
        a(
            "Dogs are fine, just keep them out of the room while we work. Booked! Job CC-29018, Tuesday 17 September, "
            "8am-12pm, £90. Anything the technician should know about?",
            call(
                "book_cleaning",
                {"quote": "CQ-4410", "slot": "2024-09-17 08:00-12:00", "phone": "07911 562208"},
                {"job": "CC-29018", "date": "2024-09-17", "window": "08:00-12:00", "total_gbp": 90.0},
            ),
        ),
        u(
            "Yes - there's a red wine stain on the living room carpet, near the sofa. Sorry!",
            "There's a big red wine stain in the living room, could they have a go at it?",
            "oh yes, red wine stain in the lounge (don't ask). also our dog will be shut in the kitchen",
            "Just the red wine stain in the living room please",
        ),
        a(
            "I've added the red wine stain to the job. Stain treatment is £15 extra, so the new total is £105.",
            call(
                "add_job_note",
                {"job": "CC-29018", "note": "red wine stain on living room carpet"},
                {"job": "CC-29018", "stain_treatment_gbp": 15.0, "new_total_gbp": 105.0},
            ),
        ),
        u(
            "That's fine, £105 is ok. Do we need to move the furniture ourselves?",
            "No problem. How long does it take to dry?",
            "ok thanks! should I hoover first?",
            "Fab. Will they ring before they come on the 17th?",
        ),
        a(
            "They'll move light furniture; please clear small items. Carpets dry in 4-6 hours, there's no need to "
            "hoover, and the technician rings 30 minutes ahead."
        ),
        stop(
            "Brilliant, thanks so much!",
            "Perfect, thank you. See you Tuesday!",
            "Lovely, thanks for your help x",
            "",
        ),
    ),
    (
        _CARPET_HELLO,
        a("Sure! Can I take your address and email?"),
        u(
            "22 Gledhow Wood Grove, Leeds LS8 1PR. Email kaz.hughes@outlook.com",
            "Address is 22 Gledhow Wood Grove, LS8 1PR, and email kaz.hughes@outlook.com",
            "22 Gledhow Wood Grove, Leeds LS8 1PR / kaz.hughes@outlook.com",
        ),
        a(_CARPET_SLOTS + " Which one suits you?", _CARPET_PRICE),
        u(
            "Thursday the 19th afternoon please.",
            "Thursday 1-5 please, I'm at work Tuesday morning",
            "19th please!",
        ),
        a("Lovely. A phone number for the technician?"),
        u("07911 562208", "It's 07911 562208.", "mobile 07911 562 208"),
        a(
            "Booked: CC-29027, Thursday 19 September, 1-5pm, £90. Any stains or notes for the technician?",
            call(
                "book_cleaning",
                {"quote": "CQ-4410", "slot": "2024-09-19 13:00-17:00", "phone": "07911 562208"},
                {"job": "CC-29027", "date": "2024-09-19", "window": "13:00-17:00", "total_gbp": 90.0},
            ),
        ),
        u(
            "Yes, a red wine stain in the living room.",
            "Red wine stain on the living room carpet, and we've got a spaniel so there might be dog hair everywhere",
            "there's a red wine stain by the fireplace in the lounge",
        ),
        a(
            "Noted on the job; the stain treatment adds £15, so £105 in total.",
            call(
                "add_job_note",
                {"job": "CC-29027", "note": "red wine stain, living room"},
                {"job": "CC-29027", "stain_treatment_gbp": 15.0, "new_total_gbp": 105.0},
            ),
        ),
        stop("Great, thanks!", "Perfect, thank you!", "lovely, see you on the 19th!", ""),
    ),
)

# -- 7. garden-shed delivery -------------------------------------------------------------------------------------

SHED = Scenario(
    goal="Arrange delivery of the 8x6 garden shed you ordered online; you want it on a Saturday.",
    persona="a keen gardener in his seventies who writes long, chatty messages",
    known_facts={
        "order_number": "GS-7734-201",
        "postcode": "CB4 3HN",
        "phone": "01223 460917",
        "access": "side gate, 90 cm wide",
    },
    unknown_facts=["Saturday delivery fee: £29.99", "depot"],
    expected=["schedule_delivery"],
)
_SHED_HELLO = u(
    "Good afternoon. I ordered a shed from you online, the 8x6 one, and I'd like to arrange for it to be delivered. "
    "A Saturday would suit me best, as my son can come and help me carry the panels round to the back garden.",
    "Hello, I'd like to book delivery for my 8x6 shed please, on a Saturday if at all possible.",
    "Hi. Could I arrange delivery of my new shed? The order number is GS-7734-201. Saturdays are best for me.",
    "Hello there! The shed I ordered (8x6) is apparently ready - how do I get a Saturday delivery booked?",
)
SHED_FLOWS = (
    (
        _SHED_HELLO,
        a("Happy to help! Could I have your order number, please?"),
        u(
            "Yes, it's GS-7734-201.",
            "GS-7734-201",
            "The order number is GS 7734 201, I have the email in front of me.",
            "It is GS-7734-201. I must say the website was very easy to use.",
        ),
        a(
            "Thank you. Your Shire 8x6 Overlap Apex Shed is ready to ship. Saturday slots: 8 June or 15 June, "
            "7am-12pm. Saturday delivery is £29.99; weekdays are free. Which would you prefer?",
            call(
                "get_order",
                {"order_number": "GS-7734-201"},
                {
                    "item": "Shire 8x6 Overlap Apex Shed",
                    "paid_gbp": 489.0,
                    "status": "ready_to_ship",
                    "saturdays": ["2024-06-08", "2024-06-15"],
                    "saturday_fee_gbp": 29.99,
                    "weekday_fee_gbp": 0,
                },
            ),
        ),
        u(
            "The 15th of June, please. £29.99 is fine, it's worth it to have my son there.",
            "Saturday 15 June would be ideal. My son is away on the 8th.",
            "I'll take the 15th. Is the £29.99 paid now or to the driver?",
            "15/06 please",
        ),
        a("It's added to the order and charged now. Is there anything the driver should know about access?"),
        u(
            "The panels will have to go through the side gate, which is 90 cm wide. I hope that is enough.",
            "Yes, access is via the side gate, 90cm wide.",
            "There's a side gate, ninety centimetres across. The driver can leave everything on the drive if that's "
            "easier.",
            "Side gate, 90 cm. The postcode is CB4 3HN, in case the driver needs it.",
        ),
        a("90 cm is fine for the panels. And a phone number for the driver?"),
        u(
            "01223 460917, that's the landline.",
            "It's 01223 460917.",
            "01223 460 917 - please ask them to let it ring, I'm often in the garden!",
        ),
        a(
            "Booked: DL-55203, Saturday 15 June, 7am-12pm, £29.99 charged. The driver will call 01223 460917 when "
            "on the way.",
            call(
                "schedule_delivery",
                {"order_number": "GS-7734-201", "date": "2024-06-15", "phone": "01223 460917"},
                {"delivery": "DL-55203", "date": "2024-06-15", "window": "07:00-12:00", "charge_gbp": 29.99},
            ),
        ),
        stop(
            "Thank you very much, you've been most helpful. I shall look forward to the 15th.",
            "Splendid, thank you.",
            "Marvellous. Thank you and have a lovely weekend.",
            "",
        ),
    ),
    (
        _SHED_HELLO,
        a("Of course. What's the order number and your postcode?"),
        u(
            "GS-7734-201, postcode CB4 3HN.",
            "Order GS-7734-201. CB4 3HN.",
            "The order is GS-7734-201 and we're at CB4 3HN, just north of Cambridge.",
        ),
        a(
            "I'm sorry: Saturday deliveries don't cover CB4 at the moment, so I can't book a Saturday for this "
            "order. Weekday delivery is free, if that's any help.",
            call(
                "get_order",
                {"order_number": "GS-7734-201", "postcode": "CB4 3HN"},
                {
                    "item": "Shire 8x6 Overlap Apex Shed",
                    "status": "ready_to_ship",
                    "saturdays": [],
                    "weekday_fee_gbp": 0,
                },
            ),
        ),
        stop(
            "Oh dear. Well, I shall have to talk to my son and come back to you. Thank you anyway.",
            "That's a shame. Thank you for checking.",
            "I see. I'll think about a weekday then and ring back. Goodbye.",
            "",
        ),
    ),
)

# -- 8. smart-thermostat install (with an opener) ----------------------------------------------------------------

THERMOSTAT = Scenario(
    goal="Book an engineer to install the smart thermostat you bought, on a weekday morning.",
    persona="a software developer, terse",
    known_facts={
        "order_id": "TH-300482",
        "address": "9 Carlton Street, Glasgow G5 9JP",
        "boiler": "Worcester Greenstar 30i",
        "email": "iain.mcrae@proton.me",
        "phone": "07384 118902",
    },
    unknown_facts=["engineer's name: Callum Reid", "install fee: £99"],
    opener="Hey, I need someone to install my new smart thermostat.",
    expected=["book_install"],
)
_THERMO_OPENER = u("Hey, I need someone to install my new smart thermostat.")
_THERMO_ORDER = call(
    "get_order",
    {"order_id": "TH-300482"},
    {
        "product": "Hive Thermostat V4",
        "address": "9 Carlton Street, Glasgow G5 9JP",
        "install_included": False,
    },
)
_THERMO_COMPAT = call(
    "check_compatibility", {"boiler": "Worcester Greenstar 30i"}, {"compatible": True, "wiring": "OpenTherm"}
)
_THERMO_SLOTS = call(
    "get_slots",
    {"postcode": "G5 9JP", "part_of_day": "morning"},
    {"slots": ["2024-11-05T08:00", "2024-11-07T08:00"], "fee_gbp": 99.0},
)
_THERMO_BOILER = u(
    "Worcester Greenstar 30i.",
    "Worcester Greenstar 30i combi.",
    "worcester greenstar 30i",
    "It's a Greenstar 30i (Worcester).",
)
THERMOSTAT_FLOWS = (
    (
        _THERMO_OPENER,
        a("Sure. What's your order number?"),
        u("TH-300482", "TH-300482.", "th300482", "Order TH-300482"),
        a(
            "Got it: Hive Thermostat V4 for 9 Carlton Street, Glasgow G5 9JP. What boiler do you have?",
            _THERMO_ORDER,
        ),
        _THERMO_BOILER,
        a(
            "That's compatible (OpenTherm). Weekday mornings: Tue 5 Nov or Thu 7 Nov, 8-12. Installation is £99. "
            "Which one?",
            _THERMO_COMPAT,
            _THERMO_SLOTS,
        ),
        u("Tue 5 Nov.", "5th.", "Tuesday. £99 ok.", "2024-11-05 please"),
        a(
            "Booked: INS-70215, Tuesday 5 November, 8am-12pm. Your engineer is Callum Reid. £99 is due on the day.",
            call(
                "book_install",
                {"order_id": "TH-300482", "slot": "2024-11-05T08:00"},
                {
                    "job": "INS-70215",
                    "date": "2024-11-05",
                    "window": "08:00-12:00",
                    "engineer": "Callum Reid",
                    "fee_gbp": 99.0,
                },
            ),
        ),
        u(
            "Card on the day ok?",
            "Does Callum need access to the boiler cupboard?",
            "How long does the install take?",
            "Will I get a confirmation email?",
        ),
        a(
            "Card is fine. He'll need the boiler and the old thermostat; the install takes about 2 hours. A "
            "confirmation is on its way by email."
        ),
        stop("Thanks.", "ok, thx", "Cheers.", ""),
    ),
    (
        _THERMO_OPENER,
        a("Happy to help. Order number and email, please?"),
        u(
            "TH-300482, iain.mcrae@proton.me",
            "TH-300482 / iain.mcrae@proton.me",
            "order TH-300482, email iain.mcrae@proton.me",
        ),
        a("Thanks. What's the boiler make and model?", _THERMO_ORDER),
        _THERMO_BOILER,
        a(
            "Compatible. Mornings available: 5 or 7 November, 8am-12pm, with a £99 fitting fee. Which one?",
            _THERMO_COMPAT,
            _THERMO_SLOTS,
        ),
        u("7th.", "Thu 7 Nov.", "The Thursday, 07/11.", "7 Nov pls"),
        a(
            "Sorry, the booking failed: the 7 November slot was just taken and the system returned an error. Please "
            "try again later.",
            call(
                "book_install",
                {"order_id": "TH-300482", "slot": "2024-11-07T08:00"},
                error="409 Conflict: slot no longer available",
            ),
        ),
        stop("ok. will try later.", "Annoying, but fine. Bye.", "ok thanks", ""),
    ),
)

# -- 9. tennis-court booking -------------------------------------------------------------------------------------

TENNIS = Scenario(
    goal="Book an outdoor tennis court for a doubles game this Thursday evening, for 90 minutes; you and your "
    "partner are members, the other two players are guests.",
    persona="an upbeat club member who uses a lot of exclamation marks",
    known_facts={
        "member_id": "TC-1187",
        "name": "Priya Raman",
        "email": "priya.raman@gmail.com",
        "partner_member_id": "TC-0942",
    },
    unknown_facts=["court number", "guest fee: $6"],
    expected=["book_court"],
)
_TENNIS_AVAIL = call(
    "check_availability",
    {"date": "2024-08-22", "from": "18:00", "minutes": 90, "surface": "outdoor"},
    {
        "courts": [{"court": 3, "start": "18:30"}, {"court": 5, "start": "19:00"}],
        "court_fee_usd": 16.0,
        "guest_fee_usd": 6.0,
    },
)
_TENNIS_HELLO = u(
    "Hi! I'd like to book an outdoor court for doubles this Thursday evening, 90 minutes please!",
    "Hey! Any outdoor courts free Thursday evening? We need one for 90 mins of doubles.",
    "Hi there! Can I book a court for Thursday night? Doubles, an hour and a half.",
    "hi! looking for an outdoor court thursday evening for doubles, 90 min :)",
)
TENNIS_FLOWS = (
    (
        _TENNIS_HELLO,
        a("Sure! What's your member ID?"),
        u("TC-1187!", "It's TC-1187.", "tc1187", "Member ID TC-1187 (Priya Raman)"),
        a(
            "Thanks, Priya! On Thursday, August 22 I have court 3 at 6:30 pm or court 5 at 7:00 pm, 90 minutes each. "
            "The court fee is $16, plus $6 per guest. Who's playing?",
            _TENNIS_AVAIL,
        ),
        u(
            "Me, my partner (member TC-0942) and two guests! Court 3 at 6:30 please!",
            "6:30 on court 3! It's me, TC-0942 and two guests, so $16 + $12 = $28?",
            "Court 3 at 6:30 works! Players: me, my partner TC-0942, plus 2 guests.",
            "The 6:30 one please!! My partner's member ID is TC-0942 and we're bringing two guests.",
        ),
        a(
            "Booked! BK-44817: court 3, Thursday Aug 22, 6:30-8:00 pm. Total $28 ($16 court + $12 for two guests).",
            call(
                "book_court",
                {
                    "member_id": "TC-1187",
                    "court": 3,
                    "start": "2024-08-22T18:30",
                    "minutes": 90,
                    "players": ["TC-1187", "TC-0942", "guest", "guest"],
                },
                {
                    "booking": "BK-44817",
                    "court": 3,
                    "start": "2024-08-22T18:30",
                    "end": "2024-08-22T20:00",
                    "total_usd": 28.0,
                },
            ),
        ),
        u(
            "Yay, thank you! Do guests need to sign in at the front desk?",
            "Amazing! Can we rent balls there?",
            "Perfect! Is the court lit after 8?",
            "Great!! Will the confirmation go to priya.raman@gmail.com?",
        ),
        a(
            "Guests sign in at the front desk, balls are $4 a can at the pro shop, the outdoor courts are floodlit "
            "until 10 pm, and the confirmation goes to your email on file."
        ),
        stop("Awesome, thanks so much!", "Perfect, see you Thursday!!", "Thank you!! Have a great day!", ""),
    ),
    (
        _TENNIS_HELLO,
        a("Happy to help! Can you give me your name and member ID?"),
        u("Priya Raman, TC-1187!", "Priya Raman - TC-1187", "I'm Priya Raman, member TC-1187."),
        a("Thanks! Thursday Aug 22: court 3 at 6:30 pm or court 5 at 7 pm. Which one?", _TENNIS_AVAIL),
        u("Court 5 at 7 please!", "7pm on court 5!", "The 7:00 one, court 5 :)"),
        a("Who's playing? Guests pay $6 each."),
        u(
            "Me, my partner TC-0942 and two guests!",
            "My partner (TC-0942) plus two friends who aren't members.",
            "Two members - me and TC-0942 - and two guests, so $12 in guest fees?",
        ),
        a(
            "Booked: BK-44823, court 5, Thursday 7:00-8:30 pm. $16 court fee + $12 guest fees = $28.",
            call(
                "book_court",
                {
                    "member_id": "TC-1187",
                    "court": 5,
                    "start": "2024-08-22T19:00",
                    "minutes": 90,
                    "players": ["TC-1187", "TC-0942", "guest", "guest"],
                },
                {
                    "booking": "BK-44823",
                    "court": 5,
                    "start": "2024-08-22T19:00",
                    "end": "2024-08-22T20:30",
                    "total_usd": 28.0,
                },
            ),
        ),
        stop("Yay! Thank you!", "Perfect, thanks!!", "Thanks, see you Thursday!", ""),
    ),
)

# -- 10. christening-cake order (with an opener) -----------------------------------------------------------------

CHRISTENING = Scenario(
    goal="Order a two-tier christening cake for your daughter Isla's christening, to collect on Saturday 21 "
    "September.",
    persona="a new mum, warm and excited, who uses exclamation marks",
    known_facts={
        "name": "Megan Doyle",
        "phone": "087 214 5590",
        "email": "megan.doyle@eircom.net",
        "guests": "about 40",
        "flavour": "lemon sponge",
    },
    unknown_facts=["cake price: €185", "deposit"],
    opener="Hi! I'd love to order a christening cake for my little girl.",
    expected=["place_cake_order"],
)
_CAKE_OPENER = u("Hi! I'd love to order a christening cake for my little girl.")
_CAKE_CAL = call(
    "check_calendar", {"date": "2024-09-21"}, {"available": True, "collection_times": ["10:00", "14:00"]}
)
_CAKE_PRICE = call(
    "get_cake_price",
    {"tiers": 2, "servings": 40},
    {"sizes": "6in + 8in", "price_eur": 185.0, "deposit_eur": 50.0},
)
CHRISTENING_FLOWS = (
    (
        _CAKE_OPENER,
        a("Congratulations! When is the christening, and how many guests?"),
        u(
            "It's on Saturday the 21st of September, and there'll be about 40 of us!",
            "Saturday 21 September! About 40 guests.",
            "21/09, around 40 people :)",
            "The 21st of September - we're expecting about forty!",
        ),
        a(
            "Lovely! The 21st is free, with collection at 10:00 or 14:00. For about 40, a two-tier cake (6in + 8in) "
            "is €185, with a €50 deposit. What flavour would you like?",
            _CAKE_CAL,
            _CAKE_PRICE,
        ),
        u(
            "Lemon sponge please!",
            "Ooh lemon sponge! Could it say 'Isla' on top?",
            "Lemon sponge, please! Is €185 including the decorations?",
            "lemon sponge! and 10:00 collection would be great",
        ),
        a(
            "Lemon sponge it is! The price includes the decorations and a name on top, and I'll put you down for "
            "10:00 unless you'd prefer 14:00. Can I take your name and a phone number?"
        ),
        u(
            "Megan Doyle, 087 214 5590!",
            "It's Megan Doyle and my number is 087 214 5590.",
            "Megan Doyle - 0872145590",
            "Name: Megan Doyle\nPhone: 087 214 5590\nAnd yes please, 'Isla' on top!",
        ),
        a(
            "Thanks Megan! Two-tier lemon sponge with 'Isla' on top, for collection on Saturday 21 September at "
            "10:00. Order CK-2209: €185, €50 deposit now, €135 on collection.",
            call(
                "place_cake_order",
                {
                    "name": "Megan Doyle",
                    "phone": "087 214 5590",
                    "date": "2024-09-21",
                    "time": "10:00",
                    "tiers": 2,
                    "flavour": "lemon sponge",
                    "inscription": "Isla",
                },
                {
                    "order": "CK-2209",
                    "price_eur": 185.0,
                    "deposit_eur": 50.0,
                    "balance_eur": 135.0,
                    "status": "confirmed",
                },
            ),
        ),
        u(
            "Yay, thank you so much! How do I pay the €50 deposit?",
            "Amazing!! Can I see a picture of the design before?",
            "Perfect! €50 now and €135 on the day, got it. Can I change the time later if I need to?",
            "Thank you! Is it ok to collect a bit after 10?",
        ),
        a(
            "We'll text you a payment link for the deposit, we send a design sketch a week before, and the "
            "collection time can be changed up to 48 hours ahead."
        ),
        stop(
            "Thank you so much, I'm so excited!",
            "Brilliant, thanks a million!",
            "Thanks!! See you on the 21st!",
            "",
        ),
    ),
    (
        _CAKE_OPENER,
        a("How exciting! What's your name and email, so I can start an order?"),
        u(
            "Megan Doyle, megan.doyle@eircom.net",
            "I'm Megan Doyle! Email is megan.doyle@eircom.net",
            "Megan Doyle / megan.doyle@eircom.net :)",
        ),
        a("Thanks Megan! What date do you need it, and for how many people?"),
        u(
            "Collection on Saturday 21 September please - about 40 guests!",
            "The 21st of Sept, roughly forty people.",
            "Sat 21/9, about 40!",
        ),
        a(
            "We can do that: a two-tier cake serves 40 and is €185, to collect at 10:00 or 14:00. Which flavour?",
            _CAKE_CAL,
            _CAKE_PRICE,
        ),
        u(
            "Lemon sponge, and 14:00 please!",
            "Lemon sponge! 2pm collection.",
            "lemon sponge please, collecting at 14:00",
        ),
        a(
            "Ordered: CK-2215, two-tier lemon sponge, to collect on 21 September at 14:00. €185, with a €50 deposit "
            "now.",
            call(
                "place_cake_order",
                {
                    "name": "Megan Doyle",
                    "email": "megan.doyle@eircom.net",
                    "date": "2024-09-21",
                    "time": "14:00",
                    "tiers": 2,
                    "flavour": "lemon sponge",
                },
                {
                    "order": "CK-2215",
                    "price_eur": 185.0,
                    "deposit_eur": 50.0,
                    "balance_eur": 135.0,
                    "status": "confirmed",
                },
            ),
        ),
        stop("Thank you so much!!", "Brilliant, thank you!", "Yay! Thanks a million!", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("dinghy", DINGHY, DINGHY_FLOWS),
    Domain("pianomove", PIANOMOVE, PIANOMOVE_FLOWS),
    Domain("meatbox", MEATBOX, MEATBOX_FLOWS),
    Domain("bikekey", BIKEKEY, BIKEKEY_FLOWS),
    Domain("shuttle", SHUTTLE, SHUTTLE_FLOWS),
    Domain("carpetclean", CARPETCLEAN, CARPETCLEAN_FLOWS),
    Domain("shed", SHED, SHED_FLOWS),
    Domain("thermostat", THERMOSTAT, THERMOSTAT_FLOWS),
    Domain("tennis", TENNIS, TENNIS_FLOWS),
    Domain("christening", CHRISTENING, CHRISTENING_FLOWS),
]


# -- seeded faults: each breaks exactly one rule -----------------------------------------------------------------
# Say(turn, ...) counts the flow's user and stop steps from 0; StopAt(step, ...) cuts the flow before step ``step``.

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "dinghy",
        0,
        Say(0, "Hi, I'd like to learn to sail! Do you have any beginner dinghy courses in June?"),
        "paraphrase",
    ),
    F("opener", "dinghy", 2, Say(0, "Hi, I'd like to learn to sail."), "truncated to its first sentence"),
    F(
        "opener",
        "pianomove",
        0,
        Say(0, "Hello, I need to have my upright piano moved to my new house on 12 July."),
        "opener plus the date from the goal",
    ),
    F(
        "opener",
        "pianomove",
        1,
        Say(0, "Good morning, I need to have my upright piano moved to my new house."),
        "greeting changed",
    ),
    F(
        "opener",
        "shuttle",
        0,
        Say(0, "Hello - I'd like to book the airport shuttle for my arrival, please."),
        "reworded",
    ),
    F(
        "opener",
        "shuttle",
        1,
        Say(0, "Hi, can I book your airport shuttle for my arrival? There will be two of us."),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "thermostat",
        0,
        Say(0, "Hey, I need someone to install my new smart thermostat. Order TH-300482."),
        "opener plus the order number",
    ),
    F(
        "opener",
        "christening",
        0,
        Say(0, "Hi! I would love to order a christening cake for my little girl."),
        "contraction written out",
    ),
    # -- reply_shape: a turn that is not one user speaking
    F(
        "reply_shape",
        "meatbox",
        0,
        Say(
            1,
            "<think>The agent wants my customer number. It's in my details: FS-20931.</think>\nIt's FS-20931.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "bikekey",
        0,
        Say(2, "two please\n\nAgent: Great, that's two keys for £36.00. Where should we send them?"),
        "writes the agent's next line",
    ),
    F(
        "reply_shape",
        "shuttle",
        0,
        Say(4, "Thank you for choosing our hotel! Is there anything else I can help you with today?"),
        "role inversion, stock phrase",
    ),
    F(
        "reply_shape",
        "carpetclean",
        0,
        Say(5, "That's fine, £105 is ok. ###STOP### Oh and do we need to move the furniture ourselves?"),
        "stop signal inside a turn that goes on",
    ),
    F(
        "reply_shape",
        "tennis",
        0,
        Say(4, "Awesome, thanks! What time should we get there on Thursday?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "shed",
        0,
        Say(
            4,
            "01223 460917. Will the driver carry the panels round to the back? I expect so, most firms take them "
            "through to the garden.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "christening",
        0,
        Say(3, "(Staying in character as Megan.) Megan Doyle, 087 214 5590!"),
        "stage direction",
    ),
    F("reply_shape", "thermostat", 0, Say(2, "User: Worcester Greenstar 30i"), "user role marker"),
    F(
        "reply_shape",
        "pianomove",
        1,
        Say(
            5,
            "Is that £380 including VAT?\n\nMover: Yes, VAT is included.\n\nMe: Good. Then the 8:00 slot, please.",
        ),
        "scripts both sides of an exchange",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "dinghy", 0, Say(3, "ruth.okafor@mailbox.com"), "email with another ending"),
    F("invented_specifics", "pianomove", 0, Say(4, "0117 496 0328."), "phone digits swapped"),
    F(
        "invented_specifics",
        "meatbox",
        0,
        Say(2, "Yes. So £68.45 in total? That's fine."),
        "a total added up wrong",
    ),
    F("invented_specifics", "bikekey", 1, Say(1, "yeah it's K-4417-B"), "key number digits swapped"),
    F(
        "invented_specifics",
        "shuttle",
        1,
        Say(3, "3 May, 16:40, on LH 1432."),
        "flight number digits swapped",
    ),
    F(
        "invented_specifics",
        "carpetclean",
        1,
        Say(
            1,
            "22 Gledhow Wood Grove, Leeds LS8 1PR. Email kaz.hughes@outlook.com, and our landline is 0113 266 0419 "
            "if the mobile's off.",
        ),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "thermostat",
        0,
        Say(1, "TH-300482. Bought it on 28 October."),
        "purchase date",
    ),
    F(
        "invented_specifics",
        "christening",
        1,
        Say(
            2,
            "Collection on Saturday 21 September please - about 40 guests! Can I pay with my card ending 3318?",
        ),
        "card digits",
    ),
    F(
        "invented_specifics",
        "tennis",
        1,
        Say(4, "Yay! Thank you! See you on the 23rd!"),
        "day of the month off by one",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "dinghy",
        1,
        Say(
            1,
            "Ruth Okafor, 07700 914336. I saw course RYA-L1-0615 on your website, is that one still running?",
        ),
        "course code before the agent said it",
    ),
    F(
        "unknown_fact",
        "pianomove",
        1,
        Say(3, "14 Mill Lane, Keynsham BS31 2EA. Your colleague quoted me £380 on the phone."),
        "quote before the agent gave it",
    ),
    F(
        "unknown_fact",
        "meatbox",
        1,
        Say(0, "Hi, I'd like to order a large mixed meat box please - it's £64.50, right?"),
        "box price in the first message",
    ),
    F(
        "unknown_fact",
        "shuttle",
        0,
        Say(1, "HX-559023, Varga. I'll wait at Arrivals Hall B, door 4 - can the driver meet me there?"),
        "pickup point, without its name",
    ),
    F(
        "unknown_fact",
        "bikekey",
        0,
        Say(1, "yeah it's KR-88130-57. i know the keys are 18 quid each, that's fine"),
        "fee in another format",
    ),
    F(
        "unknown_fact",
        "carpetclean",
        0,
        Say(
            3,
            "22 Gledhow Wood Grove, Leeds LS8 1PR, and my mobile is 07911 562208. There's a red wine stain too, so "
            "please add the £15 stain treatment.",
        ),
        "stain fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "shed",
        0,
        Say(1, "Yes, it's GS-7734-201. I'm happy to pay the £29.99 for a Saturday."),
        "Saturday fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "thermostat",
        0,
        Say(2, "Worcester Greenstar 30i. Is Callum Reid doing the install? He did my neighbour's."),
        "engineer's name before the booking",
    ),
    F(
        "unknown_fact",
        "christening",
        1,
        Say(2, "Saturday 21 September, about 40 guests! I saw the two-tier ones are €185."),
        "cake price before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "dinghy",
        0,
        Say(
            1,
            "The 15th-16th please. I'm Ruth Okafor, born 23/09/1981, email ruth.okafor@mailbox.org, mobile 07700 "
            "914336.",
        ),
        "asked for a date, gives four facts",
    ),
    F(
        "data_dump",
        "pianomove",
        1,
        Say(
            1,
            "12 July. We're moving from Flat 3, 27 Harcourt Road, Bristol BS6 7RJ to 14 Mill Lane, Keynsham BS31 "
            "2EA; second floor, no lift, and it's a Yamaha U1.",
        ),
        "asked for the date, gives both addresses, access and piano",
    ),
    F(
        "data_dump",
        "meatbox",
        0,
        Say(
            0,
            "Hi, I'd like the large mixed meat box for Friday. Customer no. FS-20931, postcode HG4 2QT, email "
            "d.whitlock@btinternet.com.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "bikekey",
        1,
        Say(
            1,
            "K-4471-B. it's a kryptonite evolution mini-7, registration KR-88130-57, send them to room 214 falkner "
            "hall LE11 3TU",
        ),
        "asked for the key number, gives three more",
    ),
    F(
        "data_dump",
        "shuttle",
        1,
        Say(1, "HX-559023. Name Varga, flight LH 1342 landing at 16:40, mobile +49 151 2388 4410."),
        "asked for the reservation, gives four more",
    ),
    F(
        "data_dump",
        "carpetclean",
        0,
        Say(
            1,
            "LS8 1PR\n\nFull details in case you need them:\n22 Gledhow Wood Grove, Leeds LS8 1PR\n07911 562208\n"
            "kaz.hughes@outlook.com\nWe have a spaniel!",
        ),
        "asked for the postcode, adds a signature block",
    ),
    F(
        "data_dump",
        "shed",
        0,
        Say(
            2,
            "The 15th of June, please. For the driver: the postcode is CB4 3HN, my number is 01223 460917, and the "
            "panels go through the side gate, which is 90 cm wide.",
        ),
        "asked for a date, gives three facts",
    ),
    F(
        "data_dump",
        "thermostat",
        1,
        Say(
            1,
            "TH-300482, iain.mcrae@proton.me. Address 9 Carlton Street, Glasgow G5 9JP, boiler Worcester Greenstar "
            "30i, mobile 07384 118902.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "tennis",
        0,
        Say(
            0,
            "Hi! I'm Priya Raman (member TC-1187, priya.raman@gmail.com) - can I book an outdoor court for doubles "
            "this Thursday evening for 90 minutes? My partner is TC-0942!",
        ),
        "four facts in the first message",
    ),
    # -- premature_stop: the user stops before the expected write ran, the agent neither failed nor refused
    F(
        "premature_stop",
        "dinghy",
        0,
        StopAt(4, "Ok, lovely, I'll have a think about it and come back to you. Thanks!"),
        "asked for the name",
    ),
    F(
        "premature_stop",
        "pianomove",
        0,
        StopAt(6, "Thank you, I will discuss it with my daughter first. Goodbye."),
        "after the quote",
    ),
    F("premature_stop", "meatbox", 1, StopAt(6, ""), "silent stop after the offer"),
    F("premature_stop", "bikekey", 0, StopAt(6, "ok cool, thanks!"), "asked for the address"),
    F(
        "premature_stop",
        "shuttle",
        1,
        StopAt(10, "Great, thanks, see you on the 3rd."),
        "asked for the mobile number",
    ),
    F(
        "premature_stop",
        "carpetclean",
        0,
        StopAt(8, "Brilliant, thanks so much!"),
        "after the booking, before the second expected write (the stain note)",
    ),
    F(
        "premature_stop",
        "shed",
        0,
        StopAt(4, "Thank you, that's very helpful. I shall have a think about which Saturday and ring back."),
        "after the slots",
    ),
    F("premature_stop", "thermostat", 0, StopAt(6, "ok. thx."), "after the slots"),
    F("premature_stop", "christening", 1, StopAt(6, "Amazing, thank you so much!!"), "after the price"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "dinghy", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "pianomove", 0, meta(2, prompt_missing=["known_facts.access"]), "a known fact"),
    F("persona_sent", "meatbox", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "bikekey",
        1,
        meta(1, prompt_missing=["known_facts.key_number", "known_facts.email"]),
        "two known facts",
    ),
    F("persona_sent", "shuttle", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "shed", 0, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "tennis", 0, meta(3, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "christening",
        1,
        meta(0, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown",
    ),
]
