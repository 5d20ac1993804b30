"""Blind fidelity set 5, part H: ten hand-written customer-service scenarios and 61 seeded faults.

Written by a helper session before any run of the guards on it, and without reading their implementation. What
was read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` and the
section after it (up to "Statistics over valid trials"), ``check_fidelity``'s docstring, ``tests/_fidelity_blind.py``
(framework, seeded faults and label definitions), ``tests/_fidelity_blind_domains.py`` (its step helpers and a few
of its domains, for style) and the ``Case`` entry format at the top of ``tests/_fidelity_corpus.py``. No guard,
``check_fidelity`` or benchmark was called while writing it.

Ten new scenarios that reuse none of the earlier blind sets' domains: a parking-garage monthly pass (``garage``),
a hearing test (``audiology``), a roof-leak inspection (``roof``), kids' swim classes (``swim``), a windscreen
claim (``windscreen``), a mattress trial return (``mattress``), a satellite-TV package change (``satellite``), a
passport-photo booking (``passportphoto``), a moving-truck rental (``truck``) and a hotel-spa treatment
(``spa``). Every user turn lists clean alternatives written like an LLM simulated user that behaves: facts
restated in its own formats, ids, amounts and dates the agent or a tool gave quoted back (and worked out from,
such as a total for two people or a monthly saving), follow-up questions, lists, typos, long turns and polite
closings. Some flows end with an agent that refuses or a write that fails, after which a stop is clean.

Labels follow the definitions of the brief, not what a guard can see: a clean user turn is one speaker with no
notes or markers, volunteers at most two known facts before the agent asks for them, states no unknown fact
before the agent told it, says only specifics from the scenario, an earlier message or a tool result (or worked
out from them), and stops only once the expected write ran or the agent failed or refused; the first message is
the opener word for word where there is one. ``FAULTS`` breaks exactly one such rule per conversation on purpose,
labelled with the guard that should catch it (opener 8, reply_shape 9, invented_specifics 9, unknown_fact 9,
data_dump 9, premature_stop 9, persona_sent 8). Build conversations with ``_fidelity_blind.build``.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. parking-garage monthly pass (with an opener) -------------------------------------------------------------

GARAGE = Scenario(
    goal="Buy a monthly parking pass for the Harbor Street garage, starting on March 1, for your car.",
    persona="a nurse who works night shifts, friendly and brief",
    known_facts={
        "plate": "KLM-4821",
        "email": "r.achebe@mailbox.org",
        "start_date": "2025-03-01",
        "card_last4": "7730",
    },
    unknown_facts=["pass number: MP-55102", "monthly rate"],
    opener="Hi, I'd like to buy a monthly pass for the Harbor Street garage.",
    expected=["purchase_pass"],
)
_GARAGE_AVAIL = call(
    "check_pass_availability",
    {"garage": "Harbor Street", "start": "2025-03-01"},
    {"garage": "Harbor Street", "level": "P3", "spaces_left": 12, "rate": 145.0, "valid_to": "2025-03-31"},
)
_GARAGE_BUY = call(
    "purchase_pass",
    {"plate": "KLM-4821", "start": "2025-03-01", "card_last4": "7730", "email": "r.achebe@mailbox.org"},
    {"pass": "MP-55102", "level": "P3", "valid": "2025-03-01/2025-03-31", "charged": 145.0},
)
_GARAGE_OPEN = "Hi, I'd like to buy a monthly pass for the Harbor Street garage."
GARAGE_FLOWS = (
    (
        u(_GARAGE_OPEN),
        a("Sure! From which date would you like the pass to start?"),
        u(
            "From March 1st please.",
            "Starting 2025-03-01.",
            "the 1st of march",
            "Starting on 1 March 2025 if possible. I work nights so I need to be able to come and go at odd hours.",
        ),
        a(
            "Good news: we have spaces on level P3 from March 1 to March 31, 2025. The monthly rate is $145.00. "
            "What's the licence plate of the car?",
            _GARAGE_AVAIL,
        ),
        u("It's KLM-4821.", "KLM 4821", "plate is klm4821", "KLM-4821. Is P3 a covered level?"),
        a("It is covered, yes. Which card should I charge, and what email should the receipt go to?"),
        u(
            "The card ending 7730, and r.achebe@mailbox.org please.",
            "Card ending in 7730. Email: r.achebe@mailbox.org",
            "- card: ends 7730\n- email: R.Achebe@mailbox.org",
            "use the one ending 7730 pls, receipt to r.achebe@mailbox.org",
        ),
        a(
            "Done: pass MP-55102 for KLM-4821, level P3, valid March 1-31, 2025. $145.00 was charged to the card "
            "ending 7730 and the receipt went to r.achebe@mailbox.org.",
            _GARAGE_BUY,
        ),
        u(
            "Great. Does MP-55102 renew automatically after the 31st?",
            "Thanks! So $145 for the month, valid until 31/03?",
            "Perfect. Can I go in and out as many times as I want with it?",
        ),
        a(
            "It doesn't renew automatically; we email you a reminder a week before it ends. Entries and exits "
            "are unlimited."
        ),
        stop("Great, thanks a lot!", "Ok, thank you. Bye!", "Perfect, have a nice evening.", ""),
    ),
    (
        u(_GARAGE_OPEN),
        a("Happy to help. What's the plate number of the vehicle?"),
        u(
            "KLM-4821",
            "The plate is KLM-4821.",
            "klm-4821",
            "Sure, KLM 4821. How much is the monthly pass?",
        ),
        a("Thanks. From when should the pass start?"),
        u("March 1, 2025.", "From the first of March.", "03/01/2025 please", "Starting 2025-03-01, thanks"),
        a(
            "From March 1 there's space on level P3. The pass runs until March 31 and costs $145.00. Which card "
            "would you like to pay with?",
            _GARAGE_AVAIL,
        ),
        u(
            "The card ending 7730.",
            "card ending in 7730 please",
            "Use my card ending 7730. $145 is fine.",
            "Ending 7730. And can the receipt go to r.achebe@mailbox.org?",
        ),
        a(
            "All set: pass MP-55102, level P3, March 1-31. $145.00 charged to the card ending 7730; the receipt "
            "was emailed to r.achebe@mailbox.org.",
            _GARAGE_BUY,
        ),
        stop(
            "Thank you!",
            "Great, MP-55102 - got it. Thanks!",
            "Perfect, thanks for the quick help.",
            "thx, have a good one",
        ),
    ),
    (
        u(_GARAGE_OPEN),
        a("Of course. What's your plate, and from which date?"),
        u(
            "KLM-4821, from March 1.",
            "Plate KLM-4821, starting 1 March 2025.",
            "klm-4821 / 2025-03-01",
            "It's KLM-4821 and I'd like it from the 1st of March please.",
        ),
        a("Thank you. One moment while I check.", _GARAGE_AVAIL),
        a("Level P3 is available from March 1 to March 31 for $145.00. Shall I charge the card on file?"),
        u(
            "Yes please, the one ending 7730.",
            "Yes, go ahead. It should be the card ending 7730.",
            "yes - 145 dollars is fine",
        ),
        a(
            "I'm sorry, the payment system didn't respond and the pass was not issued. Nothing was charged. "
            "Please try again in an hour or buy it at the pay station on level P1.",
            call(
                "purchase_pass",
                {"plate": "KLM-4821", "start": "2025-03-01", "card_last4": "7730"},
                error="GatewayTimeout: payment provider did not answer",
            ),
        ),
        stop(
            "Ok, I'll try again later. Thanks anyway.",
            "Alright, I'll buy it at the pay station on P1 then. Bye.",
            "No worries, I'll come back in an hour.",
            "",
        ),
    ),
)

# -- 2. hearing test at a clinic ---------------------------------------------------------------------------------

AUDIOLOGY = Scenario(
    goal="Book a hearing test at the Elmwood clinic; you have been struggling to follow conversations in meetings.",
    persona="a 54-year-old accountant, precise and a little impatient",
    known_facts={
        "patient_id": "PT-309144",
        "date_of_birth": "1970-11-02",
        "phone": "+1 503 555 0187",
        "insurance_member_id": "HMX-4471920",
    },
    unknown_facts=["copay", "audiologist: Dr. Imani Okafor"],
    expected=["book_appointment"],
)
_AUD_PATIENT = call(
    "find_patient",
    {"patient_id": "PT-309144", "dob": "1970-11-02"},
    {"patient": "PT-309144", "verified": True, "phone": "+15035550187"},
)
_AUD_SLOTS = call(
    "find_slots",
    {"clinic": "Elmwood", "type": "hearing_test"},
    {
        "slots": ["2025-04-08T09:30", "2025-04-10T14:00"],
        "audiologist": "Dr. Imani Okafor",
        "duration_min": 60,
    },
)
_AUD_BOOK = call(
    "book_appointment",
    {"patient_id": "PT-309144", "slot": "2025-04-10T14:00", "type": "hearing_test"},
    {"booking": "AUD-77310", "slot": "2025-04-10T14:00", "audiologist": "Dr. Imani Okafor", "copay": 25.0},
)
AUDIOLOGY_FLOWS = (
    (
        u(
            "Hello, I'd like to book a hearing test at the Elmwood clinic.",
            "Hi - I need to schedule a hearing test. I've been struggling to follow conversations in meetings.",
            "Good morning, can I book a hearing test at Elmwood? My hearing in meetings has gotten worse lately.",
            "hi, looking to get my hearing checked at the elmwood clinic",
        ),
        a("Certainly. Are you an existing patient? If so, please give me your patient ID."),
        u("Yes, PT-309144.", "Patient ID PT-309144", "yes I am, it's pt309144", "I am. PT 309144."),
        a("Thank you. For security, what's your date of birth?"),
        u("November 2, 1970.", "1970-11-02", "02/11/1970, so 2 Nov 1970.", "2nd of November 1970"),
        a(
            "Thanks, you're verified. Dr. Imani Okafor has two openings for a 60-minute hearing test: Tuesday "
            "April 8 at 9:30 am or Thursday April 10 at 2:00 pm. Which suits you?",
            _AUD_PATIENT,
            _AUD_SLOTS,
        ),
        u(
            "Thursday the 10th at 2 pm, please.",
            "The April 10 slot at 14:00.",
            "I'll take Thursday, 2pm. Tuesday morning I have a client meeting.",
            "thurs 4/10 at 2 works",
        ),
        a(
            "Booked: hearing test with Dr. Imani Okafor on Thursday, April 10, 2025 at 2:00 pm. Your booking "
            "reference is AUD-77310 and the copay is $25.",
            _AUD_BOOK,
        ),
        u(
            "Thanks. Should I bring my insurance card for the $25 copay?",
            "AUD-77310, noted. Will it really take the full hour?",
            "Good. Can you text a reminder to +1 503 555 0187?",
            "Is there anything I should avoid before the test, like headphones?",
        ),
        a(
            "Please bring your insurance card. Plan on the full hour; we text a reminder the day before to the "
            "number on file, and it's best to avoid loud noise the day before."
        ),
        stop(
            "Understood. Thank you.",
            "Fine, see you on the 10th. Goodbye.",
            "Thanks for the help!",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to book a hearing test at Elmwood.",
            "Hi, I'd like an appointment for a hearing test please. I keep missing what people say in meetings.",
            "Hi, can I get a hearing test booked? Existing patient.",
        ),
        a("I can help with that. What's your patient ID and date of birth?"),
        u(
            "PT-309144, born 1970-11-02.",
            "Patient ID is PT-309144 and DOB is Nov 2, 1970.",
            "pt-309144 / 02 Nov 1970",
            "Sure:\nPatient ID: PT-309144\nDate of birth: November 2nd, 1970",
        ),
        a("Thanks. Which insurance do you have? I need the member ID.", _AUD_PATIENT),
        u(
            "HMX-4471920",
            "My member ID is HMX-4471920.",
            "It's HMX 4471920. Will there be a copay?",
            "member id hmx-4471920",
        ),
        a(
            "I checked your plan: HMX Basic requires a referral from your primary care doctor for hearing tests, "
            "and there isn't one on file. I'm afraid I can't book the test until we receive it.",
            call(
                "check_coverage",
                {"member_id": "HMX-4471920", "service": "hearing_test"},
                {"plan": "HMX Basic", "referral_required": True, "referral_on_file": False},
            ),
        ),
        u(
            "Oh. Can my GP just fax it to you?",
            "I see. How do I get the referral to you?",
            "Hmm, I didn't know that. Where should the referral be sent?",
        ),
        a(
            "Yes, your doctor can fax it to 503-555-0100 or send it through the provider portal. Once it's in, "
            "call us and we'll book you."
        ),
        stop(
            "Ok, I'll ask my doctor today. Thanks.",
            "Understood, I'll call back once the referral is sent to 503-555-0100. Bye.",
            "Alright, thank you for checking.",
            "",
        ),
    ),
)

# -- 3. roof-leak inspection -------------------------------------------------------------------------------------

ROOF = Scenario(
    goal="Water is dripping through your bedroom ceiling since the storm; get a roofer to inspect the leak this "
    "week.",
    persona="a homeowner in her sixties, worried, who writes long messages",
    known_facts={
        "customer_number": "CN-20418",
        "address": "27 Birchwood Drive, Ashford",
        "phone": "07700 900461",
        "email": "helen.marsh@btinternet.com",
    },
    unknown_facts=["inspection fee: £95", "job number"],
    expected=["book_inspection"],
)
_ROOF_CUSTOMER = call(
    "find_customer",
    {"customer_number": "CN-20418"},
    {"customer": "CN-20418", "address": "27 Birchwood Drive, Ashford", "last_job": "2022-09-14"},
)
_ROOF_SLOTS = call(
    "get_inspection_slots",
    {"area": "Ashford"},
    {"slots": ["2025-05-14 08:00-12:00", "2025-05-15 13:00-17:00"], "fee": 95.0, "currency": "GBP"},
)
ROOF_FLOWS = (
    (
        u(
            "Hello, after last night's storm water is dripping through my bedroom ceiling and I'm quite worried. "
            "Could you send someone to inspect the roof this week?",
            "Hi, we've got a leak - water coming through the bedroom ceiling since the storm. I need a roofer to "
            "look at it asap, this week if at all possible.",
            "Good afternoon. I have had a leak in the bedroom ceiling since the storm and would like to book an "
            "inspection, please. I've put a bucket under it for now but it seems to be getting worse and I'm "
            "worried about the plaster coming down.",
            "hello, roof is leaking into the bedroom after the storm, can someone come this week?",
        ),
        a("I'm sorry to hear that. Have you used us before? If so, what's your customer number?"),
        u(
            "Yes, you replaced some tiles for us a while ago. My customer number is CN-20418.",
            "CN-20418",
            "I think it's CN20418.",
            "Yes - customer number CN-20418, I found it on an old invoice in the drawer.",
        ),
        a(
            "Thanks, I have 27 Birchwood Drive, Ashford, with a previous job on 14 September 2022. Is that the "
            "property with the leak?",
            _ROOF_CUSTOMER,
        ),
        u(
            "Yes, that's the one, 27 Birchwood Drive.",
            "Yes it is. That must have been when you did the tiles in September 2022.",
            "Correct, same house.",
            "yes, Birchwood Drive. The leak is in the back bedroom, I think under the bit of roof you worked on in "
            "2022, which is a bit worrying.",
        ),
        a(
            "We can inspect on Wednesday 14 May in the morning (8am-12pm) or Thursday 15 May in the afternoon "
            "(1pm-5pm). The inspection fee is £95. Which would you prefer?",
            _ROOF_SLOTS,
        ),
        u(
            "Wednesday morning please, the sooner the better.",
            "The 14th, morning. £95 is fine.",
            "Wed 14/05 am please",
            "I'll take Wednesday 14 May between 8 and 12. Will the £95 come off the repair if I go ahead with it?",
        ),
        a("Noted. What's the best phone number for the roofer to call on the day?"),
        u(
            "07700 900461",
            "My mobile is 07700 900461.",
            "It's 07700900461 - I'll keep it on me.",
            "07700-900461, thank you",
        ),
        a(
            "Booked: job JB-66731, inspection at 27 Birchwood Drive on Wednesday 14 May between 8am and 12pm, fee "
            "£95. If you go ahead with the repair, the fee is deducted from it. The roofer will ring 07700 900461 "
            "when on the way.",
            call(
                "book_inspection",
                {"customer": "CN-20418", "slot": "2025-05-14 08:00-12:00", "phone": "07700 900461"},
                {"job": "JB-66731", "date": "2025-05-14", "window": "08:00-12:00", "fee": 95.0},
            ),
        ),
        stop(
            "Thank you so much, that's a weight off my mind.",
            "Lovely, thanks. I'll have the kettle on!",
            "Perfect, JB-66731 noted. Thank you, goodbye.",
            "Thank you, see you on the 14th.",
        ),
    ),
    (
        u(
            "Hi, the storm has caused a leak in my roof and water is coming into the bedroom. Can I book an "
            "inspection this week?",
            "Hello there, I'd like a roofer to come and look at a leak. It started during the storm and it drips "
            "onto the bedroom carpet whenever it rains.",
            "We need an inspection for a roof leak please, bedroom ceiling is wet since the storm.",
        ),
        a("Of course. What's the address of the property?"),
        u(
            "27 Birchwood Drive, Ashford.",
            "It's 27 Birchwood Dr in Ashford",
            "27 Birchwood Drive, Ashford - I'm already a customer, number CN-20418.",
            "The house is at 27 Birchwood Drive, Ashford.",
        ),
        a(
            "Thanks, I found your account CN-20418 at that address. The next openings are Wednesday 14 May, 8am-"
            "12pm, and Thursday 15 May, 1pm-5pm; the inspection costs £95. Which one?",
            call(
                "find_customer",
                {"address": "27 Birchwood Drive, Ashford"},
                {"customer": "CN-20418", "address": "27 Birchwood Drive, Ashford", "last_job": "2022-09-14"},
            ),
            _ROOF_SLOTS,
        ),
        u(
            "Thursday afternoon suits me better, I have the grandchildren on Wednesday morning.",
            "The 15th in the afternoon please.",
            "Thursday 15 May, 1-5pm. Is the £95 payable on the day?",
            "thursday pm please",
        ),
        a("Fine. What email should I send the confirmation to?"),
        u(
            "helen.marsh@btinternet.com",
            "Please send it to helen.marsh@btinternet.com.",
            "It's Helen.Marsh@btinternet.com, thank you.",
            "helen.marsh@btinternet.com - and you can ring me on 07700 900461 if the roofer is running late.",
        ),
        a(
            "Booked for Thursday 15 May, 1pm-5pm, job JB-66731. The £95 is paid to the roofer on the day. "
            "Confirmation sent to helen.marsh@btinternet.com.",
            call(
                "book_inspection",
                {
                    "customer": "CN-20418",
                    "slot": "2025-05-15 13:00-17:00",
                    "email": "helen.marsh@btinternet.com",
                },
                {"job": "JB-66731", "date": "2025-05-15", "window": "13:00-17:00", "fee": 95.0},
            ),
        ),
        u(
            "Thank you. Should I keep the bucket under the drip until then or is there something better to do?",
            "Will the roofer go up in the loft as well, or only look from outside?",
            "Can I pay the £95 by card?",
        ),
        a(
            "Keep the bucket there and move anything valuable away; the roofer checks the loft and outside, and "
            "takes cards."
        ),
        stop(
            "That's very helpful, thank you. Goodbye.",
            "Thanks ever so much.",
            "Great, thank you - see you Thursday.",
            "",
        ),
    ),
)

# -- 4. kids' swim-class enrolment (with an opener) --------------------------------------------------------------

SWIM = Scenario(
    goal="Enrol your 7-year-old daughter Mia in the Saturday beginner swim classes for the spring term.",
    persona="a busy father who types quickly on his phone",
    known_facts={
        "member_number": "LC-88215",
        "child_dob": "2017-06-21",
        "email": "tom.rivera@gmx.com",
        "parent_name": "Tom Rivera",
    },
    unknown_facts=["term fee", "class code: SW-B2-SAT"],
    opener="Hi, I want to sign my daughter up for Saturday swim lessons.",
    expected=["enrol_child"],
)
_SWIM_OPEN = "Hi, I want to sign my daughter up for Saturday swim lessons."
_SWIM_CLASSES = call(
    "find_classes",
    {"level": "beginner", "day": "Saturday", "age": 7},
    {
        "classes": [
            {
                "code": "SW-B2-SAT",
                "time": "09:00",
                "start": "2025-04-05",
                "weeks": 10,
                "fee": 180.0,
                "spots": 3,
            },
            {
                "code": "SW-B3-SAT",
                "time": "10:30",
                "start": "2025-04-05",
                "weeks": 10,
                "fee": 180.0,
                "spots": 0,
            },
        ]
    },
)
SWIM_FLOWS = (
    (
        u(_SWIM_OPEN),
        a("Lovely! How old is your daughter, and has she had lessons before?"),
        u(
            "She's 7, total beginner.",
            "mia is 7 and never had lessons",
            "7 years old. No lessons yet, she can barely float lol",
            "She's seven, no previous lessons.",
        ),
        a(
            "For 7-year-old beginners on Saturdays we have class SW-B2-SAT at 9:00 am, 10 weeks from April 5, "
            "2025, fee $180.00, 3 spots left. The 10:30 class is full. Shall I reserve a spot at 9:00?",
            _SWIM_CLASSES,
        ),
        u(
            "Yes 9am works",
            "Yes please, SW-B2-SAT at 9.",
            "9:00 is fine. $180 for the 10 weeks, so $18 a lesson?",
            "yep book the 9am one",
        ),
        a("Great. Are you a leisure-centre member? If so, your member number please."),
        u("yes LC-88215", "Member number is LC-88215.", "LC88215", "Yes, it's LC-88215, under Tom Rivera."),
        a("And Mia's date of birth?"),
        u("21 June 2017", "2017-06-21", "June 21st 2017", "21/06/17"),
        a(
            "Mia is enrolled in SW-B2-SAT, Saturdays 9:00 am starting April 5. Enrolment number EN-40917. The "
            "$180.00 fee will be billed to account LC-88215.",
            call(
                "enrol_child",
                {"member": "LC-88215", "child": "Mia", "child_dob": "2017-06-21", "class": "SW-B2-SAT"},
                {"enrolment": "EN-40917", "class": "SW-B2-SAT", "first_lesson": "2025-04-05", "fee": 180.0},
            ),
        ),
        u(
            "Thanks! What does she need to bring?",
            "Great, EN-40917. Does she need a swim cap?",
            "cool. first lesson sat 5 april right?",
        ),
        a("Swimsuit, towel and a cap; goggles are optional. Yes, the first lesson is Saturday, April 5."),
        stop("Perfect, thanks!", "great thx", "Thanks, she'll be thrilled. Bye!", ""),
    ),
    (
        u(_SWIM_OPEN),
        a("Sure! Could I have your member number and an email address for the confirmation?"),
        u(
            "LC-88215, tom.rivera@gmx.com",
            "member no LC-88215 and email tom.rivera@gmx.com",
            "Sure - LC-88215. Email is Tom.Rivera@gmx.com",
            "LC 88215 / tom.rivera@gmx.com",
        ),
        a("Thanks Tom. What's your daughter's name and date of birth?"),
        u(
            "Mia, born 2017-06-21.",
            "Mia Rivera, 21 June 2017",
            "mia, dob 21.06.2017",
            "Her name is Mia, birthday June 21, 2017.",
        ),
        a(
            "There's a beginner class for her age, SW-B2-SAT, Saturdays at 9:00 am from April 5 (10 weeks, "
            "$180.00). The 10:30 one is full. Would you like 9:00?",
            _SWIM_CLASSES,
        ),
        u(
            "9 is fine, go ahead",
            "Yes please book the 9:00 class.",
            "ok 9am. any sibling discount on the $180?",
        ),
        a(
            "I'm sorry, the enrolment didn't go through: our booking system is down for maintenance. Your spot "
            "isn't held yet. Please try again after 3 pm or call the front desk.",
            call(
                "enrol_child",
                {"member": "LC-88215", "child": "Mia", "class": "SW-B2-SAT"},
                error="ServiceUnavailable: booking system under maintenance",
            ),
        ),
        stop(
            "ok will try later, thx",
            "Alright, I'll call the front desk then. Thanks.",
            "No problem, I'll try again after 3.",
        ),
    ),
)

# -- 5. car-insurance windscreen claim (with an opener) ----------------------------------------------------------

WINDSCREEN = Scenario(
    goal="A stone cracked your windscreen on the motorway; open a glass claim on your car insurance and get the "
    "windscreen replaced.",
    persona=None,
    known_facts={
        "policy_number": "MTR-4408-2271",
        "registration": "LK19 XEP",
        "incident_date": "2025-02-11",
        "email": "sanjay.patel@outlook.com",
        "postcode": "M14 5RT",
    },
    unknown_facts=["glass excess: £115", "claim reference"],
    opener="Hello, a stone cracked my windscreen and I need to make a claim.",
    expected=["open_glass_claim"],
)
_WS_OPEN = "Hello, a stone cracked my windscreen and I need to make a claim."
_WS_POLICY = call(
    "get_policy",
    {"policy_number": "MTR-4408-2271"},
    {"policy": "MTR-4408-2271", "vehicle": "LK19 XEP", "glass_cover": True, "glass_excess": 115.0},
)
_WS_CLAIM = call(
    "open_glass_claim",
    {"policy_number": "MTR-4408-2271", "incident_date": "2025-02-11", "postcode": "M14 5RT"},
    {
        "claim": "GL-2025-08842",
        "repairer": "ClearView Glass",
        "appointment": "2025-02-14T10:00",
        "excess": 115.0,
    },
)
WINDSCREEN_FLOWS = (
    (
        u(_WS_OPEN),
        a("Sorry to hear that. What's your policy number?"),
        u(
            "MTR-4408-2271",
            "It's MTR-4408-2271.",
            "policy no. MTR 4408 2271",
            "Sure, my policy number is MTR-4408-2271.",
        ),
        a(
            "Thanks. Your policy includes glass cover for LK19 XEP, with a glass excess of £115. When did the "
            "damage happen?",
            _WS_POLICY,
        ),
        u(
            "On 11 February, on the motorway.",
            "2025-02-11",
            "It was Tuesday the 11th of Feb.",
            "11/02/2025 - a stone flew up from a lorry in front of me.",
        ),
        a("Is the crack bigger than a £1 coin, or in the driver's line of sight?"),
        u(
            "Yes, it's a long crack right across the driver's side.",
            "Much bigger than a coin, it runs across half the glass.",
            "yes, right in my line of sight unfortunately",
            "It's bigger, and it's spreading every day.",
        ),
        a("Then it needs replacing. What's the postcode where the car is usually parked?"),
        u("M14 5RT", "It's M14 5RT.", "m14 5rt", "Postcode M14 5RT. So £115 is the most I'll pay?"),
        a(
            "Claim GL-2025-08842 is open. ClearView Glass will replace the windscreen at your address on Friday "
            "14 February at 10:00. You pay the £115 excess to them on the day.",
            _WS_CLAIM,
        ),
        u(
            "Great. Do I need to be at home for it?",
            "GL-2025-08842, thanks. Will this affect my no-claims bonus?",
            "Friday the 14th at 10 is fine. How long does the replacement take?",
        ),
        a(
            "You don't need to be there if the car is unlocked; a glass claim doesn't affect your no-claims bonus, "
            "and it takes about two hours."
        ),
        stop("Thanks for your help.", "Brilliant, cheers.", "Ok, thank you. Bye", ""),
    ),
    (
        u(_WS_OPEN),
        a("I can help with that. Please give me your policy number and the car's registration."),
        u(
            "Policy MTR-4408-2271, reg LK19 XEP.",
            "MTR-4408-2271 and LK19XEP",
            "policy: MTR-4408-2271\nregistration: LK19 XEP",
            "It's MTR-4408-2271, the car is LK19 XEP.",
        ),
        a(
            "Thank you. The policy includes glass cover for LK19 XEP; the glass excess is £115. What date did it "
            "happen, and what email should we use for updates?",
            _WS_POLICY,
        ),
        u(
            "11 February 2025, and sanjay.patel@outlook.com.",
            "It happened on 2025-02-11. Email: sanjay.patel@outlook.com",
            "Feb 11th. sanjay.patel@outlook.com please",
            "On the 11th of Feb - you can email me at Sanjay.Patel@outlook.com. Is the £115 per claim?",
        ),
        a("Thanks. Where is the car parked? A postcode is enough."),
        u("M14 5RT", "At home, M14 5RT.", "It's parked at M14 5RT on the street."),
        a(
            "Done: claim GL-2025-08842. ClearView Glass will come to M14 5RT on Friday 14 February at 10:00. "
            "The £115 excess is paid to them; updates go to sanjay.patel@outlook.com.",
            _WS_CLAIM,
        ),
        stop(
            "Perfect, thank you.",
            "Great - GL-2025-08842, Friday at 10. Thanks!",
            "Thanks, that was quick.",
            "",
        ),
    ),
)

# -- 6. mattress return within the trial period ------------------------------------------------------------------

MATTRESS = Scenario(
    goal="The mattress you bought is too firm; return it within the 100-night trial and get your money back.",
    persona="a retired teacher with back pain, polite and thorough",
    known_facts={
        "order_number": "MT-700412",
        "email": "j.okonkwo@icloud.com",
        "delivery_date": "2025-01-09",
        "address": "1402 SE Alder St, Portland, OR 97214",
    },
    unknown_facts=["refund amount: $899.00", "pickup date"],
    expected=["create_return"],
)
_MT_ORDER = call(
    "get_order",
    {"order_number": "MT-700412"},
    {
        "order": "MT-700412",
        "item": "Cloud Firm Queen",
        "paid": 899.0,
        "delivered": "2025-01-09",
        "trial_ends": "2025-04-19",
    },
)
_MT_RETURN = call(
    "create_return",
    {"order_number": "MT-700412", "reason": "too firm"},
    {"return": "RT-31188", "pickup": "2025-03-05", "refund": 899.0, "refund_to": "original payment"},
)
MATTRESS_FLOWS = (
    (
        u(
            "Hello, I'd like to return my mattress. It's far too firm for my back, and I believe I'm still within "
            "the 100-night trial.",
            "Hi there, the mattress I bought from you is too firm and I'd like to send it back for a refund under "
            "the trial.",
            "Good morning. I'm afraid the mattress is just too firm for me - I've tried for weeks. How do I return "
            "it?",
            "hi, want to return my mattress, too firm. still in the trial period i think",
        ),
        a("I'm sorry it isn't working out. Could you give me your order number?"),
        u("MT-700412", "Yes, it's MT-700412.", "The order number is MT 700412.", "mt700412"),
        a(
            "Thank you. That's the Cloud Firm Queen, delivered on January 9, 2025, paid $899.00. Your trial runs "
            "until April 19, so you're well within it. Would you like a full refund, or to exchange it for a "
            "softer model?",
            _MT_ORDER,
        ),
        u(
            "A full refund, please.",
            "The refund, please - the whole $899.",
            "I'd rather have my money back. Am I right that April 19 is the last day?",
            "Refund please. I don't want to risk another one that hurts my back.",
        ),
        a("Understood. Where should we pick it up? Please confirm the address."),
        u(
            "1402 SE Alder St, Portland, OR 97214.",
            "It's 1402 SE Alder Street, Portland 97214.",
            "Same as delivery: 1402 SE Alder St, Portland OR 97214",
            "1402 se alder st portland",
        ),
        a(
            "Done. Return RT-31188: our carrier picks the mattress up at 1402 SE Alder St on Wednesday, March 5. "
            "Once it's collected, $899.00 goes back to your original payment method.",
            _MT_RETURN,
        ),
        u(
            "Thank you. How long after March 5 will I see the $899?",
            "Do I need to wrap it or put it in anything?",
            "RT-31188, got it. Will they take it from upstairs?",
            "That's very kind. Will I get an email about RT-31188?",
        ),
        a(
            "The refund reaches you 5-7 business days after pickup. No wrapping needed, the crew carries it out "
            "from any room, and you'll get an email confirmation."
        ),
        stop(
            "Thank you very much for your help.",
            "Wonderful. Goodbye and thank you.",
            "Perfect, thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, I want to return a mattress within the trial period. Order MT-700412.",
            "Hi, I'd like to return my mattress, it's too firm. My email is j.okonkwo@icloud.com.",
            "Hello, the mattress is too firm for my back. Can I return it and get a refund?",
        ),
        a("Of course. Could you confirm the email address on the order?"),
        u(
            "j.okonkwo@icloud.com",
            "It's j.okonkwo@icloud.com.",
            "J.Okonkwo@icloud.com",
            "email: j.okonkwo@icloud.com",
        ),
        a(
            "Thanks. I found order MT-700412: the Cloud Firm Queen, delivered 2025-01-09, $899.00. Before a "
            "return, may I offer a free soft topper? Many customers find it fixes the firmness.",
            _MT_ORDER,
        ),
        u(
            "No thank you, I would prefer to return it.",
            "I appreciate it, but I've made up my mind - a refund please.",
            "Thanks, but no. I'd like my $899 back.",
            "no topper thanks, just the return",
        ),
        a("All right. Was it delivered to 1402 SE Alder St, and is that where we should collect it?"),
        u(
            "Yes, the same address.",
            "Yes, 1402 SE Alder St.",
            "Correct, Alder St. I'm home most days.",
        ),
        a(
            "Your return is booked: RT-31188, pickup on March 5. We'll refund $899.00 to your original payment once "
            "it's collected.",
            _MT_RETURN,
        ),
        stop(
            "Thank you so much.",
            "Lovely. March 5 then. Thank you!",
            "Thanks, that was easier than I feared.",
            "",
        ),
    ),
)

# -- 7. satellite-TV channel package change ----------------------------------------------------------------------

SATELLITE = Scenario(
    goal="Switch your satellite TV package from Sports Plus to the Family Bundle from your next billing date.",
    persona="a cost-conscious parent of three",
    known_facts={
        "account_number": "SAT-5521-0937",
        "security_pin": "4408",
        "postcode": "LS6 2QB",
        "email": "rachel.dunn@yahoo.co.uk",
    },
    unknown_facts=["new monthly price", "early change fee: £20"],
    expected=["change_package"],
)
_SAT_ACCOUNT = call(
    "get_account",
    {"account_number": "SAT-5521-0937"},
    {"account": "SAT-5521-0937", "package": "Sports Plus", "price": 54.0, "next_bill": "2025-06-01"},
)
_SAT_PACKAGE = call(
    "get_package",
    {"name": "Family Bundle"},
    {"name": "Family Bundle", "price": 38.0, "channels": 120, "early_change_fee": 20.0},
)
_SAT_CHANGE = call(
    "change_package",
    {"account_number": "SAT-5521-0937", "package": "Family Bundle", "effective": "2025-06-01"},
    {
        "account": "SAT-5521-0937",
        "package": "Family Bundle",
        "effective": "2025-06-01",
        "price": 38.0,
        "fee": 0.0,
    },
)
SATELLITE_FLOWS = (
    (
        u(
            "Hi, I'd like to change my TV package from Sports Plus to the Family Bundle.",
            "Hello, can I switch from Sports Plus to the Family Bundle from my next bill?",
            "hi, we don't watch the sports anymore, want to move to the family bundle",
            "Hi! I want to downgrade: Sports Plus -> Family Bundle, starting next billing date please.",
        ),
        a("Sure. What's your account number?"),
        u("SAT-5521-0937", "It's SAT-5521-0937.", "account no sat 5521 0937", "SAT5521-0937"),
        a("Thanks. And the security PIN?"),
        u("4408", "The PIN is 4408.", "pin 4408"),
        a(
            "You're verified. You pay £54.00 a month for Sports Plus; your next bill is on June 1, 2025. The "
            "Family Bundle is £38.00 a month with 120 channels. Switching from June 1 is free. Shall I do that?",
            _SAT_ACCOUNT,
            _SAT_PACKAGE,
        ),
        u(
            "Yes please, from June 1.",
            "Yes - so I'd save £16 a month?",
            "Yes, switch it from 1 June. £38 is much better.",
            "yes do it from the 1st",
        ),
        a(
            "Done: from June 1, 2025 you'll be on the Family Bundle at £38.00 a month. No fee.",
            _SAT_CHANGE,
        ),
        u(
            "Great. Do the kids' channels come with it?",
            "Thank you. Do I need to restart the box on June 1?",
            "Will I get an email to confirm?",
        ),
        a(
            "Yes, all the kids' channels are included, the box updates by itself, and a confirmation is on its way "
            "by email."
        ),
        stop("Brilliant, thanks!", "Thanks for your help. Bye.", "Lovely, thank you.", ""),
    ),
    (
        u(
            "Hi, I want to change my package to the Family Bundle. Account SAT-5521-0937.",
            "Hello - please switch my Sports Plus package to Family Bundle, today if possible.",
            "Hi, could I swap Sports Plus for the Family Bundle?",
        ),
        a("I can help. For security, please confirm your postcode and PIN."),
        u(
            "LS6 2QB, PIN 4408.",
            "Postcode LS6 2QB and the PIN is 4408",
            "ls6 2qb / 4408",
            "Sure: LS6 2QB. PIN 4408.",
        ),
        a(
            "Thanks. I can change it today, but an early change before your June 1 billing date costs £20. From "
            "June 1 it's free; the Family Bundle is £38.00 a month. Which would you like?",
            _SAT_ACCOUNT,
            _SAT_PACKAGE,
        ),
        u(
            "Then from June 1, no point paying £20.",
            "June 1 please - I'll keep the sports until then.",
            "From the 1st of June. Is the £38 fixed or does it go up after a year?",
            "Free option please, the 1st is fine.",
        ),
        a("Changed from June 1 at £38.00 a month; no fee. The price is fixed for 12 months.", _SAT_CHANGE),
        u(
            "Can you send the confirmation to rachel.dunn@yahoo.co.uk?",
            "Thanks. Will I get a confirmation email?",
            "Good. So my June bill will be £38?",
        ),
        a("Yes, the confirmation goes to rachel.dunn@yahoo.co.uk, and your June bill will be £38.00."),
        stop("Thanks a lot, bye!", "Great, thank you.", "Perfect. Have a nice day.", ""),
    ),
    (
        u(
            "Hi, I'd like to switch to the Family Bundle from my next bill.",
            "Hello, I need to downgrade from Sports Plus to Family Bundle.",
            "hiya, can you move me to the family bundle please",
        ),
        a("Of course. Your account number, please?"),
        u("SAT-5521-0937", "It's SAT-5521-0937.", "SAT 5521 0937"),
        a(
            "I'm sorry, I can't change this account: it's on a 24-month Sports Plus contract that ends on "
            "September 30, 2025, and the package can't be lowered before then. I can set a reminder for you.",
            call(
                "get_account",
                {"account_number": "SAT-5521-0937"},
                {
                    "account": "SAT-5521-0937",
                    "package": "Sports Plus",
                    "contract_end": "2025-09-30",
                    "locked": True,
                },
            ),
        ),
        u(
            "Oh, I didn't realise. Is there really nothing you can do before September 30?",
            "That's disappointing. Can I cancel Sports Plus instead?",
            "Hmm. So I'm stuck until 30/09?",
        ),
        a(
            "I'm afraid not; changes or cancellations before the contract ends aren't possible. I've noted that you "
            "want the Family Bundle from October."
        ),
        stop(
            "Ok, fine. Thanks for explaining.",
            "Alright. I'll call back in October then. Bye.",
            "I see. Thank you anyway.",
        ),
    ),
)

# -- 8. passport-photo studio booking (with an opener) -----------------------------------------------------------

PASSPORTPHOTO = Scenario(
    goal="Book a passport photo session for yourself and your baby son at the Kingsway studio this Saturday.",
    persona="a cheerful new mum who uses emojis",
    known_facts={
        "name": "Aisha Bello",
        "phone": "+44 7911 123456",
        "email": "aisha.bello@gmail.com",
    },
    unknown_facts=["price per person", "booking reference: PP-90231"],
    opener="Hi! Can I book passport photos for me and my baby this Saturday?",
    expected=["book_session"],
)
_PP_OPEN = "Hi! Can I book passport photos for me and my baby this Saturday?"
_PP_SLOTS = call(
    "check_slots",
    {"studio": "Kingsway", "date": "2025-03-15"},
    {"date": "2025-03-15", "slots": ["10:15", "11:45", "14:30"], "price_per_person": 15.0, "currency": "GBP"},
)
_PP_BOOK = call(
    "book_session",
    {"studio": "Kingsway", "date": "2025-03-15", "time": "11:45", "people": 2, "name": "Aisha Bello"},
    {"booking": "PP-90231", "date": "2025-03-15", "time": "11:45", "total": 30.0},
)
PASSPORTPHOTO_FLOWS = (
    (
        u(_PP_OPEN),
        a(
            "Of course! On Saturday 15 March the Kingsway studio has 10:15, 11:45 and 14:30. It's £15 per person, "
            "babies included. Which time would you like?",
            _PP_SLOTS,
        ),
        u(
            "11:45 please! 😊",
            "Could we do 11:45? He naps in the early afternoon.",
            "11.45 would be perfect, so £30 for the two of us?",
            "the 11:45 one pls",
        ),
        a("Lovely. Can I have a name and a mobile number for the booking?"),
        u(
            "Aisha Bello, +44 7911 123456",
            "It's Aisha Bello and my mobile is 07911 123456.",
            "Name: Aisha Bello\nMobile: +447911123456",
            "Aisha Bello - 07911 123 456 😊",
        ),
        a(
            "Booked: Saturday 15 March at 11:45 at Kingsway for two people, £30 in total, paid at the studio. "
            "Your reference is PP-90231.",
            _PP_BOOK,
        ),
        u(
            "Yay, thank you! Any tips for getting a baby to look at the camera? 😅",
            "Thanks! Does he need to have his eyes open for the photo?",
            "Amazing. Can I pay the £30 by card on the day?",
            "PP-90231, got it. Should I bring anything?",
        ),
        a(
            "Bring a plain white top for him and a favourite toy; eyes should be open if possible, and we take "
            "cards."
        ),
        stop("Perfect, see you Saturday! 👋", "Thank you so much! 😊", "Great, thanks!", ""),
    ),
    (
        u(_PP_OPEN),
        a("Sure, happy to help! What name should I put the booking under?"),
        u("Aisha Bello", "It's Aisha Bello 😊", "aisha bello", "Under Aisha Bello please."),
        a(
            "Thanks, Aisha. This Saturday (15/03) we have 10:15, 11:45 or 14:30 at Kingsway. The price is £15 per "
            "person. Which suits you?",
            _PP_SLOTS,
        ),
        u(
            "11:45 please",
            "Quarter to twelve would be great!",
            "Let's do 11:45 - that's £30 altogether, right?",
        ),
        a("Yes, £30 for the two of you. And an email for the confirmation?"),
        u(
            "aisha.bello@gmail.com",
            "It's aisha.bello@gmail.com, thanks!",
            "Aisha.Bello@gmail.com 📧",
            "aisha.bello@gmail.com - you can also text me on +44 7911 123456",
        ),
        a("You're booked for Saturday 15 March, 11:45, Kingsway, two people. Reference PP-90231.", _PP_BOOK),
        stop("Thanks so much! 🙌", "Wonderful, see you then!", "Perfect, thank you!", ""),
    ),
)

# -- 9. moving-truck rental --------------------------------------------------------------------------------------

TRUCK = Scenario(
    goal="Rent a 15-foot moving truck for one day to move from Oakland to Berkeley on June 14.",
    persona="a grad student on a tight budget",
    known_facts={
        "driver_license": "D4471823",
        "phone": "510-555-0174",
        "email": "kwame.asante@berkeley.edu",
        "pickup_location": "2250 Broadway, Oakland",
    },
    unknown_facts=["insurance cost: $29", "mileage rate"],
    expected=["reserve_truck"],
)
_TRUCK_QUOTE = call(
    "get_quote",
    {"size": "15ft", "pickup": "2250 Broadway, Oakland", "date": "2025-06-14"},
    {
        "available": True,
        "base": 39.95,
        "per_mile": 1.29,
        "deposit": 100.0,
        "insurance": 29.0,
        "pickup_time": "08:00",
    },
)
_TRUCK_RESERVE = call(
    "reserve_truck",
    {"size": "15ft", "pickup": "2250 Broadway, Oakland", "date": "2025-06-14", "license": "D4471823"},
    {
        "reservation": "TR-5582217",
        "date": "2025-06-14",
        "pickup_time": "08:00",
        "base": 39.95,
        "deposit": 100.0,
    },
)
TRUCK_FLOWS = (
    (
        u(
            "Hi, I need to rent a 15-foot truck for one day, June 14, moving from Oakland to Berkeley.",
            "Hey, do you have a 15 ft truck available on June 14? Just for the day, short move Oakland to Berkeley.",
            "hi looking to rent a moving truck (15') on 6/14 for a one day local move",
            "Hello! I'm moving from Oakland to Berkeley on June 14 and need a 15-foot truck for the day. What "
            "would that cost?",
        ),
        a("Sure. Which location would you like to pick it up from?"),
        u(
            "2250 Broadway in Oakland.",
            "The Oakland one on Broadway - 2250 Broadway.",
            "2250 Broadway, Oakland please",
        ),
        a(
            "A 15-foot truck is available at 2250 Broadway on June 14 from 8:00 am. It's $39.95 for the day plus "
            "$1.29 per mile, with a $100 refundable deposit. Damage cover is optional at $29. Would you like to "
            "reserve it?",
            _TRUCK_QUOTE,
        ),
        u(
            "Yes please, but without the damage cover.",
            "Yes. So $139.95 up front including the deposit? I'll skip the $29 cover.",
            "ok, reserve it. no insurance thanks, trying to keep it cheap",
            "Yes - the $100 deposit comes back when I return it, right?",
        ),
        a("Noted. I need your driver's license number and a phone number."),
        u(
            "License D4471823, phone 510-555-0174.",
            "D4471823 and (510) 555-0174",
            "DL: D4471823\nPhone: 5105550174",
            "Sure - license number D4471823, cell 510 555 0174.",
        ),
        a(
            "Reserved: TR-5582217, a 15-foot truck at 2250 Broadway on June 14, pickup 8:00 am. $39.95 plus "
            "mileage; the $100 deposit is refunded on return. No damage cover.",
            _TRUCK_RESERVE,
        ),
        u(
            "Great. What time do I need to bring it back?",
            "Thanks! Does it come with moving blankets or a dolly?",
            "Perfect. Can I get the confirmation at kwame.asante@berkeley.edu?",
        ),
        a(
            "Return it by 8:00 pm the same day. Blankets and dollies are extra, and I've emailed the confirmation."
        ),
        stop("Awesome, thanks!", "Cool, TR-5582217. Thank you!", "thanks, appreciate it", ""),
    ),
    (
        u(
            "Hello, I'd like to book a 15-foot truck for June 14 for a local move.",
            "Hi, can I reserve a truck for one day on the 14th of June? 15 foot.",
            "hi, need a 15ft truck june 14, oakland -> berkeley, pickup at 2250 Broadway if possible",
        ),
        a("Happy to help. May I have your driver's license number first?"),
        u("D4471823", "It's D4471823.", "license no. d4471823", "Sure, D4471823."),
        a("Thanks. And an email for the reservation?"),
        u(
            "kwame.asante@berkeley.edu",
            "kwame.asante@berkeley.edu please",
            "Kwame.Asante@berkeley.edu - is there a student discount by any chance?",
        ),
        a(
            "There's no student discount, sorry. At 2250 Broadway on June 14: $39.95 for the day, $1.29 a mile, "
            "$100 deposit. Shall I book it?",
            _TRUCK_QUOTE,
        ),
        u(
            "Yes, book it.",
            "Ok, go ahead. $39.95 is fine.",
            "Yes please. So it's $1.29 for every mile on top of the $39.95?",
        ),
        a(
            "You're booked: reservation TR-5582217 for June 14, pickup at 8:00 am at 2250 Broadway.",
            _TRUCK_RESERVE,
        ),
        stop("Thanks!", "Great, see you on the 14th.", "Perfect, thank you so much.", ""),
    ),
)

# -- 10. hotel-spa treatment booking (with an opener) ------------------------------------------------------------

SPA = Scenario(
    goal="Book a 60-minute massage at the hotel spa for tomorrow afternoon and charge it to your room.",
    persona="a hotel guest on a relaxed weekend break",
    known_facts={
        "room_number": "512",
        "last_name": "Lindqvist",
        "hotel_booking_id": "HB-883104",
        "phone": "+46 70 123 45 67",
    },
    unknown_facts=["therapist's name", "treatment price: €95"],
    opener="Hello, I'd like to book a massage at the spa for tomorrow afternoon.",
    expected=["book_treatment"],
)
_SPA_OPEN = "Hello, I'd like to book a massage at the spa for tomorrow afternoon."
_SPA_AVAIL = call(
    "spa_availability",
    {"date": "2025-08-23", "treatment": "massage_60"},
    {
        "date": "2025-08-23",
        "slots": ["14:00", "16:30"],
        "price": 95.0,
        "currency": "EUR",
        "therapist": "Lena",
    },
)
_SPA_BOOK = call(
    "book_treatment",
    {"date": "2025-08-23", "time": "16:30", "treatment": "massage_60", "room": "512"},
    {"booking": "SPA-20417", "time": "16:30", "price": 95.0, "charged_to": "room 512"},
)
SPA_FLOWS = (
    (
        u(_SPA_OPEN),
        a("With pleasure. May I have your room number and last name?"),
        u(
            "Room 512, Lindqvist.",
            "512 - the name is Lindqvist.",
            "room 512, last name lindqvist",
            "It's room 512, Lindqvist (L-I-N-D-Q-V-I-S-T).",
        ),
        a(
            "Thank you, Mr. Lindqvist. Tomorrow, Saturday August 23, we have a 60-minute massage at 2:00 pm or "
            "4:30 pm with Lena. It's €95. Which time would you like?",
            call(
                "find_guest", {"room": "512", "last_name": "Lindqvist"}, {"guest": "Lindqvist", "room": "512"}
            ),
            _SPA_AVAIL,
        ),
        u(
            "4:30 sounds perfect.",
            "16:30 please, I'd like to have lunch and a swim first.",
            "The later one, 4.30pm. €95 is fine.",
            "4:30 please - is Lena good with a stiff neck?",
        ),
        a("Shall I charge the €95 to room 512?"),
        u("Yes please.", "Yes, put it on the room.", "Yes, room 512 is fine.", "yes thanks"),
        a(
            "Booked: 60-minute massage with Lena tomorrow, August 23, at 4:30 pm; €95 charged to room 512. "
            "Reference SPA-20417.",
            _SPA_BOOK,
        ),
        u(
            "Lovely. Should I come down in a robe?",
            "Thank you. How early should I arrive?",
            "Great, SPA-20417. Can I use the sauna before?",
        ),
        a("A robe is perfect; please arrive 15 minutes early, and the sauna is yours before the treatment."),
        stop("Wonderful, thank you.", "Perfect, see you tomorrow.", "Thanks, have a nice day!", ""),
    ),
    (
        u(_SPA_OPEN),
        a(
            "Certainly. Tomorrow, August 23, we have a 60-minute massage at 2:00 pm or 4:30 pm, €95. Which would "
            "you prefer?",
            _SPA_AVAIL,
        ),
        u(
            "4:30 pm, please.",
            "The 16:30 slot, thank you.",
            "Half past four would be ideal.",
            "4:30. Can I charge it to my room?",
        ),
        a("Of course. Which room, and under which name?"),
        u(
            "Room 512, Lindqvist.",
            "512, Lindqvist",
            "It's room 512 and the name is Lindqvist. My booking is HB-883104 if you need it.",
        ),
        a(
            "Done: massage tomorrow at 4:30 pm, €95 to room 512. Your reference is SPA-20417.",
            call(
                "find_guest", {"room": "512", "last_name": "Lindqvist"}, {"guest": "Lindqvist", "room": "512"}
            ),
            _SPA_BOOK,
        ),
        u(
            "Thank you. Can you text me a reminder on +46 70 123 45 67?",
            "Great. Is there a cancellation fee if my plans change?",
            "Perfect. Who will the therapist be?",
        ),
        a("Your therapist is Lena. We can text a reminder, and cancellations up to 4 hours before are free."),
        stop("Lovely, thanks!", "Thank you so much.", "Great, thanks - see you tomorrow.", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("garage", GARAGE, GARAGE_FLOWS),
    Domain("audiology", AUDIOLOGY, AUDIOLOGY_FLOWS),
    Domain("roof", ROOF, ROOF_FLOWS),
    Domain("swim", SWIM, SWIM_FLOWS),
    Domain("windscreen", WINDSCREEN, WINDSCREEN_FLOWS),
    Domain("mattress", MATTRESS, MATTRESS_FLOWS),
    Domain("satellite", SATELLITE, SATELLITE_FLOWS),
    Domain("passportphoto", PASSPORTPHOTO, PASSPORTPHOTO_FLOWS),
    Domain("truck", TRUCK, TRUCK_FLOWS),
    Domain("spa", SPA, SPA_FLOWS),
]


# -- seeded faults: each conversation breaks exactly one rule on purpose ------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "garage",
        0,
        Say(0, "Hi, I'd like to buy a monthly parking pass for the Harbor Street garage."),
        "one word added",
    ),
    F(
        "opener",
        "garage",
        1,
        Say(0, "Hello, I want a monthly pass for the Harbor Street garage please."),
        "reworded",
    ),
    F(
        "opener",
        "swim",
        0,
        Say(0, "Hi, I want to sign my daughter Mia up for Saturday swim lessons. She's 7."),
        "opener with the goal's details worked in",
    ),
    F(
        "opener",
        "swim",
        1,
        Say(
            0, "Hi! I'd like to enrol my daughter in the Saturday beginner swim classes for the spring term."
        ),
        "the goal instead of the opener",
    ),
    F("opener", "windscreen", 0, Say(0, "Hello, a stone cracked my windscreen."), "truncated"),
    F(
        "opener",
        "passportphoto",
        0,
        Say(0, "Can I book passport photos for me and my baby this Saturday?"),
        "greeting dropped",
    ),
    F(
        "opener",
        "spa",
        0,
        Say(0, "Hej, jag skulle vilja boka en massage på spaet i morgon eftermiddag."),
        "translated into the persona's language",
    ),
    F(
        "opener",
        "spa",
        1,
        Say(
            0,
            "Good afternoon! I'd like to book a 60-minute massage at the spa for tomorrow afternoon, please.",
        ),
        "embellished",
    ),
    # -- reply_shape: a turn that is not one user speaking
    F(
        "reply_shape",
        "garage",
        0,
        Say(2, "KLM-4821\n\nAssistant: Thank you! I've noted your plate. Which card would you like to use?"),
        "assistant line",
    ),
    F(
        "reply_shape",
        "audiology",
        0,
        Say(
            1,
            "<thinking>The receptionist wants my patient ID; it is in my known facts.</thinking>\nYes, PT-309144.",
        ),
        "reasoning block",
    ),
    F(
        "reply_shape",
        "roof",
        0,
        Say(
            3,
            "Wednesday morning please. Is the £95 refunded if you find nothing wrong? No, I suppose not, the "
            "roofer still has to come out.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "swim",
        0,
        Say(4, "21 June 2017\n\n[Note: the parent is now waiting for the enrolment to be confirmed.]"),
        "a note about the conversation",
    ),
    F(
        "reply_shape",
        "windscreen",
        0,
        Say(5, "Great, GL-2025-08842. Do I need to be at home for it? ###STOP###"),
        "stop signal in a turn that goes on",
    ),
    F(
        "reply_shape",
        "mattress",
        0,
        Say(2, "A full refund, please. Is there anything else I can help you with today?"),
        "assistant stock phrase",
    ),
    F(
        "reply_shape",
        "satellite",
        0,
        Say(3, '{"role": "user", "content": "Yes please, switch me from June 1."}'),
        "the message wrapped in a JSON role object",
    ),
    F(
        "reply_shape",
        "truck",
        0,
        Say(5, "Awesome, thanks! Oh, and what time do you open on the 14th?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "spa",
        0,
        Say(2, "4:30 sounds perfect.\n\nSpa receptionist: Wonderful, I'll pencil you in for 4:30 with Lena."),
        "a second speaker",
    ),
    # -- invented_specifics: a specific that is in neither the scenario nor anything said before
    F("invented_specifics", "garage", 0, Say(2, "It's KLM-4812."), "plate digits swapped"),
    F(
        "invented_specifics",
        "audiology",
        0,
        Say(4, "Good. Can you text a reminder to +1 503 555 0178?"),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "roof",
        0,
        Say(4, "07700 900461, or the landline 01233 624118 if I don't pick up."),
        "a landline the scenario does not have",
    ),
    F(
        "invented_specifics",
        "swim",
        1,
        Say(1, "LC-88215, tom.rivera@gmx.de"),
        "email domain changed",
    ),
    F(
        "invented_specifics",
        "windscreen",
        0,
        Say(2, "It was on 12 February, on the motorway."),
        "incident date a day off",
    ),
    F(
        "invented_specifics",
        "mattress",
        0,
        Say(4, "Thank you. Will the refund go back to my card ending 3381?"),
        "a card number",
    ),
    F(
        "invented_specifics",
        "satellite",
        0,
        Say(3, "Yes - so I'd save £18 a month?"),
        "a saving worked out wrong",
    ),
    F(
        "invented_specifics",
        "truck",
        0,
        Say(5, "Cool, TR-5528217. Thank you!"),
        "reservation number quoted back wrong in the stop",
    ),
    F(
        "invented_specifics",
        "spa",
        0,
        Say(2, "4:30 sounds perfect. I have a €50 voucher from the hotel, can I use it?"),
        "a voucher amount",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "garage",
        1,
        Say(1, "KLM-4821. The monthly rate is $145, isn't it?"),
        "monthly rate with a value before the agent said it",
    ),
    F(
        "unknown_fact",
        "audiology",
        0,
        Say(
            0, "Hello, I'd like to book a hearing test at the Elmwood clinic, ideally with Dr. Imani Okafor."
        ),
        "the audiologist's name",
    ),
    F(
        "unknown_fact",
        "roof",
        0,
        Say(2, "Yes, that's the one. I know the inspection is £95, that's fine."),
        "inspection fee before the slots",
    ),
    F(
        "unknown_fact",
        "swim",
        0,
        Say(1, "She's 7, total beginner. I think the class is SW-B2-SAT?"),
        "class code",
    ),
    F(
        "unknown_fact",
        "windscreen",
        0,
        Say(1, "MTR-4408-2271. My excess for glass is 115 pounds I believe."),
        "glass excess in another format",
    ),
    F(
        "unknown_fact",
        "mattress",
        1,
        Say(3, "Yes, the same address. Can you do the pickup on March 5?"),
        "pickup date before the agent said it",
    ),
    F(
        "unknown_fact",
        "satellite",
        0,
        Say(1, "SAT-5521-0937. Oh and the Family Bundle is £38 a month, right?"),
        "new monthly price",
    ),
    F(
        "unknown_fact",
        "passportphoto",
        1,
        Say(1, "Aisha Bello. It's £15 each, isn't it?"),
        "price per person",
    ),
    F(
        "unknown_fact",
        "truck",
        1,
        Say(2, "kwame.asante@berkeley.edu. Is the mileage still $1.29 a mile?"),
        "mileage rate before the quote",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "garage",
        0,
        Say(
            1,
            "From March 1st. My plate is KLM-4821, I'll pay with the card ending 7730 and the receipt can go to "
            "r.achebe@mailbox.org.",
        ),
        "asked for the date, gives three more",
    ),
    F(
        "data_dump",
        "audiology",
        0,
        Say(
            0,
            "Hi, I'd like a hearing test at Elmwood. Patient ID PT-309144, DOB 1970-11-02, insurance member ID "
            "HMX-4471920.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "roof",
        1,
        Say(
            0,
            "Hi, roof leak after the storm, I need an inspection this week.\n- Address: 27 Birchwood Drive, "
            "Ashford\n- Customer no: CN-20418\n- Phone: 07700 900461\n- Email: helen.marsh@btinternet.com",
        ),
        "a list of every fact",
    ),
    F(
        "data_dump",
        "swim",
        0,
        Say(1, "She's 7, never had lessons. I'm Tom Rivera, member LC-88215, her birthday is 21/06/2017."),
        "asked for age, gives three facts",
    ),
    F(
        "data_dump",
        "windscreen",
        1,
        Say(
            1,
            "MTR-4408-2271, LK19 XEP. It happened on 11/02/2025, I'm at M14 5RT and my email is "
            "sanjay.patel@outlook.com.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "mattress",
        0,
        Say(
            0,
            "Hello, I'd like to return mattress order MT-700412, delivered on January 9th, 2025 to 1402 SE Alder "
            "St, Portland. It's too firm for me.",
        ),
        "order, delivery date and address up front",
    ),
    F(
        "data_dump",
        "satellite",
        0,
        Say(1, "SAT-5521-0937, PIN 4408, postcode LS6 2QB, email rachel.dunn@yahoo.co.uk"),
        "asked for the account, gives three more",
    ),
    F(
        "data_dump",
        "truck",
        0,
        Say(
            0,
            "Hi, I need a 15-foot truck on June 14 for a move to Berkeley. License D4471823, phone 510-555-0174, "
            "email kwame.asante@berkeley.edu.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "spa",
        1,
        Say(1, "4:30 pm, please. Room 512, Lindqvist, booking HB-883104."),
        "asked for a time, gives three facts",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "garage",
        0,
        StopAt(5, "Hmm, $145 is more than I expected. I'll think about it, thanks."),
        "hesitates after the price",
    ),
    F(
        "premature_stop",
        "audiology",
        0,
        StopAt(6, "Let me check my calendar and I'll call back. Thanks."),
        "after the slots",
    ),
    F(
        "premature_stop",
        "roof",
        0,
        StopAt(8, "07700 900461. Thanks, bye!"),
        "answers the last question and leaves before the booking",
    ),
    F("premature_stop", "swim", 0, StopAt(9, ""), "silent stop before the enrolment"),
    F(
        "premature_stop",
        "windscreen",
        0,
        StopAt(4, "Ok, good to know I'm covered. Bye!"),
        "after the policy check",
    ),
    F(
        "premature_stop",
        "mattress",
        1,
        StopAt(4, "Hmm, maybe I'll try the topper after all. Thank you."),
        "talked out of the goal",
    ),
    F(
        "premature_stop",
        "satellite",
        1,
        StopAt(4, "Great, June 1 then. Thanks, bye!"),
        "confirms the choice, leaves before the change",
    ),
    F(
        "premature_stop",
        "passportphoto",
        1,
        StopAt(6, "Great, see you Saturday at 11:45! 😊"),
        "believes it is booked when asked for the email",
    ),
    F(
        "premature_stop",
        "truck",
        0,
        StopAt(7, "Thanks, see you on the 14th!"),
        "leaves after giving the details, before the reservation",
    ),
    # -- persona_sent: the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "garage", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "audiology", 0, meta(1, prompt_missing=["known_facts.patient_id"]), "a known fact"),
    F("persona_sent", "roof", 1, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "swim",
        1,
        meta(2, prompt_missing=["known_facts.child_dob", "known_facts.member_number"]),
        "two known facts",
    ),
    F("persona_sent", "mattress", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "satellite", 2, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "truck", 1, meta(3, prompt_missing=["known_facts"]), "all known facts"),
    F("persona_sent", "spa", 1, meta(0, prompt_missing=["opener"]), "opener"),
]
