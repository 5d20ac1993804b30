"""Blind set 15, part A: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to,
not including, "Statistics over valid trials"); the docstring of ``check_fidelity``;
``tests/_fidelity_blind.py`` (the framework: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``, and the
first set's ``FAULTS``); the step helpers and the first domains of ``tests/_fidelity_blind_domains.py``; and
the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run
while writing; the only thing run was a well-formedness check that builds the conversations without calling a
guard.

The ten scenarios: drumlessons (book a ten-lesson drum package for a child), pondcleaning (refund a callout
charge after a crew no-show), sculptureclass (move a course place to another weekday group), puppytraining
(enrol a puppy in a class and file its vaccination), bookclub (cancel a subscription box and refund a lost
box), knitting (return a kit ordered by mistake), radiorepair (book a valve radio in for repair), foodtruck
(book a food truck for an office party and pay the deposit), houseboat (move the dates of a houseboat holiday)
and curling (book ice and an instructor for a corporate taster).

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one voice, volunteers at most two known facts per turn before the agent asks for them, states an unknown
fact only after the agent told it, says only specifics from the scenario or from earlier messages and tool
results (or worked out from them), and stops only once the expected write ran or the agent failed or refused.
Each fault in ``FAULTS`` breaks exactly one such rule and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. drum lessons (with an opener) ------------------------------------------------------------------------

DRUMS = Scenario(
    goal="Book a ten-lesson beginner drum package for your son Leo, on Saturday mornings starting 8 March.",
    persona="a parent who used to play in a school band, chatty and friendly",
    known_facts={
        "account_id": "BB-30417",
        "parent_name": "Kate Marsh",
        "student_name": "Leo Marsh",
        "phone": "07700 900381",
        "email": "kate.marsh@fastmail.co.uk",
        "start_date": "2025-03-08",
    },
    unknown_facts=["package price: £260", "teacher's name: Callum Reid", "registration fee"],
    opener="Hi! I'd like to book drum lessons for my son, please.",
    expected=["book_package"],
)
_DRUM_ACCOUNT = call(
    "find_account",
    {"account_id": "BB-30417"},
    {"account": "BB-30417", "holder": "Kate Marsh", "students": ["Leo Marsh"], "phone": "07700 900381"},
)
_DRUM_SLOTS = call(
    "list_slots",
    {"course": "beginner-10", "from": "2025-03-08", "weekday": "Saturday"},
    {
        "slots": ["2025-03-08T09:00", "2025-03-08T10:30"],
        "teacher": "Callum Reid",
        "lessons": 10,
        "price": 260.0,
        "registration_fee": 0,
    },
)
DRUMS_FLOWS = (
    (
        u("Hi! I'd like to book drum lessons for my son, please."),
        a("Lovely! Do you already have an account with Backbeat Studio? If so, what's the account ID?"),
        u(
            "Yes, we do - it's BB-30417.",
            "BB-30417 I think, it's on the welcome email you sent.",
            "We do! Account ID is bb-30417.",
            "yep, BB 30417",
        ),
        a(
            "Thanks. That's Kate Marsh's account, with Leo Marsh as a student. Which day and start date did "
            "you have in mind?",
            _DRUM_ACCOUNT,
        ),
        u(
            "Saturday mornings, starting 8 March if you have space.",
            "Saturdays, ideally in the morning, from the 8th of March.",
            "We were hoping for Saturday mornings from 8 March - he has football in the afternoons.",
            "Sat mornings pls, first one on March 8th",
            "Saturday mornings would be ideal. Could he start on Saturday 8 March?",
        ),
        a(
            "On Saturday 8 March I have 9:00 or 10:30 with Callum Reid. The beginner package is 10 weekly "
            "lessons for £260, and there's no registration fee. Which time suits?",
            _DRUM_SLOTS,
        ),
        u(
            "10:30 please, 9 is a bit early for a Saturday!",
            "Let's go with 10:30. So that's £26 a lesson - very reasonable.",
            "The 10:30 slot with Callum, please.",
            "10:30 would be perfect, please book it.",
        ),
        a(
            "Booked! Leo starts on Saturday 8 March at 10:30 with Callum Reid; the last lesson is on 10 May. "
            "Booking PKG-55120, £260.",
            call(
                "book_package",
                {"account_id": "BB-30417", "student": "Leo Marsh", "slot": "2025-03-08T10:30"},
                {
                    "booking": "PKG-55120",
                    "first": "2025-03-08T10:30",
                    "last": "2025-05-10T10:30",
                    "price": 260.0,
                },
            ),
        ),
        stop(
            "Brilliant, thank you so much!",
            "Great - PKG-55120, noted. Thanks!",
            "Perfect, he'll be thrilled. Cheers!",
            "",
        ),
    ),
    (
        u("Hi! I'd like to book drum lessons for my son, please."),
        a("Happy to help! What's the student's name, and a phone number we can reach you on?"),
        u(
            "His name is Leo Marsh, and my mobile is 07700 900381.",
            "Leo Marsh. Phone: 07700 900 381",
            "It's Leo Marsh - you can call me on +44 7700 900381.",
            "leo marsh, and my number's 07700900381",
        ),
        a("Thanks. I can't find an account with that phone number. What email did you sign up with?"),
        u(
            "Try kate.marsh@fastmail.co.uk",
            "Oh, maybe it's under my email: kate.marsh@fastmail.co.uk. The account ID is BB-30417 if that "
            "helps.",
            "kate.marsh@fastmail.co.uk - I'm Kate, his mum.",
            "Hmm, it should be kate.marsh@fastmail.co.uk.",
        ),
        a(
            "Found it: account BB-30417. The beginner package is 10 weekly lessons. When would you like Leo "
            "to start?",
            call(
                "find_account",
                {"email": "kate.marsh@fastmail.co.uk"},
                {"account": "BB-30417", "holder": "Kate Marsh", "students": ["Leo Marsh"], "phone": None},
            ),
        ),
        u(
            "From 8 March, on Saturday mornings.",
            "Saturday mornings starting on the 8th of March, please.",
            "The first Saturday we can do is 2025-03-08, mornings ideally.",
            "Saturday 8 March, and then every Saturday morning after that.",
        ),
        a(
            "On Saturdays from 8 March I have 9:00 or 10:30, both with Callum Reid. The package is £260 for "
            "the 10 lessons. Which would you like?",
            _DRUM_SLOTS,
        ),
        u(
            "9:00 please.",
            "The 9 o'clock, please - gets it done early!",
            "9am works for us.",
            "Let's do 9:00 with Callum.",
        ),
        a(
            "All booked: Saturdays at 9:00 from 8 March to 10 May, booking PKG-55120. Payment of £260 is due "
            "before the first lesson.",
            call(
                "book_package",
                {"account_id": "BB-30417", "student": "Leo Marsh", "slot": "2025-03-08T09:00"},
                {
                    "booking": "PKG-55120",
                    "first": "2025-03-08T09:00",
                    "last": "2025-05-10T09:00",
                    "price": 260.0,
                },
            ),
        ),
        u(
            "Lovely. Does he need to bring his own sticks?",
            "Thank you! Should he bring anything to the first lesson?",
            "Great. Anything he needs to bring on the 8th?",
            "Perfect - and can I pay the £260 by card at the desk?",
        ),
        a(
            "Sticks and ear protection are provided, and you can pay at the desk by card or online. Just "
            "arrive five minutes early."
        ),
        stop(
            "Brilliant, thanks for your help!",
            "Great, see you on the 8th. Bye!",
            "Thanks so much, Leo can't wait.",
        ),
    ),
    (
        u("Hi! I'd like to book drum lessons for my son, please."),
        a("Sure! What's your account ID?"),
        u("BB-30417", "It's BB-30417.", "Account BB-30417, it's under my name, Kate Marsh."),
        a("Thanks, Kate. Which day and start date would you like?", _DRUM_ACCOUNT),
        u(
            "Saturday mornings from 8 March.",
            "Saturdays, first lesson on 8 March, in the morning please.",
            "Sat 8th March onwards, mornings",
        ),
        a(
            "10:30 with Callum Reid is free on Saturdays from 8 March: 10 lessons for £260. Shall I book it?",
            _DRUM_SLOTS,
        ),
        u(
            "Yes please, go ahead.",
            "Yes - book the 10:30 please.",
            "That's fine, £260 is about what I expected. Book it.",
            "yes please!! he's been drumming on the kitchen table for weeks",
        ),
        a(
            "I'm sorry, the booking system returned an error and I couldn't complete the booking. Please try "
            "again in an hour or call the studio.",
            call(
                "book_package",
                {"account_id": "BB-30417", "student": "Leo Marsh", "slot": "2025-03-08T10:30"},
                error="503 Service Unavailable: booking backend timed out",
            ),
        ),
        stop(
            "Oh, that's annoying. I'll try again later, thanks.",
            "OK, I'll ring the studio. Thanks anyway.",
            "No problem, I'll try later. Bye!",
            "",
        ),
    ),
)

# -- 2. pond cleaning no-show --------------------------------------------------------------------------------

POND = Scenario(
    goal="The pond-cleaning crew never turned up for your booked clean on 14 May; get the £85 callout charge "
    "refunded.",
    persona="a retired gardener, precise and a bit grumpy",
    known_facts={
        "booking_ref": "CWP-2291",
        "postcode": "BS6 7TL",
        "phone": "0117 496 0832",
        "email": "d.hollis@btinternet.com",
        "charge_date": "2025-05-08",
    },
    unknown_facts=["refund reference: RF-40873", "crew supervisor's name", "rebooking discount: 15%"],
    opener=None,
    expected=["refund_callout"],
)
_POND_FIND = call(
    "get_booking",
    {"booking_ref": "CWP-2291", "postcode": "BS6 7TL"},
    {
        "booking": "CWP-2291",
        "postcode": "BS6 7TL",
        "visit": "2025-05-14",
        "status": "crew_no_show",
        "callout_charge": 85.0,
        "charged_on": "2025-05-08",
        "supervisor": "Gary Penrose",
    },
)
_POND_REFUND = call(
    "refund_callout",
    {"booking_ref": "CWP-2291", "amount": 85.0, "reason": "crew no-show"},
    {"refund": "RF-40873", "amount": 85.0, "working_days": 5},
)
POND_FLOWS = (
    (
        u(
            "Hello. Your crew were meant to clean my pond on 14 May and nobody came. I'd like the £85 "
            "callout charge back.",
            "Good afternoon. I booked a pond clean for the 14th of May, waited in all day, and no one "
            "showed up. I want my £85 refunded.",
            "Hi, nobody turned up for my pond cleaning on Wednesday 14 May. Please refund the £85 callout "
            "fee.",
            "your crew never arrived on may 14 for the pond clean. i'd like the £85 back please",
        ),
        a(
            "I'm very sorry about that. Could you give me the booking reference and the postcode of the "
            "property?"
        ),
        u(
            "Booking reference CWP-2291, postcode BS6 7TL.",
            "It's CWP-2291 and BS6 7TL.",
            "Ref: CWP 2291\nPostcode: BS67TL",
            "cwp-2291, bs6 7tl",
        ),
        a(
            "Thank you. The visit on 14 May was marked as a no-show by our crew, and the £85.00 callout "
            "charge was taken on 8 May. I can refund it in full to the original card. Shall I go ahead?",
            _POND_FIND,
        ),
        u(
            "Yes, please do. And I'd like to know why nobody rang me.",
            "Yes. The full £85, charged on the 8th - go ahead.",
            "Please go ahead. I paid that on 8 May and got nothing for it.",
            "Yes, refund it to the card.",
        ),
        a(
            "Done: £85.00 is being refunded, reference RF-40873. It should reach your card within 5 working "
            "days. I've also flagged the missed visit with the operations team.",
            _POND_REFUND,
        ),
        stop(
            "Thank you. I'll look out for it.",
            "Right. RF-40873, noted. Goodbye.",
            "Fine, thank you for sorting it.",
            "",
        ),
    ),
    (
        u(
            "Hi, I had a pond clean booked for 14 May under CWP-2291 and the crew didn't come. Can I get the "
            "callout charge refunded?",
            "Hello, booking CWP-2291: no one came to clean the pond on the 14th of May. I want a refund of "
            "the £85.",
            "The pond cleaners were a no-show on 14 May. I'd like my money back please. I have my booking "
            "reference here.",
        ),
        a(
            "I'm sorry to hear that. To confirm it's you, what's the phone number on the booking? And the "
            "booking reference, if you have it to hand."
        ),
        u(
            "0117 496 0832. The reference is CWP-2291.",
            "Phone is 01174960832, booking CWP-2291.",
            "My number is +44 117 496 0832 and the ref is CWP-2291.",
        ),
        a(
            "Thanks, that matches. The crew logged a no-show on 14 May. I can either refund the £85.00 or "
            "rebook the clean with 15% off the full price. Which would you prefer?",
            call(
                "get_booking",
                {"booking_ref": "CWP-2291", "phone": "0117 496 0832"},
                {
                    "booking": "CWP-2291",
                    "visit": "2025-05-14",
                    "status": "crew_no_show",
                    "callout_charge": 85.0,
                    "rebook_discount": 0.15,
                },
            ),
        ),
        u(
            "The refund, please. I've lost faith in the rebooking, to be honest.",
            "Just the refund. I'll think about another clean later.",
            "15% off is kind, but I'd rather have the £85 back.",
            "Refund please.",
        ),
        a(
            "Of course. The £85.00 refund is on its way, reference RF-40873; allow up to 5 working days.",
            _POND_REFUND,
        ),
        u(
            "Will I get that in writing? An email would do.",
            "Could you email me a confirmation? It's d.hollis@btinternet.com.",
            "Please send a confirmation to d.hollis@btinternet.com.",
        ),
        a("Yes, a confirmation of refund RF-40873 has been emailed to d.hollis@btinternet.com."),
        stop("Thank you.", "Good. Thanks for your help.", "Received, thank you. Goodbye."),
    ),
    (
        u(
            "Hello, nobody came to clean my pond on 14 May and I was still charged £85. I want a refund.",
            "Hi. Your crew didn't turn up on the 14th of May. Please refund my £85.",
            "I'd like a refund of the £85 callout charge - no one came on 14 May.",
        ),
        a("Sorry about that. What's the booking reference?"),
        u("CWP-2291.", "It's CWP-2291", "Reference CWP-2291, postcode BS6 7TL."),
        a(
            "Thanks. Our records show the crew arrived at 9:40 on 14 May but couldn't get access through "
            "the side gate, so the callout charge applies under our terms. I'm afraid I can't refund it "
            "over chat. You can appeal in writing to the operations manager.",
            call(
                "get_booking",
                {"booking_ref": "CWP-2291"},
                {"booking": "CWP-2291", "visit": "2025-05-14", "status": "no_access", "arrived": "09:40"},
            ),
        ),
        u(
            "That's nonsense, the gate was open all morning. How do I appeal?",
            "Nobody knocked. Where do I send the appeal?",
            "I was in the garden all day! Fine - how do I write to the manager?",
        ),
        a(
            "You can reply to your booking email or write to operations@clearwaterponds.co.uk, quoting "
            "CWP-2291. They respond within 10 working days."
        ),
        stop("I will. Goodbye.", "Right, I'll be writing to them. Thanks.", "Fine. Goodbye.", ""),
    ),
)

# -- 3. sculpture class transfer (with an opener) ------------------------------------------------------------

SCULPT = Scenario(
    goal="Move your place on the Saturday clay sculpture course (starting 13 September) to the Wednesday "
    "evening group.",
    persona="a nurse who works weekend shifts, warm but short on time",
    known_facts={
        "booking_number": "SC-7042-118",
        "full_name": "Priya Raman",
        "email": "priya.raman@gmail.com",
        "phone": "+1 (415) 555-0176",
        "amount_paid": "$340",
    },
    unknown_facts=["transfer fee: $20", "instructor's name", "Wednesday group start date: 2025-09-17"],
    opener="Hello, I'm booked on the Saturday sculpture course but I need to switch to the Wednesday evening "
    "group.",
    expected=["transfer_booking"],
)
_SC_FIND = call(
    "find_booking",
    {"booking_number": "SC-7042-118"},
    {
        "booking": "SC-7042-118",
        "name": "Priya Raman",
        "course": "Clay Sculpture I (Sat)",
        "start": "2025-09-13",
        "paid": 340.0,
    },
)
_SC_GROUPS = call(
    "list_groups",
    {"course": "clay-sculpture-1", "weekday": "Wednesday"},
    {
        "group": "WED-PM",
        "start": "2025-09-17",
        "time": "18:30-21:00",
        "seats_left": 3,
        "instructor": "Tomasz Wrona",
        "transfer_fee": 20.0,
    },
)
_SC_TRANSFER = call(
    "transfer_booking",
    {"booking_number": "SC-7042-118", "to_group": "WED-PM"},
    {"booking": "SC-7042-118", "group": "WED-PM", "start": "2025-09-17", "fee_charged": 20.0},
)
SCULPT_FLOWS = (
    (
        u(
            "Hello, I'm booked on the Saturday sculpture course but I need to switch to the Wednesday "
            "evening group."
        ),
        a("No problem, I can look into that. What's your booking number?"),
        u(
            "It's SC-7042-118.",
            "SC-7042-118",
            "Booking number sc7042118.",
            "Sure - SC 7042 118, under Priya Raman.",
        ),
        a(
            "Thanks, Priya. You're on Clay Sculpture I, Saturdays from 13 September. The Wednesday evening "
            "group starts on 17 September, 6:30-9 pm, with Tomasz Wrona, and has 3 seats left. There's a "
            "$20 transfer fee. Would you like me to move you?",
            _SC_FIND,
            _SC_GROUPS,
        ),
        u(
            "Yes please, move me to Wednesdays. $20 is fine.",
            "Yes! Wednesday the 17th works much better with my shifts. Go ahead.",
            "Please do. So it'd be the $340 I paid plus the $20, $360 all in.",
            "yes, please transfer me - evenings are so much easier for me",
            "Yes, book me into one of those 3 seats before they go!",
        ),
        a(
            "Done - you're in the Wednesday evening group from 17 September. The $20 transfer fee has been "
            "charged to your card on file.",
            _SC_TRANSFER,
        ),
        u(
            "Thank you! Do I keep the same materials kit?",
            "Great. Is it the same studio room as on Saturdays?",
            "Lovely. Will I get a new confirmation email?",
            "Thanks so much. Anything I should know before Sept 17?",
        ),
        a("Everything else stays the same, and an updated confirmation is on its way to your email."),
        stop(
            "Perfect, thanks so much!",
            "Wonderful. Thank you, bye!",
            "Great, see you on the 17th then. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, I'm booked on the Saturday sculpture course but I need to switch to the Wednesday "
            "evening group."
        ),
        a("Sure. Can you confirm your full name and email address?"),
        u(
            "Priya Raman, priya.raman@gmail.com",
            "Name: Priya Raman\nEmail: priya.raman@gmail.com",
            "It's Priya Raman - priya.raman@gmail.com. My booking number is SC-7042-118.",
            "priya raman / Priya.Raman@gmail.com",
        ),
        a(
            "Thanks. I've found booking SC-7042-118 for the Saturday course starting 13 September. Let me "
            "check Wednesdays.",
            call(
                "find_booking",
                {"email": "priya.raman@gmail.com"},
                {"booking": "SC-7042-118", "start": "2025-09-13", "paid": 340.0},
            ),
            _SC_GROUPS,
        ),
        a(
            "The Wednesday evening group starts 17 September, 6:30 to 9 pm. Moving costs a $20 fee. Shall I "
            "go ahead?"
        ),
        u(
            "Yes, go ahead please.",
            "That's fine. Please move me to the Wednesday group starting on the 17th.",
            "Ok, the $20 is fine. Please transfer me.",
            "Yes. Sept 17 is perfect.",
        ),
        a(
            "All done: you're now in the Wednesday evening group, starting 17 September. The $20 fee has "
            "been charged.",
            _SC_TRANSFER,
        ),
        stop("Thanks a lot!", "Great, thank you.", "Brilliant, thanks for the quick help.", ""),
    ),
)

# -- 4. puppy training enrolment -----------------------------------------------------------------------------

PUPPY = Scenario(
    goal="Enrol your puppy Biscuit in the next beginner puppy class and make sure her vaccination record is "
    "on file.",
    persona="a first-time dog owner, enthusiastic and a little anxious",
    known_facts={
        "client_number": "PP-88310",
        "dog_age": "16 weeks",
        "vaccination_date": "2025-06-02",
        "phone": "(503) 555-0192",
        "email": "sam.lindgren@protonmail.com",
    },
    unknown_facts=["class start date: 2025-07-12", "trainer's name", "course price"],
    opener=None,
    expected=["enroll_dog"],
)
_PUP_CLIENT = call(
    "find_client",
    {"client_number": "PP-88310"},
    {
        "client": "PP-88310",
        "dogs": [{"name": "Biscuit", "vaccinations_on_file": False}],
        "email": "sam.lindgren@protonmail.com",
    },
)
_PUP_VACC = call(
    "add_vaccination_record",
    {"client_number": "PP-88310", "dog": "Biscuit", "date": "2025-06-02"},
    {"status": "saved"},
)
_PUP_CLASSES = call(
    "list_classes",
    {"level": "puppy-beginner"},
    {
        "next": {
            "id": "PUP-B-0712",
            "start": "2025-07-12",
            "time": "10:00",
            "weeks": 6,
            "price": 150.0,
            "trainer": "Rosa Delgado",
            "spaces": 2,
        }
    },
)
_PUP_ENROLL = call(
    "enroll_dog",
    {"client_number": "PP-88310", "dog": "Biscuit", "class_id": "PUP-B-0712"},
    {"enrolment": "EN-20558", "class": "PUP-B-0712", "start": "2025-07-12", "price": 150.0},
)
PUPPY_FLOWS = (
    (
        u(
            "Hi! I'd love to sign my puppy Biscuit up for your next beginner puppy class.",
            "Hello, I have a new puppy, Biscuit, and I'd like to enrol her in puppy classes. When's the "
            "next one?",
            "hi there, looking to get Biscuit into the next puppy training class! she's 16 weeks old",
            "Good morning! Can I enrol my puppy in the beginner class? Her name is Biscuit.",
        ),
        a("How exciting! Are you already a client with us? If so, what's your client number?"),
        u(
            "Yes, it's PP-88310.",
            "PP-88310",
            "I think it's PP 88310 - we came in for her microchip.",
            "yep! client number pp-88310",
        ),
        a(
            "Thanks! I see Biscuit on your account, but we don't have her vaccination record yet, and we "
            "need it before she can join. When was her last vaccination?",
            _PUP_CLIENT,
        ),
        u(
            "She had her last jab on 2 June.",
            "June 2nd, 2025 - I have the card from the vet right here.",
            "Her second vaccination was on 06/02/2025.",
            "2025-06-02. Oh no, I thought the vet had sent it over!",
        ),
        a(
            "Thanks, I've added it. The next beginner puppy class starts Saturday 12 July at 10:00 with Rosa "
            "Delgado: 6 weeks, $150, and there are 2 spaces left. Shall I enrol Biscuit?",
            _PUP_VACC,
            _PUP_CLASSES,
        ),
        u(
            "Yes please! Saturday 12 July is perfect.",
            "Yes, sign her up. $150 for 6 weeks, so $25 a session - that's fine.",
            "Yes! Grab one of those 2 spaces for her please.",
            "Oh yes please, before they fill up!",
        ),
        a(
            "Done! Biscuit is enrolled in the beginner class starting 12 July at 10:00 (enrolment EN-20558).",
            _PUP_ENROLL,
        ),
        u(
            "Yay, thank you! Should I bring treats?",
            "Thank you! What should we bring to the first class?",
            "Amazing. Does she need a special lead or harness?",
            "Thanks!! Is it ok that she's still a bit nervous around bigger dogs?",
        ),
        a(
            "Bring a flat collar or harness, a lead, lots of small treats and a water bowl, and come 10 "
            "minutes early on the 12th. Nervous puppies are very welcome; Rosa starts everyone off gently."
        ),
        stop(
            "Will do. Thanks so much!",
            "Great, see you on 12 July!",
            "Perfect, Biscuit says woof. Thank you!",
            "",
        ),
    ),
    (
        u(
            "Hi, my client number is PP-88310. I'd like to book Biscuit into puppy class.",
            "Hello! Can I enrol my puppy Biscuit in the next beginner class? Client no. PP-88310.",
            "Hi, I'd like to put Biscuit down for beginner puppy classes, please.",
        ),
        a("Of course. For security, can you confirm the phone number on your account?"),
        u("(503) 555-0192", "It's 503-555-0192.", "503 555 0192", "Sure, (503) 555-0192."),
        a("Thanks, that matches. How old is Biscuit, and is she fully vaccinated?", _PUP_CLIENT),
        u(
            "She's 16 weeks old, and she had her final vaccination on June 2.",
            "16 weeks! Fully vaccinated as of 2 June 2025.",
            "About four months - 16 weeks exactly. Vaccinations are done, the last one on 2025-06-02.",
        ),
        a(
            "Perfect, I've noted the 2 June vaccination. The next beginner class starts 12 July; it's 6 "
            "weeks for $150. Would you like a space?",
            _PUP_VACC,
            _PUP_CLASSES,
        ),
        u(
            "Yes please!",
            "Yes, please book her in.",
            "Definitely, the 12th of July works.",
            "Yes. Do I pay the $150 now or on the day?",
        ),
        a(
            "She's in! Enrolment EN-20558, starting Saturday 12 July at 10:00. You can pay the $150 at the "
            "first class or online.",
            _PUP_ENROLL,
        ),
        stop("Thank you so much!", "Great, EN-20558. Thanks!", "Wonderful, thank you!", ""),
    ),
)

# -- 5. book club subscription (with an opener) --------------------------------------------------------------

BOOKCLUB = Scenario(
    goal="Cancel your monthly book-club box and get the November box refunded, since it never arrived.",
    persona="a graduate student, organised and polite",
    known_facts={
        "member_number": "RC-204-7719",
        "email": "t.okonkwo@outlook.com",
        "monthly_charge": "$34.50",
        "charge_date": "2025-11-03",
        "zip_code": "30307",
    },
    unknown_facts=[
        "tracking number: 1Z84A9W20312278841",
        "cancellation confirmation number",
        "refund processing time",
    ],
    opener="Hi, I want to cancel my book club subscription.",
    expected=["cancel_subscription", "refund_charge"],
)
_BC_FIND = call(
    "find_member",
    {"member_number": "RC-204-7719"},
    {
        "member": "RC-204-7719",
        "plan": "Monthly Box",
        "email": "t.okonkwo@outlook.com",
        "last_charge": {"date": "2025-11-03", "amount": 34.5},
        "last_box": {"status": "lost_in_transit", "tracking": "1Z84A9W20312278841"},
    },
)
_BC_CANCEL = call(
    "cancel_subscription",
    {"member_number": "RC-204-7719"},
    {"status": "cancelled", "confirmation": "CN-66204", "effective": "2025-11-24"},
)
_BC_REFUND = call(
    "refund_charge",
    {"member_number": "RC-204-7719", "charge_date": "2025-11-03", "amount": 34.5},
    {"refund": "RF-8812", "amount": 34.5, "business_days": "3-5"},
)
BOOKCLUB_FLOWS = (
    (
        u("Hi, I want to cancel my book club subscription."),
        a("Sorry to see you go! Can I have your member number, please?"),
        u(
            "Sure, it's RC-204-7719.",
            "RC-204-7719",
            "Member number: RC 204 7719",
            "It's rc-204-7719. Also, my November box never arrived.",
        ),
        a(
            "Thanks. Before I cancel: the November box, charged $34.50 on 3 November, is marked lost in "
            "transit (tracking 1Z84A9W20312278841). Would you like a refund for it as well as the "
            "cancellation?",
            _BC_FIND,
        ),
        u(
            "Yes, both please - cancel and refund the $34.50.",
            "Yes please. I never got that box, so the refund for Nov 3 would be great.",
            "Yes! I was going to ask about that. Please refund it and cancel.",
            "both pls",
        ),
        a(
            "Done. Your subscription is cancelled (confirmation CN-66204) and $34.50 is being refunded "
            "(RF-8812); it takes 3-5 business days.",
            _BC_CANCEL,
            _BC_REFUND,
        ),
        stop(
            "Thank you, that's everything.",
            "Great, CN-66204 and RF-8812 noted. Thanks!",
            "Perfect - thanks for your help!",
            "",
        ),
    ),
    (
        u("Hi, I want to cancel my book club subscription."),
        a(
            "I can help with that. For verification, please give me the email on the account and your "
            "billing ZIP code."
        ),
        u(
            "t.okonkwo@outlook.com, 30307",
            "Email is t.okonkwo@outlook.com and ZIP is 30307.",
            "T.Okonkwo@outlook.com / 30307",
            "Sure! Email: t.okonkwo@outlook.com, ZIP code: 30307",
        ),
        a(
            "Thanks, I found member RC-204-7719 on the Monthly Box plan. I've cancelled it, effective 24 "
            "November; confirmation CN-66204.",
            call(
                "find_member",
                {"email": "t.okonkwo@outlook.com", "zip": "30307"},
                {
                    "member": "RC-204-7719",
                    "plan": "Monthly Box",
                    "last_charge": {"date": "2025-11-03", "amount": 34.5},
                },
            ),
            _BC_CANCEL,
        ),
        u(
            "Thanks. Also, my November box never arrived - can I get the $34.50 for it refunded?",
            "Great. One more thing: the box I was charged for on November 3 never showed up. Could you "
            "refund that?",
            "Ok. But I paid $34.50 on 11/03 for a box that never came. I'd like that back please.",
        ),
        a(
            "I'm sorry about that. The tracking shows it was lost in transit, so I've refunded $34.50 to "
            "your card, reference RF-8812.",
            _BC_REFUND,
        ),
        u(
            "How long does that take to show up?",
            "Thank you. When will I see it on my card?",
            "Appreciate it! How soon will it hit my account?",
        ),
        a("Usually 3-5 business days."),
        stop("Ok, thanks for your help!", "Great, thanks.", "Perfect, thank you so much.", ""),
    ),
)

# -- 6. knitting kit return ----------------------------------------------------------------------------------

KNIT = Scenario(
    goal="Return an unopened knitting kit you ordered by mistake and get your money back.",
    persona="a retired librarian, chatty, likes to explain",
    known_facts={
        "order_number": "KN-501266",
        "email": "margaret.ellery@gmail.com",
        "kit_name": "Fair Isle Yoke Sweater Kit",
        "order_date": "2025-01-20",
        "amount_paid": "€68.00",
    },
    unknown_facts=["restocking fee", "return label number: RL-3390-7712"],
    opener=None,
    expected=["create_return"],
)
_KN_ORDER = {
    "order": "KN-501266",
    "items": [{"sku": "KIT-FIY-M", "name": "Fair Isle Yoke Sweater Kit", "price": 68.0}],
    "ordered": "2025-01-20",
    "delivered": "2025-01-24",
    "paid_with": "card",
}
_KN_FIND = call("get_order", {"order_number": "KN-501266"}, _KN_ORDER)
_KN_RETURN = call(
    "create_return",
    {"order_number": "KN-501266", "sku": "KIT-FIY-M", "reason": "ordered by mistake"},
    {"rma": "RMA-77145", "label": "RL-3390-7712", "refund": 68.0, "restocking_fee": 0},
)
KNIT_FLOWS = (
    (
        u(
            "Hello! I'm afraid I ordered a knitting kit by mistake and would like to return it. It's still "
            "unopened.",
            "Hi, I'd like to send back a kit I ordered in error - the Fair Isle Yoke Sweater Kit. Never "
            "opened.",
            "Good morning. I clicked the wrong thing last month and ended up with a sweater kit I don't "
            "need. Can I return it?",
            "hello, i need to return a knitting kit, ordered it by mistake, it's unopened",
        ),
        a("Of course! Could you give me the order number?"),
        u(
            "KN-501266",
            "It's KN-501266.",
            "Certainly, the order number is KN 501266.",
            "Order KN-501266, placed on 20 January.",
        ),
        a(
            "Thanks. That's the Fair Isle Yoke Sweater Kit, €68.00, delivered 24 January. Since it's "
            "unopened, you can return it for a full refund with no restocking fee. Shall I create the "
            "return?",
            _KN_FIND,
        ),
        u(
            "Yes please, that would be lovely.",
            "Oh good, no fee! Yes, please go ahead.",
            "Yes. The full €68 back to my card, then.",
            "Please do. I'd meant to order the mitten kit, you see, and got rather carried away.",
        ),
        a(
            "Done. Your return is RMA-77145. A prepaid label, RL-3390-7712, has been emailed to you; the "
            "€68.00 is refunded once the kit reaches us.",
            _KN_RETURN,
        ),
        u(
            "Wonderful. Can I drop it at the post office?",
            "Thank you! How long do I have to send it back?",
            "Lovely. Should I put the label on the original box?",
        ),
        a("Any post office takes it, ideally within 14 days. Stick the label on the outer packaging."),
        stop(
            "Marvellous, thank you so much.", "Thank you, you've been very helpful.", "Perfect. Goodbye!", ""
        ),
    ),
    (
        u(
            "Hi, I'd like to return a kit please. I ordered the Fair Isle Yoke Sweater Kit by mistake.",
            "Hello, can I return an unopened kit? It was a mistake order.",
            "I'd like to return something I bought by accident - a sweater kit, still sealed.",
        ),
        a("Sure. What email address did you use for the order?"),
        u(
            "margaret.ellery@gmail.com",
            "It's margaret.ellery@gmail.com",
            "margaret dot ellery at gmail dot com",
            "Margaret.Ellery@gmail.com - the order number is KN-501266.",
        ),
        a(
            "Thank you, Margaret. I found order KN-501266 from 20 January: Fair Isle Yoke Sweater Kit, "
            "€68.00. Would you like a refund to your card?",
            call("get_order", {"email": "margaret.ellery@gmail.com"}, _KN_ORDER),
        ),
        u(
            "Yes, a refund to my card please.",
            "Yes please - €68.00 back on the card.",
            "Refund to the card, yes. I ordered it on the 20th and realised straight away.",
        ),
        a(
            "Your return is set up: RMA-77145, with return label RL-3390-7712 sent to "
            "margaret.ellery@gmail.com. €68.00 will be refunded once we receive it.",
            _KN_RETURN,
        ),
        stop("Thank you, dear.", "That's splendid, thank you.", "Great, thanks. Goodbye.", ""),
    ),
    (
        u(
            "Hello, I ordered the Fair Isle Yoke Sweater Kit by mistake and want to return it. Order "
            "KN-501266.",
            "Hi, can I return an unopened kit? Order number KN-501266.",
            "Good afternoon, I'd like to return a knitting kit I never opened - order KN-501266.",
        ),
        a(
            "Let me check.",
            call("get_order", {"order_number": "KN-501266"}, {**_KN_ORDER, "final_sale": True}),
        ),
        a(
            "I'm sorry, I can't accept a return for this order: the kit was bought in our January "
            "clearance, and clearance items are final sale."
        ),
        u(
            "Oh dear. Even though it's never been opened?",
            "That's disappointing. There was nothing on the page saying so, as far as I remember.",
            "Really? It's still in its wrapping.",
        ),
        a(
            "I understand, and I'm sorry. Final-sale items can't be returned even when unopened. You're "
            "welcome to resell it or give it as a gift."
        ),
        stop(
            "Well, I suppose I'll give it to my niece. Goodbye.",
            "Very well. Thank you anyway.",
            "Oh well. Thanks.",
        ),
    ),
)

# -- 7. valve radio repair (with an opener) ------------------------------------------------------------------

RADIO = Scenario(
    goal="Book your grandfather's old valve radio in for repair at the workshop and find out what the "
    "diagnosis will cost.",
    persona="a software developer who inherited the radio, curious and informal",
    known_facts={
        "customer_id": "VR-1187",
        "radio_model": "Bush DAC90A",
        "phone": "07700 900 512",
        "postcode": "LS6 2QT",
        "dropoff_date": "2025-04-22",
    },
    unknown_facts=["repair ticket: RR-30915", "diagnostic fee", "technician's name: Mervyn Hale"],
    opener="Hello, I've got an old valve radio that's stopped working and I'd like to get it repaired.",
    expected=["book_repair"],
)
_RR_CUST = call(
    "lookup_customer",
    {"customer_id": "VR-1187"},
    {"customer": "VR-1187", "postcode": "LS6 2QT", "phone": "07700 900512"},
)
_RR_SLOTS = call(
    "workshop_availability",
    {"from": "2025-04-22"},
    {"dropoff_days": ["2025-04-22", "2025-04-24"], "diagnostic_fee": 35.0, "technician": "Mervyn Hale"},
)
_RR_BOOK = call(
    "book_repair",
    {"customer_id": "VR-1187", "item": "Bush DAC90A", "dropoff": "2025-04-22"},
    {"ticket": "RR-30915", "dropoff": "2025-04-22", "diagnostic_fee": 35.0, "technician": "Mervyn Hale"},
)
RADIO_FLOWS = (
    (
        u("Hello, I've got an old valve radio that's stopped working and I'd like to get it repaired."),
        a(
            "We'd be glad to take a look. Have you used us before? If so, what's your customer ID? And "
            "what's the make and model of the radio?"
        ),
        u(
            "Yes - customer ID VR-1187. It's a Bush DAC90A.",
            "VR-1187, and the radio is a Bush DAC90A - the brown bakelite one.",
            "customer id vr-1187, radio's a bush dac90a",
            "I think my ID is VR-1187. Model: Bush DAC90A, it was my grandad's.",
        ),
        a(
            "Thanks! The DAC90A is a lovely set. We take bookings for drop-off; when could you bring it in?",
            _RR_CUST,
        ),
        u(
            "Would 22 April work? It's a Tuesday.",
            "I could bring it on Tuesday 22nd April.",
            "2025-04-22 if possible - I'm off work that day.",
            "How about the 22nd of April?",
        ),
        a(
            "22 April is free. There's a £35 diagnostic fee, which comes off the repair bill if you go "
            "ahead. Shall I book it?",
            _RR_SLOTS,
        ),
        u(
            "Yes please, book it for the 22nd.",
            "Sounds fair. £35 is fine, go ahead.",
            "Yes. And the £35 gets knocked off if I go ahead with the repair - great.",
            "yep, book it in",
        ),
        a(
            "Booked: repair ticket RR-30915, drop-off Tuesday 22 April. Mervyn Hale will do the diagnosis.",
            _RR_BOOK,
        ),
        stop("Cheers, see you on the 22nd!", "Great, RR-30915. Thanks a lot!", "Brilliant, thanks.", ""),
    ),
    (
        u("Hello, I've got an old valve radio that's stopped working and I'd like to get it repaired."),
        a("Certainly. Can I take your phone number and postcode to find your details?"),
        u(
            "07700 900 512, LS6 2QT.",
            "Phone is 07700900512 and postcode LS6 2QT.",
            "Sure: +44 7700 900512, postcode ls6 2qt",
        ),
        a(
            "Found you, customer VR-1187. What's the radio, and what's wrong with it?",
            call(
                "lookup_customer",
                {"phone": "07700 900512", "postcode": "LS6 2QT"},
                {"customer": "VR-1187", "postcode": "LS6 2QT"},
            ),
        ),
        u(
            "It's a Bush DAC90A. It hums when you switch it on, then nothing.",
            "A Bush DAC90A valve set. The dial lights up but there's no sound at all.",
            "Bush DAC90A - it just crackles and dies after a minute or so.",
        ),
        a(
            "Sounds like it could be the capacitors, which is common on those. We have drop-off on Tuesday "
            "22 April or Thursday 24 April. Which suits?",
            _RR_SLOTS,
        ),
        u(
            "The 22nd please.",
            "Tuesday 22 April is best for me.",
            "22nd April. What will the diagnosis cost?",
            "I'll do the Tuesday. How much is the check-up?",
        ),
        a(
            "Booked for 22 April, ticket RR-30915. The diagnostic fee is £35, deducted from the repair if "
            "you go ahead.",
            _RR_BOOK,
        ),
        u(
            "Great. How long do you usually keep them?",
            "Thanks. Should I bring the original back panel too?",
            "Perfect. Do I need to bring anything besides the radio?",
        ),
        a(
            "Usually two to three weeks, depending on parts. Bring the back panel and any leads if you have "
            "them; we'll call you once it's diagnosed."
        ),
        stop("Thanks, really appreciate it.", "Great - thanks, bye!", "Cool, talk soon.", ""),
    ),
)

# -- 8. food truck for an office party -----------------------------------------------------------------------

TRUCK = Scenario(
    goal="Book the Smokin' Wheels food truck for your company's summer party on 20 June for 60 guests, and "
    "pay the deposit.",
    persona="an office manager organising the party, efficient and upbeat",
    known_facts={
        "company": "Halden Logistics",
        "contact_email": "events@haldenlogistics.com",
        "phone": "(312) 555-0147",
        "event_date": "2025-06-20",
        "guest_count": "60",
        "venue": "2200 W Fulton St, Chicago",
    },
    unknown_facts=["price per head: $18.50", "deposit amount", "booking reference"],
    opener=None,
    expected=["create_booking", "charge_deposit"],
)
_FT_AVAIL = call(
    "check_availability",
    {"date": "2025-06-20"},
    {
        "available": True,
        "slots": ["11:30-14:30", "17:00-20:00"],
        "menus": {"bbq_classic": 18.5, "bbq_deluxe": 24.0},
    },
)
_FT_BOOK = call(
    "create_booking",
    {
        "date": "2025-06-20",
        "slot": "17:00-20:00",
        "guests": 60,
        "menu": "bbq_classic",
        "venue": "2200 W Fulton St, Chicago",
        "company": "Halden Logistics",
        "contact": "events@haldenlogistics.com",
    },
    {"booking": "SW-2506-044", "total": 1110.0, "deposit_due": 277.5},
)
_FT_DEPOSIT = call(
    "charge_deposit",
    {"booking": "SW-2506-044", "amount": 277.5},
    {"status": "paid", "receipt": "RC-91027", "balance": 832.5},
)
TRUCK_FLOWS = (
    (
        u(
            "Hi! I'd like to book your food truck for our company summer party on June 20th - about 60 "
            "people.",
            "Hello, is Smokin' Wheels free on Friday 20 June? We'd love you at our office party for 60 "
            "guests.",
            "Hi there, we're planning a summer party for 60 on 6/20 and want to book the truck!",
            "Hey! Looking to book the truck for a 60-person company party, Friday June 20.",
        ),
        a(
            "We'd love to! June 20 is open for lunch (11:30-2:30) or evening (5-8 pm). Our BBQ Classic menu "
            "is $18.50 per head and the Deluxe is $24. Which would you like?",
            _FT_AVAIL,
        ),
        u(
            "Evening, and the BBQ Classic please.",
            "5 to 8 pm with the Classic menu sounds perfect.",
            "The evening slot. Classic at $18.50 a head, so $1,110 for 60 people - that works for our "
            "budget.",
            "evening + classic pls!",
        ),
        a("Great choice. What's the venue address, the company name and the best email for the booking?"),
        u(
            "Halden Logistics, 2200 W Fulton St, Chicago. Email events@haldenlogistics.com.",
            "Company: Halden Logistics\nVenue: 2200 W Fulton St, Chicago\nEmail: events@haldenlogistics.com",
            "It's at our office, 2200 W Fulton St in Chicago. Halden Logistics, and "
            "events@haldenlogistics.com for emails.",
        ),
        a(
            "Booked! Reference SW-2506-044: 60 guests, BBQ Classic, 5-8 pm on June 20 at 2200 W Fulton St. "
            "Total $1,110.00; a 25% deposit of $277.50 secures it. Shall I charge the deposit now?",
            _FT_BOOK,
        ),
        u(
            "Yes, go ahead and charge the $277.50.",
            "Yes please. And the rest is due on the day?",
            "Yes. $277.50 now and $832.50 later, right?",
            "Yes please do",
        ),
        a(
            "Deposit of $277.50 paid, receipt RC-91027. The $832.50 balance is due a week before the event.",
            _FT_DEPOSIT,
        ),
        stop(
            "Perfect, thanks so much!",
            "Awesome - everyone's going to love it. Thanks!",
            "Great, RC-91027 noted. Thank you!",
            "",
        ),
    ),
    (
        u(
            "Hi, can we book the food truck for a company party? Friday June 20, 60 guests.",
            "Hello! I'm organising a summer party for Halden Logistics on June 20 and would like to book "
            "the truck for 60 people.",
            "Hi! Do you have June 20 free? It's our company party, 60 people.",
        ),
        a("Sounds fun! Can I get a contact phone number and email for the booking?"),
        u(
            "(312) 555-0147 and events@haldenlogistics.com",
            "Phone: 312-555-0147, email: events@haldenlogistics.com",
            "Sure, 312.555.0147 / events@haldenlogistics.com",
        ),
        a(
            "Thanks. June 20 is available for lunch or evening. Classic BBQ is $18.50 a head; Deluxe is $24. "
            "Where's the party?",
            _FT_AVAIL,
        ),
        u(
            "At our office: 2200 W Fulton St, Chicago. Evening slot, Classic menu please.",
            "2200 W Fulton St, Chicago. We'd like the evening and the Classic.",
            "The venue is 2200 W. Fulton Street, Chicago. Evening, Classic BBQ.",
        ),
        a(
            "Booked: SW-2506-044, 60 x BBQ Classic, 5-8 pm, total $1,110.00. The deposit is $277.50. Shall I "
            "charge it?",
            _FT_BOOK,
        ),
        u("Yes please.", "Go ahead.", "Sure, charge the deposit.", "Yep - $277.50 is fine."),
        a("Done: deposit $277.50 paid, receipt RC-91027.", _FT_DEPOSIT),
        u(
            "Thanks! Do you need power from us, or is the truck self-contained?",
            "Great. Where should the truck park on the day?",
            "Thanks! Do we need to provide tables?",
        ),
        a(
            "The truck is fully self-contained; we just need a flat spot close to the entrance, and we bring "
            "serving tables."
        ),
        stop(
            "Perfect, thank you!",
            "Great, looking forward to it. Thanks!",
            "Awesome, thanks for your help.",
            "",
        ),
    ),
)

# -- 9. houseboat date change (with an opener) ---------------------------------------------------------------

BOAT = Scenario(
    goal="Move your houseboat holiday from 2-9 August to 16-23 August, keeping the same boat if possible.",
    persona="a father of two planning the family holiday, practical",
    known_facts={
        "booking_ref": "HB-62093",
        "lead_name": "Marek Nowak",
        "boat_name": "Kingfisher",
        "party_size": "4",
        "phone": "+44 7911 123456",
        "email": "marek.nowak@poczta.fm",
    },
    unknown_facts=["change fee: £45", "mooring pass number", "price difference"],
    opener="Hi, we've booked a houseboat for August and need to move our dates.",
    expected=["change_booking"],
)
_HB_FIND = call(
    "get_booking",
    {"booking_ref": "HB-62093"},
    {
        "booking": "HB-62093",
        "lead": "Marek Nowak",
        "boat": "Kingfisher",
        "from": "2025-08-02",
        "to": "2025-08-09",
        "guests": 4,
        "price": 1240.0,
    },
)
_HB_AVAIL = call(
    "boat_availability",
    {"boat": "Kingfisher", "from": "2025-08-16", "to": "2025-08-23"},
    {"available": True, "price": 1390.0, "change_fee": 45.0},
)
_HB_CHANGE_ARGS = {"booking_ref": "HB-62093", "from": "2025-08-16", "to": "2025-08-23"}
_HB_CHANGE = call(
    "change_booking",
    _HB_CHANGE_ARGS,
    {
        "booking": "HB-62093",
        "from": "2025-08-16",
        "to": "2025-08-23",
        "price_difference": 150.0,
        "due": 195.0,
    },
)
BOAT_FLOWS = (
    (
        u("Hi, we've booked a houseboat for August and need to move our dates."),
        a("No problem. What's your booking reference and the lead name?"),
        u(
            "HB-62093, Marek Nowak.",
            "Booking HB-62093, lead name Marek Nowak.",
            "Ref hb62093 - Nowak",
            "It's HB-62093 under Marek Nowak. We're on the Kingfisher.",
        ),
        a(
            "Thanks, Mr Nowak. You have the Kingfisher from 2 to 9 August for 4 people. Which dates would "
            "you like instead?",
            _HB_FIND,
        ),
        u(
            "16 to 23 August, same boat if possible.",
            "We'd like 16-23 August instead. Could we keep the Kingfisher?",
            "From the 16th to the 23rd of August please, Kingfisher again if it's free.",
            "Saturday 16 to Saturday 23 August - the kids love that boat, so the same one ideally.",
        ),
        a(
            "Good news, the Kingfisher is free 16-23 August. That week costs £1,390 instead of £1,240, and "
            "there's a £45 change fee, so £195 to pay. Shall I make the change?",
            _HB_AVAIL,
        ),
        u(
            "Yes, go ahead.",
            "OK - £150 more plus the £45 fee. That's fine, please change it.",
            "Yes please, £195 is fine.",
            "Yes. Please take the £195 from the card I paid with.",
        ),
        a(
            "Done: HB-62093 is now 16-23 August on the Kingfisher. £195 will be charged to the card on the "
            "booking.",
            _HB_CHANGE,
        ),
        stop(
            "Brilliant, thanks!",
            "Great - the kids will be happy. Thank you!",
            "Perfect, thanks for your help.",
            "",
        ),
    ),
    (
        u("Hi, we've booked a houseboat for August and need to move our dates."),
        a("Sure. Can you tell me your booking reference?"),
        u("HB-62093", "Yes, it's HB-62093.", "HB 62093"),
        a("Thanks. For security, what's the mobile number on the booking?"),
        u("+44 7911 123456", "07911 123456", "It's 07911 123 456."),
        a("Thank you. You're booked on the Kingfisher, 2-9 August. What are the new dates?", _HB_FIND),
        u(
            "16 to 23 August please.",
            "Saturday 16 August to Saturday 23 August.",
            "2025-08-16 to 2025-08-23.",
            "A fortnight later: 16th-23rd August.",
        ),
        a(
            "The Kingfisher is free then. There's a £150 price difference and a £45 change fee. Shall I go "
            "ahead?",
            _HB_AVAIL,
        ),
        u("Yes please.", "Fine, go ahead.", "Yes - so £195 in total."),
        a("Changed. You're on the Kingfisher 16-23 August. We'll email the new confirmation.", _HB_CHANGE),
        u(
            "Could you send it to marek.nowak@poczta.fm?",
            "Thanks! Will it go to my usual email?",
            "Great. Does the mooring pass change too?",
        ),
        a("Yes, the updated confirmation and your new mooring pass go to marek.nowak@poczta.fm today."),
        stop("Thanks a lot.", "Great, thanks. Bye!", "Perfect, cheers."),
    ),
    (
        u("Hi, we've booked a houseboat for August and need to move our dates."),
        a("Of course. What's the booking reference?"),
        u("HB-62093.", "It's HB-62093, Marek Nowak.", "hb-62093"),
        a("Thanks. Which dates would you like instead?", _HB_FIND),
        u(
            "16-23 August, on the Kingfisher if possible.",
            "We need 16 to 23 August instead.",
            "The 16th to the 23rd of August.",
        ),
        a(
            "The Kingfisher is available 16-23 August. The change costs £45 plus the £150 price difference. "
            "Shall I go ahead?",
            _HB_AVAIL,
        ),
        u("Yes please.", "Ok, go ahead.", "Yes, that's fine."),
        a(
            "I'm sorry, the change didn't go through - our booking system returned an error. Please try "
            "again later or call the office.",
            call(
                "change_booking",
                _HB_CHANGE_ARGS,
                error="BookingLocked: booking HB-62093 is being edited in another session",
            ),
        ),
        stop(
            "Ok, I'll call the office. Thanks.",
            "Annoying, but fine. I'll try again tomorrow.",
            "Alright, thanks.",
            "",
        ),
    ),
)

# -- 10. curling taster --------------------------------------------------------------------------------------

CURL = Scenario(
    goal="Book a two-hour ice sheet and an instructor for a corporate curling taster for 16 people on 15 "
    "February.",
    persona="an HR coordinator who has never curled, cheerful",
    known_facts={
        "organisation": "Brightwater Dental",
        "contact_name": "Alicia Moreno",
        "email": "a.moreno@brightwaterdental.ca",
        "phone": "(613) 555-0184",
        "group_size": "16",
        "event_date": "2025-02-15",
    },
    unknown_facts=["instructor fee: $150", "sheet number", "booking confirmation"],
    opener=None,
    expected=["book_ice"],
)
_CURL_AVAIL = call(
    "ice_availability",
    {"date": "2025-02-15", "hours": 2},
    {"slots": ["13:00-15:00", "15:30-17:30"], "sheet_rate": 220.0, "instructor_fee": 150.0},
)
_CURL_BOOK = call(
    "book_ice",
    {
        "date": "2025-02-15",
        "slot": "13:00-15:00",
        "group": 16,
        "instructor": True,
        "organisation": "Brightwater Dental",
        "email": "a.moreno@brightwaterdental.ca",
    },
    {"confirmation": "ICE-4471", "sheet": "C", "total": 370.0},
)
CURL_FLOWS = (
    (
        u(
            "Hi! We'd like to book a curling taster session for our team - 16 people on February 15th.",
            "Hello, I'm organising a team outing and we'd love to try curling. Can we book 2 hours of ice "
            "for 16 on Saturday 15 February?",
            "Hi there, do you do corporate curling tasters? We're a group of 16, looking at Feb 15.",
            "hello! could we book a sheet + instructor for 16 beginners on 15/02?",
        ),
        a(
            "We'd love to host you! On February 15 we have 1-3 pm or 3:30-5:30 pm. Ice is $220 per sheet "
            "for two hours, and an instructor is $150. Which slot would you like?",
            _CURL_AVAIL,
        ),
        u(
            "1 to 3 pm, with the instructor please - none of us has ever curled!",
            "The 1-3 slot please, and definitely the instructor.",
            "Early afternoon, 1-3, works. $370 total with the instructor, right?",
            "1-3pm! So $220 plus $150 for the coach. Sounds good.",
        ),
        a("Great. Who should I put the booking under? I need the organisation name and a contact email."),
        u(
            "Brightwater Dental, and my email is a.moreno@brightwaterdental.ca.",
            "Organisation: Brightwater Dental. Email: a.moreno@brightwaterdental.ca. I'm Alicia Moreno.",
            "brightwater dental - a.moreno@brightwaterdental.ca",
        ),
        a(
            "All set! Confirmation ICE-4471: Sheet C, 1-3 pm on Saturday February 15 for 16 people with an "
            "instructor, $370 total.",
            _CURL_BOOK,
        ),
        u(
            "Amazing. What should everyone wear?",
            "Thank you! Do people need special shoes?",
            "Perfect. Should we arrive early?",
        ),
        a(
            "Warm layers and clean, flat-soled sneakers; we provide grippers, sliders and brooms. Arrive 15 "
            "minutes early."
        ),
        stop(
            "Perfect, thanks so much!",
            "Great, see you on the 15th!",
            "Awesome, the team is going to love this. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hi, can we book a corporate curling taster for 16 people on February 15?",
            "Hello! Brightwater Dental would like to try curling - 16 of us on Feb 15. Is that possible?",
            "Hi there! I'd like to book ice and an instructor for a team of 16 on 15 February.",
        ),
        a("Thanks for reaching out! What's the best phone number and email to reach you?"),
        u(
            "(613) 555-0184, a.moreno@brightwaterdental.ca",
            "Phone 613-555-0184, email a.moreno@brightwaterdental.ca. It's Alicia.",
            "You can reach me at 613 555 0184 or a.moreno@brightwaterdental.ca.",
        ),
        a(
            "Thank you. I'm sorry, but I can't book corporate events through chat: February weekends are "
            "held for league play, and group bookings have to be approved by our events coordinator. I've "
            "passed your details on so they can contact you."
        ),
        u(
            "Oh, that's a shame. Will they call this week?",
            "Ok. Is there any chance of a weekday instead?",
            "I see. How soon will they get in touch?",
        ),
        a("They usually reply within two business days, and they can suggest weekday options too."),
        stop(
            "Ok, thanks for passing it on.",
            "Alright, I'll wait to hear from them. Thanks!",
            "Thanks, have a good day.",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("drumlessons", DRUMS, DRUMS_FLOWS),
    Domain("pondcleaning", POND, POND_FLOWS),
    Domain("sculptureclass", SCULPT, SCULPT_FLOWS),
    Domain("puppytraining", PUPPY, PUPPY_FLOWS),
    Domain("bookclub", BOOKCLUB, BOOKCLUB_FLOWS),
    Domain("knitting", KNIT, KNIT_FLOWS),
    Domain("radiorepair", RADIO, RADIO_FLOWS),
    Domain("foodtruck", TRUCK, TRUCK_FLOWS),
    Domain("houseboat", BOAT, BOAT_FLOWS),
    Domain("curling", CURL, CURL_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "drumlessons",
        0,
        Say(0, "Hi! I'd like to book drum lessons for my son Leo, please."),
        "name added",
    ),
    F("opener", "drumlessons", 1, Say(0, "Hello, I want to sign my son up for drum lessons."), "paraphrase"),
    F(
        "opener",
        "sculptureclass",
        0,
        Say(
            0,
            "Hello, I'm booked on the Saturday sculpture course but need to switch to the Wednesday evening "
            "group, please.",
        ),
        "small rewording",
    ),
    F(
        "opener",
        "sculptureclass",
        1,
        Say(0, "Hi, can I move from the Saturday clay course to Wednesday evenings?"),
        "paraphrase as a question",
    ),
    F(
        "opener",
        "bookclub",
        0,
        Say(0, "Hi, I want to cancel my book club subscription and get a refund for a box that never came."),
        "opener extended with the refund",
    ),
    F(
        "opener",
        "radiorepair",
        0,
        Say(0, "Hello, I've got an old valve radio that's stopped working."),
        "truncated",
    ),
    F(
        "opener",
        "radiorepair",
        1,
        Say(
            0,
            "Hello, I've got an old valve radio that's stopped working and I'd like to get it repaired. "
            "It's a Bush DAC90A.",
        ),
        "opener plus the model",
    ),
    F(
        "opener",
        "houseboat",
        1,
        Say(0, "Hi, we've booked a houseboat for August and need to move our dates to 16-23 August."),
        "opener extended with the new dates",
    ),
    # -- reply_shape: a second voice, an action or a part in brackets, a note to self, JSON, its own answer
    F(
        "reply_shape",
        "drumlessons",
        0,
        Say(
            3,
            "10:30 please, 9 is a bit early for a Saturday!\nBackbeat Studio: Lovely, I'll pop Leo in at "
            "10:30.",
        ),
        "the studio speaking on its own line",
    ),
    F(
        "reply_shape",
        "pondcleaning",
        0,
        Say(2, "*sighs* Yes, please go ahead and refund it."),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "puppytraining",
        0,
        Say(4, "Thank you! What should we bring to the first class? Probably treats and a lead, I guess."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "bookclub",
        1,
        Say(3, '{"role": "user", "content": "Thank you. When will I see the refund on my card?"}'),
        "message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "knitting",
        0,
        Say(2, "(The customer smiles, relieved.) Oh good, no fee! Yes, please go ahead."),
        "bracketed action about the part",
    ),
    F(
        "reply_shape",
        "radiorepair",
        1,
        Say(3, "Tuesday 22 April is best for me.\n\nNote to self: ask about the back panel later."),
        "note to self",
    ),
    F(
        "reply_shape",
        "foodtruck",
        1,
        Say(
            1,
            "Phone: 312-555-0147, email: events@haldenlogistics.com\nAssistant: Thanks! Let me check June "
            "20 for you.",
        ),
        "assistant line",
    ),
    F(
        "reply_shape",
        "houseboat",
        0,
        Say(2, "Customer (Marek): 16 to 23 August, same boat if possible."),
        "named speaker label",
    ),
    F(
        "reply_shape",
        "curling",
        0,
        Say(
            1,
            "(Checking the calendar as the HR coordinator.) The 1-3 slot please, and definitely the "
            "instructor.",
        ),
        "part played in a bracketed clause",
    ),
    # -- invented_specifics: an id, email, phone, amount, date or address the user was never given
    F(
        "invented_specifics",
        "pondcleaning",
        1,
        Say(2, "The refund, please. I ended up paying a local lad £120 to clear it out instead."),
        "amount",
    ),
    F(
        "invented_specifics",
        "sculptureclass",
        0,
        Say(1, "It's SC-7042-118. I paid the $340 on 2 August, if that helps."),
        "payment date",
    ),
    F(
        "invented_specifics",
        "puppytraining",
        1,
        Say(1, "(503) 555-0192. Her microchip number is 985112004417832 if you need it."),
        "microchip number",
    ),
    F(
        "invented_specifics",
        "bookclub",
        1,
        Say(1, "t.okonkwo@outlook.com, 30307. The card on file ends in 6620."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "knitting",
        1,
        Say(1, "margaret.ellery@gmail.com - or it might be under m.ellery@btinternet.com, my old one."),
        "second email",
    ),
    F(
        "invented_specifics",
        "radiorepair",
        1,
        Say(1, "07700 900 512, LS6 2QT - that's 14 Headingley Mount."),
        "street address",
    ),
    F(
        "invented_specifics",
        "foodtruck",
        0,
        Say(1, "Evening, and the BBQ Classic please. Our budget is capped at $1,500."),
        "budget amount",
    ),
    F(
        "invented_specifics",
        "houseboat",
        1,
        Say(2, "07911 123456. Or my wife's mobile, 07911 654321."),
        "second phone number",
    ),
    F(
        "invented_specifics",
        "curling",
        0,
        Say(
            2, "Brightwater Dental, a.moreno@brightwaterdental.ca. Our PO number is PO-77120 for the invoice."
        ),
        "purchase order number",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "drumlessons",
        0,
        Say(
            2,
            "Saturday mornings from 8 March, please. Is Callum Reid still teaching there? My nephew loved "
            "him.",
        ),
        "teacher's name",
    ),
    F(
        "unknown_fact",
        "pondcleaning",
        1,
        Say(
            1,
            "0117 496 0832, and the reference is CWP-2291. Your crew supervisor Gary Penrose didn't even "
            "ring me.",
        ),
        "supervisor's name from nowhere",
    ),
    F(
        "unknown_fact",
        "sculptureclass",
        1,
        Say(1, "Priya Raman, priya.raman@gmail.com. I gather the Wednesday group starts on 17 September?"),
        "group start date",
    ),
    F(
        "unknown_fact",
        "puppytraining",
        0,
        Say(2, "June 2nd, 2025. She'll be all set for the class starting 12 July, then!"),
        "class start date",
    ),
    F(
        "unknown_fact",
        "bookclub",
        0,
        Say(
            1,
            "Sure, it's RC-204-7719. My November box never arrived - tracking 1Z84A9W20312278841 hasn't "
            "moved.",
        ),
        "tracking number",
    ),
    F(
        "unknown_fact",
        "knitting",
        0,
        Say(1, "It's KN-501266. I do hope there isn't a restocking fee - someone told me it's 15% on kits."),
        "restocking fee as a percentage",
    ),
    F(
        "unknown_fact",
        "radiorepair",
        0,
        Say(
            2,
            "Would 22 April work? I'd love Mervyn Hale to look at it - my uncle says he's the best with "
            "valves.",
        ),
        "technician's name",
    ),
    F(
        "unknown_fact",
        "foodtruck",
        1,
        Say(
            0,
            "Hi, can we book the food truck for a company party on June 20? 60 guests - at $18.50 a head "
            "that fits our budget.",
        ),
        "price per head",
    ),
    F(
        "unknown_fact",
        "curling",
        0,
        Say(
            0,
            "Hi! We'd like to book a curling taster for 16 people on February 15th. I saw the instructor "
            "fee is $150 - we'll definitely want one.",
        ),
        "instructor fee",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "pondcleaning",
        0,
        Say(
            0,
            "Hello, your crew didn't turn up on 14 May for my pond clean. I'd like the £85 back. Booking "
            "CWP-2291, postcode BS6 7TL, phone 0117 496 0832.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "sculptureclass",
        0,
        Say(
            1, "SC-7042-118 - that's Priya Raman, priya.raman@gmail.com, +1 (415) 555-0176, and I paid $340."
        ),
        "asked for the booking, gives four more",
    ),
    F(
        "data_dump",
        "puppytraining",
        0,
        Say(
            0,
            "Hi! I'd like to sign Biscuit up for the next puppy class. Client number PP-88310, she's 16 "
            "weeks old and had her last vaccination on 2 June 2025.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "bookclub",
        0,
        Say(1, "Sure, it's RC-204-7719. Email t.okonkwo@outlook.com, ZIP 30307, and I pay $34.50 a month."),
        "asked for the member number, gives three more",
    ),
    F(
        "data_dump",
        "knitting",
        1,
        Say(
            0,
            "Hello, I'd like to return the Fair Isle Yoke Sweater Kit I ordered by mistake. Order KN-501266, "
            "placed 20 January, €68.00.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "radiorepair",
        0,
        Say(
            1,
            "VR-1187, it's a Bush DAC90A. My number's 07700 900 512, postcode LS6 2QT, and I can drop it "
            "off on 22 April.",
        ),
        "asked for the id and model, gives three more",
    ),
    F(
        "data_dump",
        "foodtruck",
        0,
        Say(
            0,
            "Hi! We're Halden Logistics and want the truck on June 20 for 60 people at 2200 W Fulton St, "
            "Chicago. Reach me on (312) 555-0147 or events@haldenlogistics.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "houseboat",
        0,
        Say(
            1,
            "HB-62093, Marek Nowak. We're 4 on the Kingfisher; my mobile is +44 7911 123456 and my email is "
            "marek.nowak@poczta.fm.",
        ),
        "asked for the reference and name, gives four more",
    ),
    F(
        "data_dump",
        "curling",
        1,
        Say(
            0,
            "Hi, I'm Alicia Moreno from Brightwater Dental. Can we book a curling taster for 16 on February "
            "15? My email is a.moreno@brightwaterdental.ca.",
        ),
        "three facts up front",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "drumlessons",
        0,
        StopAt(6, "Lovely, I'll check with Leo which time he prefers and get back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "pondcleaning",
        1,
        StopAt(4, "Let me think about whether to rebook and I'll ring you back."),
        "after the refund-or-rebook offer",
    ),
    F(
        "premature_stop",
        "sculptureclass",
        0,
        StopAt(4, "Let me check my shift rota first and I'll come back to you. Thanks!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "puppytraining",
        0,
        StopAt(6, "Let me check the 12th with my partner first. Thanks for the info!"),
        "after the class offer",
    ),
    F(
        "premature_stop",
        "bookclub",
        1,
        StopAt(4, "Great, thanks for cancelling it. Bye!"),
        "after the cancel, before the refund",
    ),
    F(
        "premature_stop",
        "knitting",
        0,
        StopAt(4, "Oh good, that's a relief. I'll pop back later to arrange it. Thank you!"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "radiorepair",
        1,
        StopAt(6, "Let me check my diary and I'll call back to book a day. Cheers!"),
        "after the drop-off days",
    ),
    F(
        "premature_stop",
        "foodtruck",
        0,
        StopAt(6, "Great, I'll sort the deposit with our finance team next week. Thanks!"),
        "after the booking, before the deposit",
    ),
    F(
        "premature_stop",
        "houseboat",
        0,
        StopAt(6, "OK, I'll talk it over with my wife and come back to you."),
        "after the quote",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "drumlessons", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "pondcleaning", 2, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "sculptureclass", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "puppytraining", 1, meta(2, prompt_missing=["known_facts.dog_age"]), "a known fact"),
    F("persona_sent", "bookclub", 0, meta(1, prompt_missing=["known_facts.member_number"]), "a known fact"),
    F("persona_sent", "knitting", 2, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "foodtruck", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "curling", 0, meta(3, prompt_missing=["persona", "goal"]), "persona and goal"),
]
