"""Scenarios 11-20 of the blind fidelity set (see ``tests/_fidelity_blind_domains.py``), written the same way:
before reading the guards' implementation."""

from __future__ import annotations

from _fidelity_blind_domains import a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 11. food delivery missing item ------------------------------------------------------------------------------

FOOD = Scenario(
    goal="Your delivery from Golden Wok arrived without the large kung pao chicken; get a refund for that item.",
    persona="a hungry, mildly annoyed customer",
    known_facts={
        "order_number": "84213377",
        "restaurant": "Golden Wok",
        "missing_item": "large kung pao chicken",
    },
    unknown_facts=["refund amount: $16.95"],
    expected=["get_order", "refund_item"],
)
_FOOD_GET = call(
    "get_order",
    {"order": "84213377"},
    {
        "order": "84213377",
        "items": [
            {"name": "Kung Pao Chicken (L)", "price": 16.95},
            {"name": "Veg Fried Rice", "price": 9.5},
            {"name": "Spring Rolls x4", "price": 6.25},
        ],
        "total": 36.67,
        "delivered_at": "2024-03-08T19:42:00-05:00",
    },
)
_FOOD_REFUND = call("refund_item", {"order": "84213377", "item": "Kung Pao Chicken (L)"}, {"refunded": 16.95})
FOOD_FLOWS = (
    (
        u(
            "Hi, my order from Golden Wok came without the large kung pao chicken.",
            "my golden wok order is missing the kung pao chicken (large). can i get a refund for it?",
            "Hello, the kung pao chicken was missing from my delivery tonight.",
        ),
        a("So sorry! What's the order number?"),
        u("84213377", "It's 84213377.", "order #84213377", "Order number: 84213377"),
        a(
            "I see Kung Pao Chicken (L) $16.95, Veg Fried Rice $9.50 and 4 spring rolls $6.25, delivered at "
            "7:42 pm. I can refund the $16.95 for the chicken. OK?",
            _FOOD_GET,
        ),
        u(
            "Yes please, refund the $16.95.",
            "Yes that's fine.",
            "yep, the rice and spring rolls were there, just not the chicken. refund is fine",
            "Yes. Only the chicken was missing - 16.95, right?",
        ),
        a("Done: $16.95 refunded to your card. It can take 3-5 days to show.", _FOOD_REFUND),
        stop("thanks!", "Ok, thanks for sorting it out.", "Great, thank you.", ""),
    ),
    (
        u(
            "Order 84213377 is missing an item. The large kung pao chicken never came.",
            "Hi, order 84213377 from Golden Wok - no kung pao chicken in the bag :(",
        ),
        a("Let me check.", _FOOD_GET),
        a("Confirmed, the Kung Pao Chicken (L) was on the order. Would you like a refund or a redelivery?"),
        u(
            "A refund please, it's too late to eat now.",
            "Refund please.",
            "Refund. How much will that be?",
        ),
        a("Refunded $16.95 to your original payment method.", _FOOD_REFUND),
        u(
            "Thanks. So my total was really $19.72 then?",
            "Thanks! How long does it take to show up?",
        ),
        a("That's right: $36.67 minus $16.95. Refunds show in 3-5 business days."),
        stop("OK, thank you!", "Great, cheers.", "thanks, bye"),
    ),
)

# -- 12. dentist appointment reschedule --------------------------------------------------------------------------

DENTIST = Scenario(
    goal="Move your dental cleaning from Thursday, May 16 at 9:30 to a later time the same week, ideally Friday "
    "afternoon.",
    persona="a teacher who can only come after 3 pm",
    known_facts={
        "patient_name": "Olivia Grant",
        "dob": "1988-07-02",
        "current_appointment": "2024-05-16 09:30",
        "phone": "555-201-7788",
    },
    unknown_facts=["hygienist's name"],
    expected=["find_appointment", "reschedule_appointment"],
)
_DENT_FIND = call(
    "find_appointment",
    {"name": "Olivia Grant", "dob": "1988-07-02"},
    {
        "id": "APT-10583",
        "when": "2024-05-16T09:30",
        "type": "cleaning",
        "open": ["2024-05-17T15:30", "2024-05-17T16:15"],
    },
)
_DENT_MOVE = call(
    "reschedule_appointment",
    {"id": "APT-10583", "when": "2024-05-17T15:30"},
    {"id": "APT-10583", "when": "2024-05-17T15:30", "status": "confirmed"},
)
DENTIST_FLOWS = (
    (
        u(
            "Hi, I need to move my cleaning on Thursday at 9:30. Do you have anything Friday afternoon?",
            "Hello! I have a cleaning booked for Thursday morning but I can't make it. Could we do Friday after 3?",
            "hi, can i reschedule my dental cleaning from thurs 9:30 to later in the week?",
        ),
        a("Sure. Can I have your full name and date of birth?"),
        u(
            "Olivia Grant, July 2, 1988.",
            "Olivia Grant, 07/02/1988",
            "Name's Olivia Grant and DOB is 2 July 1988.",
            "olivia grant, born 1988-07-02",
        ),
        a(
            "Thanks Olivia. I see your cleaning on Thursday May 16 at 9:30. On Friday the 17th I have 3:30 pm "
            "or 4:15 pm. Which works?",
            _DENT_FIND,
        ),
        u(
            "3:30 please.",
            "4:15 would be better. Actually no, 3:30 is fine.",
            "The 3:30 slot on Friday, thanks.",
        ),
        a("Done, you're booked for Friday, May 17 at 3:30 pm.", _DENT_MOVE),
        stop("Perfect, thank you!", "Great, see you Friday.", "Thanks so much!", ""),
    ),
    (
        u(
            "Hi, this is Olivia Grant. I need to reschedule my appointment on May 16.",
            "Hello, I'd like to change my cleaning appointment (Thursday the 16th, 9:30am).",
        ),
        a("No problem. What's your date of birth, and the phone number on file?"),
        u(
            "1988-07-02 and 555-201-7788",
            "July 2nd 1988. Phone is (555) 201-7788.",
            "DOB 7/2/88, phone 5552017788",
        ),
        a("Found you. Friday May 17 has 3:30 pm and 4:15 pm.", _DENT_FIND),
        u(
            "Is there anything Thursday after 3?",
            "Friday at 3:30 works.",
        ),
        a("Thursday afternoon is full, sorry. Friday at 3:30 or 4:15?"),
        u("3:30 then.", "Ok, Friday 3:30 pm.", "I'll take 4:15... no wait, 3:30 is better."),
        a("Confirmed: Friday, May 17, 3:30 pm.", _DENT_MOVE),
        stop("Thank you!", "Thanks, bye!", "Great, thanks for your help."),
    ),
)

# -- 13. streaming double charge ---------------------------------------------------------------------------------

STREAM = Scenario(
    goal="You were charged twice for your streaming subscription this month; get the duplicate charge refunded.",
    persona="a student who checks every bank transaction",
    known_facts={
        "email": "leo.marchetti@proton.me",
        "charge_amount": "$15.49",
        "charge_dates": "April 3 and April 4, 2024",
        "card_last4": "9034",
    },
    unknown_facts=["refund ID: RF-7730014"],
    expected=["list_charges", "refund_charge"],
)
_STREAM_LIST = call(
    "list_charges",
    {"email": "leo.marchetti@proton.me", "month": "2024-04"},
    [
        {"id": "ch_3PqA1", "amount": 15.49, "date": "2024-04-03", "card": "•••• 9034"},
        {"id": "ch_3PqB7", "amount": 15.49, "date": "2024-04-04", "card": "•••• 9034"},
    ],
)
_STREAM_REFUND = call("refund_charge", {"charge": "ch_3PqB7"}, {"refund": "RF-7730014", "amount": 15.49})
STREAM_FLOWS = (
    (
        u(
            "Hi, I got charged twice this month for my subscription. Can I get one refunded?",
            "hey, I see two charges of $15.49 on my card, on April 3 and April 4. pretty sure that's a mistake",
            "Hello, I was double charged for April. Could you refund the extra charge please?",
        ),
        a("Let me check. What's the email on your account?"),
        u("leo.marchetti@proton.me", "It's leo.marchetti@proton.me", "Email: Leo.Marchetti@proton.me"),
        a(
            "I see two charges of $15.49 on the card ending 9034: April 3 and April 4. The second one is a "
            "duplicate. I'll refund it, OK?",
            _STREAM_LIST,
        ),
        u(
            "Yes, please refund the one from April 4.",
            "Yes please! the 4/4 one.",
            "Yep, that's the card ending 9034. Please go ahead.",
        ),
        a("Refunded: $15.49, refund ID RF-7730014. It'll be back on your card in 5-10 days.", _STREAM_REFUND),
        u(
            "Thanks. Why did this happen?",
            "cool. will it happen again next month?",
            "OK. Could you email me the refund confirmation?",
        ),
        a("A payment retry ran twice; it's fixed and won't recur."),
        stop("Ok great, thanks.", "Thanks for the quick help!", "alright thx"),
    ),
    (
        u(
            "Hello, I was charged $15.49 twice this month, on April 3rd and 4th.",
            "Double charge on my account, 15.49 each, on 04/03 and 04/04.",
        ),
        a("Sorry about that. Which email is the account under?"),
        u("leo.marchetti@proton.me", "leo.marchetti@proton.me - thanks"),
        a("Found both charges.", _STREAM_LIST),
        a("I've refunded the second one.", _STREAM_REFUND),
        u(
            "Thank you! Is there a reference for the refund?",
            "great. so i'll get 15.49 back?",
        ),
        a("Yes: RF-7730014, $15.49."),
        stop("Perfect, thanks.", "Thanks!", "Got it. Have a good day!"),
    ),
)

# -- 14. furniture delivery (with an opener) ---------------------------------------------------------------------

SOFA = Scenario(
    goal="Schedule delivery of the sofa you bought, on a Saturday, to your new apartment.",
    persona="a first-time homeowner, friendly",
    known_facts={
        "order_number": "SO-2291-4470",
        "address": "77 Harbor View Rd, Apt 5C, Portland, ME 04101",
        "phone": "207-555-0116",
        "preferred_day": "Saturday",
    },
    unknown_facts=["delivery fee", "delivery window: 8am-12pm"],
    opener="Hi! I'd like to schedule delivery for my new sofa.",
    expected=["get_order", "schedule_delivery"],
)
_SOFA_GET = call(
    "get_order",
    {"order": "SO-2291-4470"},
    {
        "order": "SO-2291-4470",
        "item": "Harlow 3-seat sofa, oatmeal",
        "ready": True,
        "saturdays": ["2024-06-22", "2024-06-29"],
    },
)
_SOFA_SCHEDULE = call(
    "schedule_delivery",
    {
        "order": "SO-2291-4470",
        "date": "2024-06-22",
        "address": "77 Harbor View Rd, Apt 5C, Portland, ME 04101",
    },
    {"confirmation": "DLV-39012", "window": "08:00-12:00", "fee": 49.0},
)
SOFA_FLOWS = (
    (
        u("Hi! I'd like to schedule delivery for my new sofa."),
        a("Congrats on the new sofa! What's your order number?"),
        u("SO-2291-4470", "It's SO-2291-4470 :)", "Order SO-2291-4470."),
        a(
            "Your Harlow 3-seat sofa is ready. I have Saturday June 22 or Saturday June 29. Which do you prefer, "
            "and what's the delivery address?",
            _SOFA_GET,
        ),
        u(
            "June 22 please! Address is 77 Harbor View Rd, Apt 5C, Portland, ME 04101.",
            "The 22nd. 77 Harbor View Rd, Apt 5C, Portland ME 04101",
            "Saturday 6/22 works. Deliver to 77 Harbor View Rd, Apt 5C, Portland, ME 04101. It's on the 5th "
            "floor, is that OK?",
        ),
        a(
            "Booked for Saturday June 22, 8 am-12 pm, confirmation DLV-39012. The delivery fee is $49.",
            _SOFA_SCHEDULE,
        ),
        u(
            "Great! Will the driver call 207-555-0116 before arriving?",
            "Thanks! Does the $49 include carrying it upstairs?",
            "Awesome. 8 to 12 works.",
        ),
        a("Yes, they call 30 minutes ahead, and in-home placement is included."),
        stop("Perfect, thank you!", "Yay, thanks so much!", "Great, thanks!", ""),
    ),
    (
        u("Hi! I'd like to schedule delivery for my new sofa."),
        a("Sure! Please give me the order number, the delivery address and a phone number."),
        u(
            "Order SO-2291-4470, address 77 Harbor View Rd, Apt 5C, Portland, ME 04101, phone 207-555-0116.",
            "1. SO-2291-4470\n2. 77 Harbor View Rd, Apt 5C, Portland, ME 04101\n3. (207) 555-0116",
        ),
        a("Thanks. Saturdays available: June 22 and June 29.", _SOFA_GET),
        u("The 29th, please.", "June 29 is better for me.", "Sat the 29th"),
        a(
            "Scheduled for June 29, morning window. Confirmation DLV-39012.",
            call(
                "schedule_delivery",
                {"order": "SO-2291-4470", "date": "2024-06-29"},
                {"confirmation": "DLV-39012", "window": "08:00-12:00", "fee": 49.0},
            ),
        ),
        stop("Thanks!", "Great, thank you.", "Perfect. Have a nice day!"),
    ),
)

# -- 15. online course refund ------------------------------------------------------------------------------------

COURSE = Scenario(
    goal="Get a refund for the data-science course you enrolled in by mistake last week (you meant the beginner "
    "one).",
    persona="a career changer, apologetic",
    known_facts={
        "enrollment_id": "ENR-61-20931",
        "course": "Advanced Machine Learning",
        "price": "$249",
        "enrolled_on": "2024-01-15",
        "email": "sam.oduya@yahoo.com",
    },
    unknown_facts=["refund policy deadline: 14 days"],
    expected=["get_enrollment", "refund_enrollment"],
)
_COURSE_GET = call(
    "get_enrollment",
    {"email": "sam.oduya@yahoo.com"},
    {
        "id": "ENR-61-20931",
        "course": "Advanced Machine Learning",
        "paid": 249.0,
        "date": "2024-01-15",
        "progress": 0.03,
    },
)
_COURSE_REFUND = call("refund_enrollment", {"id": "ENR-61-20931"}, {"refund": 249.0, "status": "processing"})
COURSE_FLOWS = (
    (
        u(
            "Hi, sorry, I enrolled in the wrong course last week. I meant to take the beginner one. Can I get a "
            "refund?",
            "Hello! I accidentally signed up for Advanced Machine Learning instead of the intro course. Is a "
            "refund possible?",
            "hi - I bought the wrong course ($249) by mistake. could I get my money back?",
        ),
        a("No problem. What's the email address on your account?"),
        u("sam.oduya@yahoo.com", "It's sam.oduya@yahoo.com.", "sam.oduya@yahoo.com - thank you!"),
        a(
            "I see enrollment ENR-61-20931 in Advanced Machine Learning, $249, from January 15. You've done 3% "
            "of it, so it qualifies. Shall I refund the full $249?",
            _COURSE_GET,
        ),
        u(
            "Yes please, thank you so much.",
            "Yes! I only watched the intro video, that's the 3%.",
            "Yes, refund ENR-61-20931 please.",
        ),
        a("Done: $249.00 is being refunded; allow 5-7 business days.", _COURSE_REFUND),
        u(
            "Thanks! And how do I enroll in the beginner course?",
            "Great. Sorry again for the trouble!",
        ),
        a("You can enroll from the catalog page; search for 'Intro to Data Science'."),
        stop("Will do, thank you!", "Thanks for your help!", "Perfect, thanks :)"),
    ),
    (
        u(
            "Hi, I'd like a refund for Advanced Machine Learning. Enrollment ENR-61-20931.",
            "Hello, please refund enrollment ENR-61-20931, I picked the wrong course.",
        ),
        a("Let me look that up.", _COURSE_GET),
        a("It was bought on 2024-01-15 for $249 and qualifies for a refund. Proceed?"),
        u("Yes, please.", "Yes - the whole $249?", "yes go ahead"),
        a("Refund of $249 is processing.", _COURSE_REFUND),
        stop("Thanks a lot!", "Great, thank you.", "Thanks!"),
    ),
    (
        u(
            "Hi, I signed up for the wrong course by mistake. Can I get a refund?",
            "hello, I'd like to get a refund on a course I bought last week",
        ),
        a("Sure. What's the email on the account?"),
        u("sam.oduya@yahoo.com", "It's sam.oduya@yahoo.com"),
        a(
            "Thanks. I'm sorry, but I'm not able to refund this one: the course was bought with a company "
            "voucher, so the refund has to come from your employer's account admin.",
            _COURSE_GET,
        ),
        u(
            "Oh, I didn't realise. OK, I'll ask my manager.",
            "Hmm, ok. Who should I contact exactly?",
        ),
        a("Your company's learning admin can request it from their dashboard."),
        stop("OK, thanks for explaining.", "Got it, thank you.", "Alright, thanks anyway."),
    ),
)

# -- 16. roaming charges (the agent cannot do it) ----------------------------------------------------------------

ROAMING = Scenario(
    goal="Ask for the roaming charges on your last phone bill to be waived; you had bought a travel pass.",
    persona="a frequent traveller, firm but courteous",
    known_facts={
        "phone_number": "+44 7700 900123",
        "roaming_charges": "£58.20",
        "travel_pass_date": "2024-03-01",
        "account_pin_hint": "last four digits of your phone number",
    },
    unknown_facts=["why the travel pass didn't apply"],
    expected=["get_bill", "credit_account"],
)
_ROAM_BILL = call(
    "get_bill",
    {"msisdn": "447700900123"},
    {
        "period": "2024-03",
        "roaming": 58.2,
        "currency": "GBP",
        "travel_pass": {"bought": "2024-03-01", "active_from": "2024-03-02"},
    },
)
ROAMING_FLOWS = (
    (
        u(
            "Hello, I have £58.20 of roaming charges on my bill even though I bought a travel pass.",
            "Hi, my last bill has roaming charges of £58.20 but I had a travel pass. Can you remove them?",
            "I was charged for roaming in March despite buying a travel pass on the 1st. I'd like that waived.",
        ),
        a("Let me check. What's the mobile number on the account?"),
        u("+44 7700 900123", "07700 900123", "It's 07700900123.", "+447700900123"),
        a(
            "Thanks. The travel pass was bought on March 1 but only became active on March 2, and the £58.20 was "
            "used on March 1. I'm afraid I can't waive charges from before the pass was active.",
            _ROAM_BILL,
        ),
        u(
            "That seems unfair, I bought it that same morning. Can you escalate it?",
            "I bought it before I left. Is there really nothing you can do?",
        ),
        a(
            "I'm sorry, I'm not able to credit it myself. You can raise a complaint through the app and a "
            "supervisor will review it."
        ),
        stop(
            "OK, I'll do that. Thanks.",
            "Disappointing, but thanks for explaining.",
            "Fine, I'll file a complaint. Goodbye.",
        ),
    ),
    (
        u(
            "Hi, I want the roaming charges of £58.20 on my bill removed. I had a travel pass from March 1.",
            "Please waive £58.20 roaming, I bought a travel pass on 1 March.",
        ),
        a("Can you confirm the phone number?"),
        u("+44 7700 900123", "07700 900 123"),
        a("Looking now.", _ROAM_BILL),
        a("The pass was active from March 2. As a one-off goodwill gesture I can credit the £58.20. OK?"),
        u("Yes please, thank you!", "That would be great, thanks.", "Yes, much appreciated."),
        a(
            "Done, a £58.20 credit will show on your next bill.",
            call(
                "credit_account",
                {"msisdn": "447700900123", "amount": 58.2},
                {"credit": 58.2, "id": "CR-20918"},
            ),
        ),
        stop("Thank you very much.", "Brilliant, thanks!", "Cheers, bye."),
    ),
)

# -- 17. parking ticket appeal (with an opener) ------------------------------------------------------------------

PARKING = Scenario(
    goal="Appeal a parking ticket you got while the parking meter was broken.",
    persona="a nurse who just came off a night shift",
    known_facts={
        "citation_number": "PC-0094412",
        "plate": "7KDL204",
        "ticket_date": "2024-02-27",
        "fine": "$65",
        "meter_number": "M-3317",
    },
    unknown_facts=["hearing date", "appeal ID: APL-55820"],
    opener="Hi, I got a parking ticket but the meter was broken. How do I appeal?",
    expected=["lookup_citation", "submit_appeal"],
)
_PARK_LOOKUP = call(
    "lookup_citation",
    {"citation": "PC-0094412"},
    {
        "citation": "PC-0094412",
        "plate": "7KDL204",
        "issued": "2024-02-27T07:15",
        "amount": 65,
        "location": "Meter M-3317, 4th St",
    },
)
_PARK_APPEAL = call(
    "submit_appeal",
    {"citation": "PC-0094412", "reason": "meter M-3317 broken"},
    {"appeal": "APL-55820", "status": "received", "decision_within_days": 21},
)
PARKING_FLOWS = (
    (
        u("Hi, I got a parking ticket but the meter was broken. How do I appeal?"),
        a("I can file that for you. What's the citation number?"),
        u("PC-0094412", "It's PC-0094412.", "citation PC 0094412", "pc-0094412"),
        a(
            "Citation PC-0094412 for plate 7KDL204, issued February 27 at 7:15 am at meter M-3317 on 4th St, "
            "$65. Which meter was broken?",
            _PARK_LOOKUP,
        ),
        u(
            "That one, M-3317. It wouldn't take coins or cards.",
            "Meter M-3317, the screen was blank.",
            "The same meter, M-3317 on 4th St. It was completely dead.",
        ),
        a("Appeal APL-55820 submitted. You'll get a decision within 21 days.", _PARK_APPEAL),
        u(
            "Do I have to pay the $65 while it's pending?",
            "Thanks. Will it be by mail or email?",
            "Ok, 21 days. Thank you.",
        ),
        a("No, payment is on hold while the appeal is open. The decision comes by mail."),
        stop("Great, thanks.", "Thank you so much.", "ok thanks, bye"),
    ),
    (
        u("Hi, I got a parking ticket but the meter was broken. How do I appeal?"),
        a("Sorry about that. Please give me the citation number and license plate."),
        u("PC-0094412, plate 7KDL204.", "Citation PC-0094412 / plate 7KDL204", "PC-0094412 and 7 KDL 204"),
        a("Found it: $65, issued 2024-02-27.", _PARK_LOOKUP),
        a("What should I put as the reason?"),
        u(
            "Meter M-3317 was broken, it didn't accept payment. I have a photo.",
            "The meter (M-3317) was out of order.",
        ),
        a("Submitted, appeal APL-55820.", _PARK_APPEAL),
        stop("Thanks!", "Thank you, have a good day.", "Perfect, thanks."),
    ),
)

# -- 18. train ticket refund (euros) -----------------------------------------------------------------------------

TRAIN = Scenario(
    goal="Your train from Munich to Vienna was cancelled; get the ticket refunded.",
    persona="a tourist, polite, English is a second language",
    known_facts={
        "booking_reference": "K7XQ2M",
        "journey_date": "2024-05-28",
        "price": "€89.90",
        "route": "München Hbf to Wien Hbf",
    },
    unknown_facts=["compensation percentage"],
    expected=["get_booking", "refund_booking"],
)
_TRAIN_GET = call(
    "get_booking",
    {"ref": "K7XQ2M"},
    {
        "ref": "K7XQ2M",
        "train": "RJX 63",
        "date": "2024-05-28",
        "dep": "09:27",
        "price": {"amount": 89.9, "currency": "EUR"},
        "status": "cancelled",
    },
)
_TRAIN_REFUND = call(
    "refund_booking", {"ref": "K7XQ2M"}, {"refund": 89.9, "currency": "EUR", "voucher": None}
)
TRAIN_FLOWS = (
    (
        u(
            "Hello, my train from Munich to Vienna was cancelled. I want my money back please.",
            "Hi, the train Munich - Vienna on 28 May is cancelled. How can I get refund?",
            "Good day. My train was cancelled and I would like a refund for the ticket.",
        ),
        a("I'm sorry. What is your booking reference?"),
        u("K7XQ2M", "It is K7XQ2M.", "booking reference: k7xq2m", "K7X Q2M"),
        a(
            "Thank you. RJX 63 on May 28 at 09:27 from München Hbf was cancelled. You paid €89.90. I can refund "
            "the full amount to your card. Shall I?",
            _TRAIN_GET,
        ),
        u(
            "Yes please, the full 89,90 €.",
            "Yes, please refund.",
            "Yes. Full refund of €89.90 please.",
            "yes thank you, to the card is good",
        ),
        a("Refund of €89.90 issued to your card.", _TRAIN_REFUND),
        stop("Thank you very much!", "Danke, thank you.", "Thanks, goodbye.", ""),
    ),
    (
        u(
            "Hello, booking K7XQ2M, train cancelled on 28.05.2024. Refund please.",
            "Hi, my booking K7XQ2M (Munich to Vienna, 28/05) was cancelled.",
        ),
        a("Let me check.", _TRAIN_GET),
        a("Yes, RJX 63 was cancelled. Do you want a refund or a voucher?"),
        u("Refund please.", "Refund to my card.", "A refund. A voucher is not useful for me."),
        a("Done: €89.90 refunded.", _TRAIN_REFUND),
        u("How many days until I see it?", "Thank you. When does the money arrive?"),
        a("Usually 5-7 working days."),
        stop("Ok, thank you.", "Thank you for help!", "Thanks!"),
    ),
    (
        u(
            "Hi, my train on 28 May from Munich to Vienna is cancelled. I want a refund.",
            "Hello, refund please for cancelled train Munich to Vienna.",
        ),
        a("Could you tell me the booking reference?"),
        u("K7XQ2M", "It's K7XQ2M."),
        a("Thank you.", _TRAIN_GET),
        a(
            "I tried to issue the refund, but the payment system returned an error. Please try again in the app "
            "later today, or I can send you the refund form.",
            call("refund_booking", {"ref": "K7XQ2M"}, error="PaymentGatewayTimeout: upstream did not answer"),
        ),
        u("OK, I will try the app later.", "Please send me the form.", "Ok, I try later again."),
        a("Sure, I'm sorry for the inconvenience."),
        stop("Thank you, bye.", "Ok thanks.", "Thank you."),
    ),
)

# -- 19. transcript request --------------------------------------------------------------------------------------

TRANSCRIPT = Scenario(
    goal="Order an official transcript to be sent to a graduate school.",
    persona="a former student, organised",
    known_facts={
        "student_id": "20153398",
        "graduation_year": "2019",
        "recipient_email": "admissions@grad.northfield.edu",
        "full_name": "Daniel Reyes",
    },
    unknown_facts=["processing fee", "order number: TR-448102"],
    expected=["verify_student", "order_transcript"],
)
_TR_VERIFY = call(
    "verify_student",
    {"student_id": "20153398"},
    {"name": "Daniel Reyes", "program": "BSc Biology", "graduated": 2019, "holds": []},
)
_TR_ORDER = call(
    "order_transcript",
    {"student_id": "20153398", "to": "admissions@grad.northfield.edu", "delivery": "electronic"},
    {"order": "TR-448102", "fee": 12.0, "eta_days": 2},
)
TRANSCRIPT_FLOWS = (
    (
        u(
            "Hi, I'd like to order an official transcript to be sent to a grad school.",
            "Hello, I need an official transcript sent to a graduate program I'm applying to.",
            "hi, how do I get my official transcript sent to a grad school?",
        ),
        a("I can help with that. What's your student ID?"),
        u("20153398", "It's 20153398.", "My student ID is 20153398. I graduated in 2019."),
        a("Thanks, Daniel - BSc Biology, class of 2019, no holds. Where should it be sent?", _TR_VERIFY),
        u(
            "To admissions@grad.northfield.edu, electronically please.",
            "Please email it to admissions@grad.northfield.edu",
            "admissions@grad.northfield.edu",
        ),
        a("Ordered: TR-448102, electronic delivery, $12 fee, arrives in about 2 days.", _TR_ORDER),
        stop("Thanks!", "Perfect, thank you.", "Great, thanks for your help!", ""),
    ),
    (
        u(
            "Hi, I'm Daniel Reyes, student ID 20153398. I need an official transcript.",
            "Hello, Daniel Reyes here (class of 2019). Can I order an official transcript?",
        ),
        a("Sure. Can you confirm your student ID and graduation year?"),
        u("20153398, graduated 2019.", "ID 20153398, year 2019.", "Sure, 20153398 / 2019"),
        a("Verified.", _TR_VERIFY),
        a("Where should we send it, and electronic or paper?"),
        u(
            "Electronic, to admissions@grad.northfield.edu.",
            "Email to admissions@grad.northfield.edu please. How much does it cost?",
        ),
        a("It's $12. Order TR-448102 is placed.", _TR_ORDER),
        u("Great, thank you. Will I get a confirmation?", "Thanks. Can I see when they receive it?"),
        a("Yes, you'll get an email when it's delivered."),
        stop("Thanks a lot.", "Perfect. Bye!", "Thank you!"),
    ),
)

# -- 20. apartment repair (with an opener; the tool fails) -------------------------------------------------------

REPAIR = Scenario(
    goal="Report a leaking kitchen faucet in your apartment and get a maintenance visit.",
    persona="a tenant who works from home",
    known_facts={
        "unit": "Unit 12B",
        "building": "Riverside Towers",
        "phone": "(312) 555-0177",
        "access_time": "weekdays after 10 am",
    },
    unknown_facts=["work order number"],
    opener="Hi, my kitchen faucet is leaking. Can someone come fix it?",
    expected=["create_work_order"],
)
REPAIR_FLOWS = (
    (
        u("Hi, my kitchen faucet is leaking. Can someone come fix it?"),
        a("Sure. Which building and unit are you in?"),
        u("Riverside Towers, unit 12B.", "Unit 12B at Riverside Towers.", "12B, Riverside Towers"),
        a("When can maintenance get in, and what's a good phone number?"),
        u(
            "Weekdays after 10 am. My number is (312) 555-0177.",
            "Any weekday after 10am, phone 312-555-0177.",
            "after 10 am on weekdays works; call 3125550177",
        ),
        a(
            "Work order WO-66031 created; a technician will come Tuesday after 10 am and call first.",
            call(
                "create_work_order",
                {"unit": "12B", "building": "Riverside Towers", "issue": "kitchen faucet leak"},
                {"work_order": "WO-66031", "visit": "2024-10-15", "after": "10:00"},
            ),
        ),
        u(
            "Thank you. Should I turn off the water under the sink in the meantime?",
            "Great, Tuesday works. Thanks!",
            "Thanks. Is WO-66031 the number I should reference?",
        ),
        a("Yes, turning off the valve under the sink is a good idea until then."),
        stop("Ok, will do. Thanks!", "Thanks, bye.", "Perfect, thank you."),
    ),
    (
        u("Hi, my kitchen faucet is leaking. Can someone come fix it?"),
        a("I'm sorry. Which unit?"),
        u("12B in Riverside Towers.", "Unit 12B.", "riverside towers 12b"),
        a(
            "I tried to create a work order but our system is down right now. Please call the office at "
            "(312) 555-0100 after 9 am tomorrow.",
            call(
                "create_work_order",
                {"unit": "12B", "building": "Riverside Towers", "issue": "kitchen faucet leak"},
                error="ServiceUnavailable: maintenance system offline",
            ),
        ),
        u(
            "Oh, ok. I'll call (312) 555-0100 tomorrow then.",
            "That's annoying. Ok, I'll call tomorrow.",
        ),
        a("Thank you, and sorry for the trouble."),
        stop("No problem, thanks.", "Ok, bye.", "Thanks anyway."),
    ),
)
