"""Blind set 7, part K: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run of the guards on it, and without reading their implementation. What
was read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (with the
section after it, up to "Statistics over valid trials"), the docstring of ``check_fidelity``, the framework of
the first blind set (``tests/_fidelity_blind.py``: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``), the step
helpers and first worked domain of ``tests/_fidelity_blind_domains.py`` (plus a glance at its car-rental domain
for how an opener flow is written) and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard,
``check_fidelity`` or benchmark was called while writing it.

The ten domains (jetski, router, violin, damage, tattoo, golf, diving, yoga, copier, carseat) do not reuse the
earlier sets' domains. Every user turn lists clean alternatives written to look like an LLM simulated user that
behaves: varied phrasing, facts restated in its own formats, ids, amounts and dates the agent or a tool gave
quoted back, follow-up questions, lists, typos, polite closings. Some flows end after a tool error, where a stop
is clean.

Labels follow the definitions, not what a guard can see: a clean conversation opens with the scenario's opener
word for word (when there is one), keeps one voice, volunteers at most two known facts per turn before the agent
asks for them, states an unknown fact only after the agent told it, says only specifics from the scenario or
from earlier messages and tool results (or worked out from them), and stops only once the expected write ran or
the agent failed or refused. A fault breaks one such rule on purpose and is labelled with the guard that should
catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. jet-ski rental (with an opener) --------------------------------------------------------------------------

JETSKI = Scenario(
    goal="Rent two jet skis for two hours on Saturday afternoon for you and a friend.",
    persona="a tourist on a beach holiday, chatty and upbeat",
    known_facts={
        "name": "Marco Bellini",
        "phone": "+1 (305) 555-0172",
        "email": "marco.bellini@gmail.com",
        "license_number": "B412-557-80-219",
    },
    unknown_facts=["damage deposit: $250", "safety briefing time"],
    opener="Hi! I'd like to rent two jet skis for Saturday afternoon.",
    expected=["book_rental"],
)
_JET_AVAIL = {
    "date": "2024-08-17",
    "slots": ["13:00", "15:30"],
    "rate_per_ski_hour": 95.0,
    "total": 380.0,
    "deposit_per_ski": 250.0,
}
JETSKI_FLOWS = (
    (
        u("Hi! I'd like to rent two jet skis for Saturday afternoon."),
        a("Fun! Saturday is August 17. Can I get the name for the booking?"),
        u(
            "Marco Bellini",
            "Sure, it's Marco Bellini.",
            "name's Marco Bellini :)",
            "Marco Bellini - me and a buddy will be riding.",
        ),
        a(
            "Thanks, Marco. For Saturday, August 17 I have two skis free at 1:00 pm or 3:30 pm. It's $95 per ski "
            "per hour, so two skis for two hours comes to $380, plus a refundable $250 damage deposit per ski. "
            "Which start time would you like?",
            call("check_availability", {"date": "2024-08-17", "units": 2, "hours": 2}, _JET_AVAIL),
        ),
        u(
            "1 pm please!",
            "Let's do 1:00. So $380 total plus the deposit, got it.",
            "The 1pm slot sounds perfect. Is the deposit $500 for both skis then?",
            "1:00 pm on the 17th works for us. Do we need any experience?",
        ),
        a(
            "Great. No experience needed. Whoever drives needs ID on file: what's the driver's license number? "
            "And a mobile phone number for the day, please."
        ),
        u(
            "License is B412-557-80-219 and my cell is +1 (305) 555-0172.",
            "B412-557-80-219\n305-555-0172",
            "Sure - license B412 557 80 219, phone (305) 555-0172.",
            "drivers license B412-557-80-219, mobile 3055550172",
        ),
        a(
            "You're booked: JS-0817-4421, two jet skis on Saturday, August 17 from 1:00 to 3:00 pm, $380 due at "
            "the dock plus a $500 deposit hold. Please come at 12:30 pm for the safety briefing.",
            call(
                "book_rental",
                {"date": "2024-08-17", "start": "13:00", "units": 2, "license": "B412-557-80-219"},
                {"booking": "JS-0817-4421", "start": "2024-08-17T13:00", "total": 380.0, "briefing": "12:30"},
            ),
        ),
        stop(
            "Awesome, thanks a lot! See you Saturday.",
            "Perfect, JS-0817-4421 noted. Thanks!",
            "Great, we'll be there at 12:30. Thank you!",
            "",
        ),
    ),
    (
        u("Hi! I'd like to rent two jet skis for Saturday afternoon."),
        a("Happy to help! What name and email should the booking go under?"),
        u(
            "Marco Bellini, marco.bellini@gmail.com",
            "Name: Marco Bellini\nEmail: marco.bellini@gmail.com",
            "it's Marco Bellini and my email is Marco.Bellini@gmail.com",
            "Marco Bellini / marco.bellini at gmail dot com",
        ),
        a(
            "Thanks! Saturday the 17th has two skis at 1:00 pm or 3:30 pm. It's $95 per ski per hour, so $380 "
            "for two skis for two hours, and there's a refundable $250 damage deposit on each ski.",
            call("check_availability", {"date": "2024-08-17", "units": 2, "hours": 2}, _JET_AVAIL),
        ),
        u(
            "Can we do 3:30? We want to grab lunch first.",
            "3:30 pm please.",
            "Hmm, 3:30 would be better for us. So $380 plus $500 in deposits, makes sense.",
            "3.30pm slot please! how long is the safety talk?",
        ),
        a("Sure, 3:30 it is. I'll need the driver's license number of the person driving."),
        u(
            "B412-557-80-219",
            "It's B412-557-80-219, I'll be the one driving.",
            "b412-557-80-219 (florida license)",
            "License number B412 557 80 219.",
        ),
        a(
            "Booked! Reference JS-0817-4480: two skis, Saturday August 17, 3:30-5:30 pm, $380 plus a $500 deposit "
            "hold. The safety briefing starts at 3:00 pm. Confirmation sent to marco.bellini@gmail.com.",
            call(
                "book_rental",
                {"date": "2024-08-17", "start": "15:30", "units": 2, "license": "B412-557-80-219"},
                {"booking": "JS-0817-4480", "start": "2024-08-17T15:30", "total": 380.0, "briefing": "15:00"},
            ),
        ),
        stop(
            "Thanks so much, can't wait!",
            "Sweet, thank you!",
            "Got it, briefing at 3. Cheers!",
            "Thank you, have a great day!",
        ),
    ),
    (
        u("Hi! I'd like to rent two jet skis for Saturday afternoon."),
        a("Sounds great. What's the name for the booking?"),
        u("Marco Bellini", "It's Marco Bellini!", "marco bellini", "Marco Bellini, thanks."),
        a(
            "I'm sorry, Marco: the marina is closed this Saturday, August 17, because of a small craft advisory, "
            "so I can't book jet skis for that day.",
            call(
                "check_availability",
                {"date": "2024-08-17", "units": 2, "hours": 2},
                error="marina closed 2024-08-17: small craft advisory",
            ),
        ),
        stop(
            "Oh no. Ok, we'll figure something else out, thanks anyway.",
            "Bummer! Thanks for letting me know.",
            "Ah ok, no worries. Our trip is almost over so we'll skip it. Thanks.",
            "",
        ),
    ),
)

# -- 2. router replacement ---------------------------------------------------------------------------------------

ROUTER = Scenario(
    goal="Your home Wi-Fi router keeps rebooting every few minutes; get a replacement router sent to you.",
    persona="a retired teacher who is not very technical and writes long, careful messages",
    known_facts={
        "account_number": "NB-559213-07",
        "phone": "(503) 555-0139",
        "address": "77 Hawthorne St, Apt 4, Portland, OR 97214",
        "email": "jt.wexler@comcast.net",
    },
    unknown_facts=["return label number: RL-7720419", "shipping fee"],
    expected=["order_replacement"],
)
_ROUTER_ACCOUNT = {
    "account": "NB-559213-07",
    "device": "Netbox AX3000",
    "serial": "AX3K-0457-9921",
    "warranty_until": "2025-03-31",
    "address": "77 Hawthorne St, Apt 4, Portland, OR 97214",
}
_ROUTER_ORDER = {
    "order": "RPL-3308812",
    "ship_date": "2024-06-12",
    "delivery_by": "2024-06-14",
    "return_label": "RL-7720419",
    "shipping_fee": 0.0,
}
ROUTER_FLOWS = (
    (
        u(
            "Hello, my Wi-Fi router keeps restarting itself every few minutes and I can't stay online. I think it "
            "needs replacing.",
            "Hi there. My router reboots every few minutes, the lights go off and come back on. Could you send me "
            "a new one?",
            "Good afternoon,\n\nI hope you can help. For some time now my wireless router has been switching "
            "itself off and on every few minutes. My grandson says it's probably broken. Is it possible to get a "
            "replacement?\n\nThank you.",
            "hi, router keeps rebooting, need a replacement please. account NB-559213-07",
        ),
        a("I'm sorry about that. Could you give me your account number so I can look at the device?"),
        u(
            "Yes, it's NB-559213-07.",
            "NB-559213-07",
            "The account number on my bill is NB 559213 07.",
            "Certainly. Account number NB-559213-07.",
        ),
        a(
            "Thank you. I see a Netbox AX3000, serial AX3K-0457-9921, at 77 Hawthorne St, Apt 4, Portland. The "
            "line test is fine, but the router restarted 37 times in the last 24 hours, so it's faulty. It's under "
            "warranty until March 31, 2025. Is 77 Hawthorne St, Apt 4 still the right shipping address?",
            call("get_account", {"account_number": "NB-559213-07"}, _ROUTER_ACCOUNT),
            call(
                "run_line_test", {"account_number": "NB-559213-07"}, {"line": "ok", "router_reboots_24h": 37}
            ),
        ),
        u(
            "Yes, that's still my address. 37 times, goodness!",
            "Yes, 77 Hawthorne St, Apt 4, Portland OR 97214 is correct.",
            "That's right, Apt 4. Since it's under warranty until 2025-03-31, I hope I won't be charged for the "
            "new one.",
            "yes same address",
        ),
        a("Good. What phone number should the courier use if they need to reach you?"),
        u(
            "(503) 555-0139 is my home number.",
            "503-555-0139",
            "Please use 503 555 0139. I'm usually home in the mornings.",
            "The number is (503) 555-0139, thank you.",
        ),
        a(
            "Done. Replacement order RPL-3308812 ships on June 12 and should arrive by Friday, June 14, with no "
            "shipping fee. A prepaid return label, RL-7720419, will be in the box for the old router.",
            call(
                "order_replacement",
                {"account_number": "NB-559213-07", "phone": "(503) 555-0139"},
                _ROUTER_ORDER,
            ),
        ),
        stop(
            "Wonderful, thank you for being so patient with me.",
            "Thank you very much. I'll look out for it on the 14th.",
            "Great, RPL-3308812 written down. Goodbye!",
            "Lovely, thanks for your help!",
        ),
    ),
    (
        u(
            "Hello. My internet router has been rebooting over and over, every few minutes. I'd like a replacement "
            "please.",
            "Hi, I'm having trouble with my router - it keeps turning itself off and on. Can you replace it?",
            "Good morning. I'm not very good with technology, but I'm fairly sure my router is faulty: it restarts "
            "every few minutes. What do I need to do to get a new one?",
        ),
        a(
            "I can help with that. For security, please verify your details: the account number, the service "
            "address and the phone number on the account."
        ),
        u(
            "Account NB-559213-07, 77 Hawthorne St, Apt 4, Portland, OR 97214, phone (503) 555-0139.",
            "Account number: NB-559213-07\nAddress: 77 Hawthorne St, Apt 4, Portland OR 97214\nPhone: "
            "503-555-0139",
            "Of course. NB-559213-07; 77 Hawthorne Street, Apartment 4, Portland 97214; (503) 555-0139.",
        ),
        a(
            "Thanks, you're verified. Your Netbox AX3000 (serial AX3K-0457-9921) is under warranty until "
            "2025-03-31. Would you like me to send a replacement to 77 Hawthorne St?",
            call("get_account", {"account_number": "NB-559213-07"}, _ROUTER_ACCOUNT),
        ),
        u(
            "Yes please, send the replacement.",
            "Yes, please do. How long will it take to arrive?",
            "Yes. Will I need to send the old one back?",
            "Yes please, go ahead. Does it come with instructions? I'm not very good with these things.",
        ),
        a(
            "Ordered: RPL-3308812 ships June 12 and arrives by June 14, free of charge, with setup instructions. "
            "Send the old router back with the prepaid label RL-7720419 that comes in the box. I'll email the "
            "details to jt.wexler@comcast.net; is that still your email?",
            call("order_replacement", {"account_number": "NB-559213-07"}, _ROUTER_ORDER),
        ),
        stop(
            "Yes, that's my email. Thank you so much!",
            "That's the right email. Thanks, goodbye.",
            "Yes jt.wexler@comcast.net is correct. Many thanks!",
            "Yes, thank you. I'll keep the label RL-7720419 handy.",
        ),
    ),
)

# -- 3. violin lessons (with an opener) --------------------------------------------------------------------------

VIOLIN = Scenario(
    goal="Book a term of weekly violin lessons for your daughter Zara, after school on a weekday.",
    persona="a busy parent, friendly, writing short messages from a phone",
    known_facts={
        "parent_name": "Hannah Okafor",
        "email": "h.okafor@outlook.com",
        "phone": "07700 900482",
        "student_age": "9",
    },
    unknown_facts=["teacher's name", "term fee: £264"],
    opener="Hello, I'd like to book violin lessons for my daughter.",
    expected=["book_lessons"],
)
_VIOLIN_SLOTS = {
    "teacher": "Ilse Varga",
    "slots": ["Tue 16:30", "Thu 17:15"],
    "first_week": "2024-09-10",
    "lessons_per_term": 12,
    "lesson_minutes": 30,
    "term_fee": 264.0,
}
VIOLIN_FLOWS = (
    (
        u("Hello, I'd like to book violin lessons for my daughter."),
        a("Lovely! How old is your daughter, and has she played before?"),
        u(
            "She's 9 and a complete beginner.",
            "9, never played before",
            "She is nine years old, no experience yet but very keen!",
            "9 - she's tried a friend's violin but never had lessons",
        ),
        a(
            "For a beginner of 9, Ms. Ilse Varga has two after-school slots: Tuesdays at 4:30 pm or Thursdays at "
            "5:15 pm, starting the week of September 10. A term is 12 half-hour lessons and the term fee is £264.",
            call("find_lesson_slots", {"age": 9, "level": "beginner"}, _VIOLIN_SLOTS),
        ),
        u(
            "Tuesdays at 4:30 would be ideal.",
            "Thursday 5:15 is too late for her, so Tuesday 4.30pm please.",
            "Tues 16:30 please. So £22 a lesson, that's fine.",
            "Tuesday please! Does she need to bring her own violin?",
        ),
        a("Great, Tuesdays it is. What's your name and an email for the booking confirmation and invoice?"),
        u(
            "Hannah Okafor, h.okafor@outlook.com",
            "Hannah Okafor - h.okafor@outlook.com",
            "I'm Hannah Okafor, email is H.Okafor@outlook.com",
            "name: Hannah Okafor\nemail: h.okafor@outlook.com",
        ),
        a(
            "Booked: VL-2409-0316, Zara with Ms. Varga on Tuesdays at 4:30 pm from September 10. The £264 invoice "
            "is due by September 3 and has been sent to h.okafor@outlook.com.",
            call(
                "book_lessons",
                {"student": "Zara Okafor", "slot": "Tue 16:30", "email": "h.okafor@outlook.com"},
                {"booking": "VL-2409-0316", "first_lesson": "2024-09-10", "invoice_due": "2024-09-03"},
            ),
        ),
        stop(
            "Perfect, thank you! Zara will be thrilled.",
            "Great, thanks so much.",
            "Lovely. I'll pay before the 3rd. Thanks!",
            "",
        ),
    ),
    (
        u("Hello, I'd like to book violin lessons for my daughter."),
        a("Of course. Could I take your name and a phone number first?"),
        u(
            "Hannah Okafor, 07700 900482",
            "It's Hannah Okafor and my mobile is 07700900482.",
            "Hannah Okafor. Phone 07700 900 482.",
            "hannah okafor - 07700 900482 (mobile)",
        ),
        a("Thanks, Hannah. How old is your daughter?"),
        u(
            "She's 9.",
            "She's 9, and she's been asking for lessons for ages!",
            "nine",
            "Zara is 9.",
        ),
        a(
            "Ms. Ilse Varga teaches beginners that age on Tuesdays at 16:30 or Thursdays at 17:15, from the week of "
            "10 September: 12 lessons of 30 minutes, £264 for the term. Which day suits you?",
            call("find_lesson_slots", {"age": 9, "level": "beginner"}, _VIOLIN_SLOTS),
        ),
        u(
            "Thursday at 5:15 please.",
            "The Thursday 17:15 slot please.",
            "Thursdays please, on Tuesdays she has swimming.",
            "Can we do Thursdays? 5.15 is fine.",
        ),
        a(
            "Booked VL-2409-0322: Thursdays at 5:15 pm with Ms. Varga, first lesson Thursday, September 12. The "
            "£264 invoice is due by September 3; what email should I send it to?",
            call(
                "book_lessons",
                {"student": "Zara Okafor", "slot": "Thu 17:15", "phone": "07700 900482"},
                {"booking": "VL-2409-0322", "first_lesson": "2024-09-12", "invoice_due": "2024-09-03"},
            ),
        ),
        u(
            "h.okafor@outlook.com please.",
            "Please send it to h.okafor@outlook.com",
            "h.okafor@outlook.com - thank you!",
        ),
        a("Sent to h.okafor@outlook.com."),
        stop("Thanks, all sorted then. Bye!", "Great, thank you!", "Perfect, see you on the 12th.", ""),
    ),
)

# -- 4. furniture delivery damage claim (with an opener) ---------------------------------------------------------

DAMAGE = Scenario(
    goal="Your new oak dining table was delivered with a cracked top; file a damage claim and get a replacement.",
    persona="an irritated but fair customer who wants this fixed quickly",
    known_facts={
        "order_number": "HF-88231-U",
        "email": "gwen.tal@icloud.com",
        "delivery_date": "2024-05-21",
        "price_paid": "$1,249.00",
        "phone": "(720) 555-0196",
    },
    unknown_facts=["claim number: DC-190442", "pickup date"],
    opener="Hi, my dining table arrived yesterday with a big crack in the top.",
    expected=["file_damage_claim"],
)
_DAMAGE_ORDER = {
    "order": "HF-88231-U",
    "item": "Oak dining table, 180 cm",
    "delivered": "2024-05-21",
    "paid": 1249.0,
    "carrier": "SwiftHaul",
}
_DAMAGE_CLAIM = {"claim": "DC-190442", "resolution": "replacement", "pickup": "2024-05-29"}
DAMAGE_FLOWS = (
    (
        u("Hi, my dining table arrived yesterday with a big crack in the top."),
        a("I'm so sorry to hear that. What's the order number?"),
        u("HF-88231-U", "It's HF-88231-U.", "Order number HF88231U", "order # HF-88231-U"),
        a(
            "Thank you. I see the oak dining table (180 cm) on order HF-88231-U, delivered by SwiftHaul on May 21, "
            "$1,249.00 paid. Could you email photos of the crack to claims@homefurnish.com and tell me when "
            "they're sent?",
            call("get_order", {"order": "HF-88231-U"}, _DAMAGE_ORDER),
        ),
        u(
            "Just sent three photos to claims@homefurnish.com.",
            "Done, photos sent. The crack runs almost the whole width of the table.",
            "OK, emailed them from gwen.tal@icloud.com a minute ago.",
            "sent! three pics, one close up of the crack",
        ),
        a("Got them, thank you. Would you prefer a replacement table or a refund of the $1,249.00?"),
        u(
            "A replacement please, I love the table otherwise.",
            "Replacement.",
            "I'd rather have a replacement, if it can come soon.",
            "Replacement please - but if it takes more than a couple of weeks I'd take the $1,249 refund instead.",
        ),
        a(
            "Claim DC-190442 is filed for a replacement. SwiftHaul will bring the new table and take the damaged "
            "one away on Wednesday, May 29.",
            call(
                "file_damage_claim",
                {"order": "HF-88231-U", "resolution": "replacement", "photos": 3},
                _DAMAGE_CLAIM,
            ),
        ),
        stop(
            "OK, thank you. May 29 works.",
            "Thanks, DC-190442 noted.",
            "Great, a week from today then. Thanks for sorting it quickly.",
            "Alright, thanks.",
        ),
    ),
    (
        u("Hi, my dining table arrived yesterday with a big crack in the top."),
        a("Sorry about that! Can you give me the order number and the email on the order?"),
        u(
            "gwen.tal@icloud.com and order HF-88231-U",
            "Email gwen.tal@icloud.com, order HF-88231-U.",
            "Order: HF-88231-U / Email: gwen.tal@icloud.com",
            "It's HF-88231-U, under gwen.tal@icloud.com",
        ),
        a(
            "Found it: the oak dining table delivered on 2024-05-21, $1,249.00 paid. Would you like a replacement "
            "or a refund?",
            call("get_order", {"order": "HF-88231-U", "email": "gwen.tal@icloud.com"}, _DAMAGE_ORDER),
        ),
        u(
            "Replacement please.",
            "I'd like a replacement table.",
            "Replacement. How soon can you deliver it?",
            "A replacement, and please take the broken one away.",
        ),
        a("Of course. What's the best phone number for the delivery team?"),
        u("(720) 555-0196", "720-555-0196", "You can reach me on 720 555 0196.", "my cell is (720) 555-0196"),
        a(
            "Filed: claim DC-190442. The replacement arrives Wednesday, May 29, and the damaged table will be "
            "collected at the same time; SwiftHaul will call (720) 555-0196 the day before.",
            call("file_damage_claim", {"order": "HF-88231-U", "resolution": "replacement"}, _DAMAGE_CLAIM),
        ),
        stop(
            "Thanks. I'll expect the call on the 28th.",
            "Good, thank you for the quick help.",
            "OK. Claim DC-190442, May 29. Thanks.",
            "",
        ),
    ),
)

# -- 5. tattoo deposit -------------------------------------------------------------------------------------------

TATTOO = Scenario(
    goal="Pay the deposit to confirm the tattoo appointment you discussed at your consultation.",
    persona="a first-timer, a bit nervous, writes in lowercase",
    known_facts={
        "name": "Riley Chen",
        "consultation_ref": "CONS-7719",
        "email": "rileyc@proton.me",
        "card_last4": "4417",
    },
    unknown_facts=["deposit amount: $150", "appointment time"],
    expected=["take_deposit"],
)
_TATTOO_CONSULT = {
    "ref": "CONS-7719",
    "client": "Riley Chen",
    "artist": "Dee Morales",
    "design": "fine-line peony, forearm",
    "date": "2024-10-03T14:00",
    "deposit": 150.0,
    "estimate": "600-800",
}
_TATTOO_FIRST = u(
    "hi, i had a consultation for a tattoo and i need to pay the deposit to lock in the appointment",
    "hey! i want to pay my tattoo deposit",
    "hi um, i'd like to confirm my tattoo appointment by paying the deposit. this is my first one so sorry if i'm "
    "doing this wrong lol",
    "hello, how do i pay the deposit for my tattoo? i had my consult already",
)
_TATTOO_REF = u("CONS-7719", "it's CONS-7719", "cons-7719 i think", "the ref on my card says CONS 7719")
_TATTOO_LOOKUP = a(
    "Thanks Riley! That's the fine-line peony on your forearm with Dee Morales, booked for Thursday, October 3 at "
    "2:00 pm. The deposit is $150 and comes off the final price (estimated $600-800). Which card would you like "
    "to use? The last four digits are enough to match the one saved at your consultation.",
    call("get_consultation", {"ref": "CONS-7719"}, _TATTOO_CONSULT),
)
_TATTOO_CARD = u(
    "the one ending 4417",
    "4417",
    "card ending in 4417 please",
    "use my card ending 4417. so the rest, like $450-650, gets paid on the day",
)
TATTOO_FLOWS = (
    (
        _TATTOO_FIRST,
        a("No problem at all! What's your consultation reference?"),
        _TATTOO_REF,
        _TATTOO_LOOKUP,
        _TATTOO_CARD,
        a(
            "Done! $150 deposit received, receipt DEP-55120. Your appointment on October 3 at 2 pm is confirmed. "
            "Want the receipt emailed?",
            call(
                "take_deposit",
                {"ref": "CONS-7719", "amount": 150.0, "card_last4": "4417"},
                {"receipt": "DEP-55120", "amount": 150.0, "appointment": "2024-10-03T14:00"},
            ),
        ),
        u(
            "yes please, rileyc@proton.me",
            "yes - rileyc@proton.me",
            "sure, to rileyc@proton.me thanks",
            "yes pls. email is rileyc@proton.me",
        ),
        a("Sent to rileyc@proton.me. See you on the 3rd!"),
        stop("thank you!! so excited", "thanks, see you then", "awesome thank you so much", ""),
    ),
    (
        _TATTOO_FIRST,
        a("Happy to help. What's your full name and the email you used for the consultation?"),
        u(
            "Riley Chen, rileyc@proton.me",
            "riley chen - rileyc@proton.me",
            "name is Riley Chen, email rileyc@proton.me",
            "Riley Chen\nrileyc@proton.me",
        ),
        a(
            "Found consultation CONS-7719: the fine-line peony with Dee Morales, Thursday 3 October at 2 pm. The "
            "deposit is $150. Which card should I charge? The last four digits are enough.",
            call("get_consultation", {"email": "rileyc@proton.me"}, _TATTOO_CONSULT),
        ),
        _TATTOO_CARD,
        a(
            "Charged $150 to the card ending 4417. Receipt DEP-55120 is on its way to rileyc@proton.me. You're "
            "confirmed for Oct 3 at 2:00 pm.",
            call(
                "take_deposit",
                {"ref": "CONS-7719", "amount": 150.0, "card_last4": "4417"},
                {"receipt": "DEP-55120", "amount": 150.0, "appointment": "2024-10-03T14:00"},
            ),
        ),
        stop(
            "perfect thank you",
            "ok great, DEP-55120 saved. thanks!",
            "thanks so much, see you october 3rd",
            "yay thank you!",
        ),
    ),
    (
        _TATTOO_FIRST,
        a("Sure! What's your consultation reference?"),
        _TATTOO_REF,
        _TATTOO_LOOKUP,
        _TATTOO_CARD,
        a(
            "I'm sorry, the payment didn't go through: the card ending 4417 was declined. Your slot is held until "
            "tomorrow if you'd like to try again with another card.",
            call(
                "take_deposit",
                {"ref": "CONS-7719", "amount": 150.0, "card_last4": "4417"},
                error="card_declined",
            ),
        ),
        stop(
            "oh no, ok i'll sort it out with my bank. thanks",
            "ugh ok, thanks for trying",
            "ok i'll check with my bank and come back tomorrow",
            "",
        ),
    ),
)

# -- 6. golf tee time (no persona) -------------------------------------------------------------------------------

GOLF = Scenario(
    goal="Book a Sunday-morning tee time for a foursome at Pine Ridge Golf Club.",
    persona=None,
    known_facts={
        "member_number": "PR-40218",
        "name": "Doug Harlan",
        "phone": "(614) 555-0123",
        "handicap": "14",
    },
    unknown_facts=["green fee: $68", "cart fee"],
    expected=["book_tee_time"],
)
_GOLF_TIMES = {
    "date": "2024-06-16",
    "times": ["07:40", "08:20", "09:10"],
    "green_fee": 68.0,
    "cart_fee": 22.0,
}
_GOLF_FIRST = u(
    "Hi, I'd like to book a tee time for four this Sunday morning.",
    "Hello, looking for a Sunday morning tee time at Pine Ridge for a foursome.",
    "Morning! Can I get a foursome out on Sunday, early if possible?",
    "Need a tee time Sunday AM, 4 players. Member PR-40218.",
)
GOLF_FLOWS = (
    (
        _GOLF_FIRST,
        a("Sure thing. What's your member number?"),
        u("PR-40218", "It's PR-40218.", "Member number pr40218", "PR 40218, under Doug Harlan"),
        a(
            "Thanks, Mr. Harlan. For Sunday, June 16 I have 7:40, 8:20 and 9:10 am open for four. The member green "
            "fee is $68 per player, and carts are $22 each.",
            call("get_tee_times", {"date": "2024-06-16", "players": 4, "member": "PR-40218"}, _GOLF_TIMES),
        ),
        u(
            "8:20 please.",
            "Let's take 8:20.",
            "7:40 is a bit early for the guys, so 8:20. That's $272 in green fees for the four of us.",
            "The 8:20 slot works. We'll need two carts.",
        ),
        a(
            "8:20 it is. How many carts do you need, and what phone number should the pro shop call if there's a "
            "weather delay?"
        ),
        u(
            "Two carts. Phone is (614) 555-0123.",
            "2 carts, and my cell is 614-555-0123",
            "We'll take two carts. You can reach me at 614 555 0123.",
            "two carts pls, (614) 555-0123",
        ),
        a(
            "Booked: TT-0616-0820, Sunday June 16 at 8:20 am, four players and two carts, $316 total ($272 green "
            "fees + $44 carts), payable at the pro shop.",
            call(
                "book_tee_time",
                {"member": "PR-40218", "time": "2024-06-16T08:20", "players": 4, "carts": 2},
                {"confirmation": "TT-0616-0820", "time": "2024-06-16T08:20", "total": 316.0},
            ),
        ),
        stop(
            "Perfect, thanks!",
            "Great, see you Sunday.",
            "Thanks, TT-0616-0820 noted. We'll be there early.",
            "",
        ),
    ),
    (
        _GOLF_FIRST,
        a("Happy to help. Can I have the name on the membership and your member number?"),
        u(
            "Doug Harlan, PR-40218",
            "Doug Harlan, member PR-40218.",
            "name's Doug Harlan, # PR-40218",
            "Doug Harlan / PR40218",
        ),
        a(
            "Got you, Doug. Sunday the 16th: 7:40, 8:20 or 9:10. It's $68 green fee per player; carts are $22.",
            call("get_tee_times", {"date": "2024-06-16", "players": 4, "member": "PR-40218"}, _GOLF_TIMES),
        ),
        u(
            "9:10 please, we're not early birds.",
            "9:10 works best.",
            "Let's do 9:10. We'll walk, no carts needed.",
            "The 9:10 please. Are the greens being aerated right now?",
        ),
        a(
            "Done: TT-0616-0910, Sunday June 16 at 9:10 am for four, walking, greens in good shape. $272 in green "
            "fees, paid at check-in.",
            call(
                "book_tee_time",
                {"member": "PR-40218", "time": "2024-06-16T09:10", "players": 4, "carts": 0},
                {"confirmation": "TT-0616-0910", "time": "2024-06-16T09:10", "total": 272.0},
            ),
        ),
        stop("Thanks!", "Perfect, thank you.", "Great, cheers. See you on the 16th.", "Much appreciated."),
    ),
)

# -- 7. scuba diving course --------------------------------------------------------------------------------------

DIVING = Scenario(
    goal="Sign up for the open-water scuba certification course that starts next month.",
    persona="a university student on a budget, enthusiastic",
    known_facts={
        "name": "Priya Raman",
        "email": "p.raman@unimail.edu",
        "date_of_birth": "1999-11-04",
        "phone": "+61 412 555 019",
    },
    unknown_facts=["course fee: A$649", "medical form deadline"],
    expected=["enroll_course"],
)
_DIVING_COURSES = {
    "courses": [
        {"code": "OW-JUL-08", "start": "2024-07-08", "end": "2024-07-12", "seats_left": 3},
        {"code": "OW-JUL-22", "start": "2024-07-22", "end": "2024-07-26", "seats_left": 6},
    ],
    "fee": 649.0,
    "includes": "gear hire, 4 ocean dives",
}
_DIVING_FIRST = u(
    "Hi! I want to sign up for the open water scuba course next month.",
    "hey, is there still space in next month's open-water certification course? I'd love to join",
    "Hello, I'm interested in getting my open water certification. Can I enrol in the course starting next month?",
    "hi!! scuba course next month - how do I sign up?",
)
_DIVING_LIST = (
    "We have two open-water courses next month: OW-JUL-08 (July 8-12, 3 seats left) and OW-JUL-22 (July 22-26, 6 "
    "seats left). Both cost A$649, including gear hire and 4 ocean dives. Which one suits you?"
)
_DIVING_DOB = u(
    "Priya Raman, 4 November 1999",
    "Priya Raman, DOB 04/11/1999",
    "Name is Priya Raman and I was born on Nov 4, 1999.",
    "priya raman, 1999-11-04",
)
DIVING_FLOWS = (
    (
        _DIVING_FIRST,
        a(_DIVING_LIST, call("list_courses", {"level": "open water", "month": "2024-07"}, _DIVING_COURSES)),
        u(
            "The July 8 one please!",
            "OW-JUL-08 please, the later one clashes with my exams.",
            "I'll take the 8th-12th one. A$649 is a bit steep, is there a student discount?",
            "July 8 to 12 please!",
        ),
        a("Great choice. What's your full name and date of birth? Divers must be 15 or older."),
        _DIVING_DOB,
        a("Thanks. And an email for the course documents?"),
        u(
            "p.raman@unimail.edu",
            "It's p.raman@unimail.edu",
            "p.raman@unimail.edu please! And my mobile is +61 412 555 019 in case you need it.",
            "email: P.Raman@unimail.edu",
        ),
        a(
            "You're enrolled: SD-77104 on OW-JUL-08, July 8 to 12. No student discount, sorry, but the A$649 is "
            "due on the first day, and please return the medical form by July 1.",
            call(
                "enroll_course",
                {"course": "OW-JUL-08", "name": "Priya Raman", "dob": "1999-11-04"},
                {
                    "enrolment": "SD-77104",
                    "course": "OW-JUL-08",
                    "fee": 649.0,
                    "medical_form_due": "2024-07-01",
                },
            ),
        ),
        stop(
            "Yay, thank you so much!",
            "Amazing, I'll send the medical form before July 1. Thanks!",
            "Thank you! SD-77104, got it.",
            "Thanks heaps!",
        ),
    ),
    (
        _DIVING_FIRST,
        a("Happy to help. Could I take your name and email first?"),
        u(
            "Priya Raman, p.raman@unimail.edu",
            "Sure! Priya Raman - p.raman@unimail.edu",
            "name: Priya Raman\nemail: p.raman@unimail.edu",
            "priya raman, p.raman@unimail.edu :)",
        ),
        a(_DIVING_LIST, call("list_courses", {"level": "open water", "month": "2024-07"}, _DIVING_COURSES)),
        u(
            "The 22nd please.",
            "OW-JUL-22",
            "July 22 to 26 works better for me.",
            "I'll go with the later one, the 22nd. Is the A$649 payable upfront?",
        ),
        a("Lovely. I also need your date of birth for the dive insurance."),
        u("4 November 1999", "04/11/1999", "Nov 4, 1999", "1999-11-04"),
        a(
            "Done: enrolment SD-77131 on OW-JUL-22 (July 22-26). The A$649 fee is payable on day one, and the "
            "medical form is due by July 15.",
            call(
                "enroll_course",
                {"course": "OW-JUL-22", "name": "Priya Raman", "dob": "1999-11-04"},
                {
                    "enrolment": "SD-77131",
                    "course": "OW-JUL-22",
                    "fee": 649.0,
                    "medical_form_due": "2024-07-15",
                },
            ),
        ),
        stop(
            "Thank you!! See you on the 22nd.",
            "Awesome, SD-77131 saved. Thanks!",
            "Great, I'll get the medical form done before the 15th.",
            "",
        ),
    ),
)

# -- 8. yoga retreat cancellation (no persona) -------------------------------------------------------------------

YOGA = Scenario(
    goal="Cancel your place on the autumn yoga retreat in the Algarve and get back whatever refund applies.",
    persona=None,
    known_facts={
        "booking_reference": "YR-2024-1187",
        "name": "Lena Fischer",
        "email": "lena.fischer@gmx.de",
        "amount_paid": "€890",
    },
    unknown_facts=["cancellation fee: €150", "refund date"],
    expected=["cancel_booking"],
)
_YOGA_BOOKING = {
    "ref": "YR-2024-1187",
    "guest": "Lena Fischer",
    "retreat": "Autumn Stillness, Algarve",
    "dates": "2024-10-14/2024-10-20",
    "paid": 890.0,
    "cancellation_fee": 150.0,
    "refund": 740.0,
}
_YOGA_FIRST = u(
    "Hello, I need to cancel my place on the autumn yoga retreat in the Algarve, unfortunately.",
    "Hi, my plans have changed and I have to cancel my yoga retreat booking.",
    "Hi there - I'd like to cancel the Algarve retreat. Booking YR-2024-1187.",
    "Good morning, sadly I can't make the autumn retreat anymore. How do I cancel and what do I get back?",
)
_YOGA_YES = u(
    "Yes, please cancel it.",
    "Ok, €740 back is fair. Please go ahead.",
    "That's a shame about the €150 but I understand. Yes, cancel it.",
    "Yes. Will the €740 go back to the card I paid with?",
)
YOGA_FLOWS = (
    (
        _YOGA_FIRST,
        a("I'm sorry you can't make it. What's your booking reference?"),
        u("YR-2024-1187", "It's YR-2024-1187.", "The reference is yr-2024-1187", "Booking ref: YR 2024 1187"),
        a(
            "Found it: Lena Fischer, Autumn Stillness in the Algarve, 14-20 October 2024, €890 paid. Cancelling "
            "now incurs a €150 fee, so you'd get €740 back. Shall I cancel?",
            call("get_booking", {"ref": "YR-2024-1187"}, _YOGA_BOOKING),
        ),
        _YOGA_YES,
        a(
            "Cancelled. €740 will be refunded to your original payment method by 9 September. A confirmation goes "
            "to lena.fischer@gmx.de.",
            call(
                "cancel_booking",
                {"ref": "YR-2024-1187"},
                {"status": "cancelled", "refund": 740.0, "refund_by": "2024-09-09"},
            ),
        ),
        stop(
            "Thank you for your help.",
            "Thanks, I hope to join another time.",
            "Great, thank you. I'll watch for the refund by 9/9.",
            "Danke, thank you!",
        ),
    ),
    (
        _YOGA_FIRST,
        a("I can help. Please give me the name and email address on the booking."),
        u(
            "Lena Fischer, lena.fischer@gmx.de",
            "Name: Lena Fischer, email: lena.fischer@gmx.de",
            "It's under Lena Fischer - lena.fischer@gmx.de",
            "lena fischer / Lena.Fischer@gmx.de",
        ),
        a(
            "Thanks, Lena. Booking YR-2024-1187, Autumn Stillness (October 14-20), €890 paid. Cancelling now costs "
            "€150, so €740 would come back to you. Do you want me to cancel?",
            call("get_booking", {"email": "lena.fischer@gmx.de"}, _YOGA_BOOKING),
        ),
        _YOGA_YES,
        a(
            "I'm sorry, the cancellation didn't go through: the booking is locked while a payment is being "
            "processed. Our billing team will email you at lena.fischer@gmx.de within two working days.",
            call("cancel_booking", {"ref": "YR-2024-1187"}, error="booking locked: payment in progress"),
        ),
        stop(
            "Ok, I'll wait for their email. Thanks.",
            "Alright, thanks for trying.",
            "Hmm ok. I'll wait to hear from billing then. Bye.",
            "",
        ),
    ),
)

# -- 9. photocopier lease (with an opener) -----------------------------------------------------------------------

COPIER = Scenario(
    goal="Lease a colour photocopier for your law firm's office on a three-year contract.",
    persona="an office manager at a small law firm, formal and precise",
    known_facts={
        "company": "Baird & Lowe LLP",
        "contact_email": "office@bairdlowe.com",
        "phone": "(312) 555-0164",
        "address": "200 W Monroe St, Suite 1410, Chicago, IL 60606",
        "monthly_volume": "8,000 pages",
    },
    unknown_facts=["lease agreement number: LA-55902", "toner cost per page"],
    opener="Hello, we're looking to lease a colour photocopier for our office.",
    expected=["create_lease"],
)
_COPIER_QUOTE = {
    "model": "Ricoh IM C3000",
    "term_months": 36,
    "monthly": 139.0,
    "included_pages": 10000,
    "overage_per_page": 0.012,
    "earliest_install": "2024-04-22",
}
_COPIER_QUOTE_TEXT = (
    "For that volume I'd suggest the Ricoh IM C3000 on a 36-month lease at $139 per month, including 10,000 pages "
    "a month; extra pages are 1.2 cents each, toner included. Installation could be as early as Monday, April 22. "
    "Would you like to proceed?"
)
_COPIER_VOLUME = u(
    "About 8,000 pages a month.",
    "Approximately 8,000 pages per month.",
    "Around 8000 pages monthly, mostly black and white but some colour.",
    "We estimate 8,000 pages a month, perhaps a little more at year-end.",
)
_COPIER_YES = u(
    "Yes, that sounds suitable. Please proceed.",
    "That works. $139 a month over 36 months is $5,004 in total, which is within our budget.",
    "Yes. Is installation on April 22 included in the price?",
    "We would like to proceed with the IM C3000, thank you.",
)
_COPIER_LEASE = call(
    "create_lease",
    {"company": "Baird & Lowe LLP", "model": "Ricoh IM C3000", "term_months": 36},
    {"lease": "LA-55902", "monthly": 139.0, "install": "2024-04-22", "first_payment": "2024-05-01"},
)
COPIER_FLOWS = (
    (
        u("Hello, we're looking to lease a colour photocopier for our office."),
        a("Certainly. Roughly how many pages does your office print or copy per month?"),
        _COPIER_VOLUME,
        a(
            _COPIER_QUOTE_TEXT,
            call("quote_lease", {"volume": 8000, "colour": True, "term_months": 36}, _COPIER_QUOTE),
        ),
        _COPIER_YES,
        a(
            "Excellent; installation is included. Please give me the company name and the installation address."
        ),
        u(
            "Baird & Lowe LLP, 200 W Monroe St, Suite 1410, Chicago, IL 60606.",
            "Company: Baird & Lowe LLP\nAddress: 200 West Monroe Street, Suite 1410, Chicago, IL 60606",
            "It is Baird & Lowe LLP at 200 W Monroe St, Suite 1410, Chicago 60606.",
        ),
        a("Thank you. Which email address should receive the lease agreement?"),
        u(
            "office@bairdlowe.com",
            "Please send it to office@bairdlowe.com.",
            "office@bairdlowe.com, for the attention of the office manager.",
        ),
        a(
            "The lease is set up: agreement LA-55902 for a Ricoh IM C3000 at $139/month for 36 months. "
            "Installation on April 22; the first payment is due May 1. The agreement has been sent to "
            "office@bairdlowe.com for signature.",
            _COPIER_LEASE,
        ),
        stop(
            "Thank you, we will sign and return it promptly.",
            "Very good. Thank you for your assistance.",
            "Noted: LA-55902, installation 22 April. Thank you.",
            "Thank you, that is all for today.",
        ),
    ),
    (
        u("Hello, we're looking to lease a colour photocopier for our office."),
        a("Happy to help. May I have the company name and a contact email?"),
        u(
            "Baird & Lowe LLP, office@bairdlowe.com",
            "Certainly: Baird & Lowe LLP; office@bairdlowe.com.",
            "The firm is Baird & Lowe LLP and our contact address is office@bairdlowe.com.",
            "Baird & Lowe LLP - office@bairdlowe.com",
        ),
        a("Thank you. What monthly print volume do you expect?"),
        _COPIER_VOLUME,
        a(
            _COPIER_QUOTE_TEXT,
            call("quote_lease", {"volume": 8000, "colour": True, "term_months": 36}, _COPIER_QUOTE),
        ),
        _COPIER_YES,
        a(
            "Very good, and installation is included. Where should we install it, and what phone number should the "
            "technician call?"
        ),
        u(
            "200 W Monroe St, Suite 1410, Chicago, IL 60606; the phone number is (312) 555-0164.",
            "Suite 1410, 200 W Monroe St, Chicago IL 60606. Telephone: 312-555-0164.",
            "Our office is at 200 West Monroe St, Suite 1410, Chicago 60606, and reception is on (312) 555-0164.",
        ),
        a(
            "Done: lease agreement LA-55902, Ricoh IM C3000, $139 per month for 36 months. A technician will "
            "install it at Suite 1410 on April 22; the first payment is due May 1. The agreement is on its way to "
            "office@bairdlowe.com.",
            _COPIER_LEASE,
        ),
        stop(
            "Thank you. We look forward to the installation on the 22nd.",
            "Excellent, thank you for your help.",
            "Understood. We will return the signed agreement shortly. Good day.",
            "",
        ),
    ),
)

# -- 10. car-seat recall kit (with an opener) --------------------------------------------------------------------

CARSEAT = Scenario(
    goal="Your child's car seat is part of a safety recall; get the free repair kit shipped to you.",
    persona="a young parent, short on time, types quickly",
    known_facts={
        "model_number": "CS-3100",
        "serial_number": "CS3100-A7-220915",
        "manufacture_date": "2022-09-15",
        "name": "Tomás Rivera",
        "address": "1428 Elm Ct, Fresno, CA 93722",
        "email": "tomas.rivera@yahoo.com",
    },
    unknown_facts=["recall campaign number: RC-23-114", "kit ship date"],
    opener="Hi, I got a recall notice for my kid's car seat and want the repair kit.",
    expected=["ship_recall_kit"],
)
_CARSEAT_CHECK = {
    "serial": "CS3100-A7-220915",
    "model": "CS-3100",
    "affected": True,
    "campaign": "RC-23-114",
    "issue": "harness buckle may not latch",
    "kit": "buckle replacement kit",
}
_CARSEAT_SHIP = {"kit_order": "KIT-660138", "ships": "2024-03-18", "carrier": "USPS"}
CARSEAT_FLOWS = (
    (
        u("Hi, I got a recall notice for my kid's car seat and want the repair kit."),
        a("Thanks for reaching out. What's the model number and serial number on the label under the seat?"),
        u(
            "Model CS-3100, serial CS3100-A7-220915",
            "CS-3100 / CS3100-A7-220915",
            "model cs-3100, serial CS3100-A7-220915. made 9/15/2022 if that matters",
            "Model: CS-3100\nSerial: CS3100-A7-220915",
        ),
        a(
            "Your CS-3100 (serial CS3100-A7-220915) is covered by recall RC-23-114: the harness buckle may not "
            "latch. The fix is a free buckle replacement kit. What name and address should we ship it to?",
            call("check_recall", {"serial": "CS3100-A7-220915"}, _CARSEAT_CHECK),
        ),
        u(
            "Tomás Rivera, 1428 Elm Ct, Fresno, CA 93722",
            "Tomas Rivera\n1428 Elm Court\nFresno CA 93722",
            "ship to Tomás Rivera at 1428 Elm Ct, Fresno 93722",
            "Tomás Rivera, 1428 Elm Ct Fresno CA 93722. Should we stop using the seat till it arrives?",
        ),
        a(
            "Done. Kit order KIT-660138 ships by USPS on March 18 to 1428 Elm Ct. Until it's installed, check that "
            "the buckle clicks every time.",
            call(
                "ship_recall_kit",
                {
                    "serial": "CS3100-A7-220915",
                    "name": "Tomás Rivera",
                    "address": "1428 Elm Ct, Fresno, CA 93722",
                },
                _CARSEAT_SHIP,
            ),
        ),
        u(
            "ok, can you email me the tracking? tomas.rivera@yahoo.com",
            "Thanks. Please send the confirmation to tomas.rivera@yahoo.com",
            "got it. my email is tomas.rivera@yahoo.com for the tracking number",
        ),
        a("I'll email tracking to tomas.rivera@yahoo.com when it ships on March 18."),
        stop("thanks!", "great thx", "perfect, thanks for the help", ""),
    ),
    (
        u("Hi, I got a recall notice for my kid's car seat and want the repair kit."),
        a("I can help. Is the seat registered with us? What email did you register it with?"),
        u(
            "tomas.rivera@yahoo.com",
            "yes, with tomas.rivera@yahoo.com",
            "I think it was tomas.rivera@yahoo.com",
            "registered under Tomas.Rivera@yahoo.com",
        ),
        a("Thanks. And the serial number from the label?"),
        u(
            "CS3100-A7-220915",
            "serial is CS3100-A7-220915",
            "cs3100-a7-220915",
            "CS3100 A7 220915, it's a CS-3100",
        ),
        a(
            "Your seat is affected by recall RC-23-114 (the harness buckle may not latch). I have your registered "
            "address as 1428 Elm Ct, Fresno, CA 93722. Shall I ship the free buckle kit there?",
            call("check_recall", {"serial": "CS3100-A7-220915"}, _CARSEAT_CHECK),
        ),
        u(
            "yes that's the right address",
            "Yes, 1428 Elm Ct is correct.",
            "yep still at 1428 Elm Ct, Fresno CA 93722",
            "correct. How long does shipping take?",
        ),
        a(
            "Shipped: KIT-660138 goes out March 18 via USPS, usually three to five days; instructions and a video "
            "link are in the box.",
            call(
                "ship_recall_kit",
                {"serial": "CS3100-A7-220915", "address": "1428 Elm Ct, Fresno, CA 93722"},
                _CARSEAT_SHIP,
            ),
        ),
        stop("ok thanks!", "Great, KIT-660138 noted. Thanks.", "perfect, thank u", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("jetski", JETSKI, JETSKI_FLOWS),
    Domain("router", ROUTER, ROUTER_FLOWS),
    Domain("violin", VIOLIN, VIOLIN_FLOWS),
    Domain("damage", DAMAGE, DAMAGE_FLOWS),
    Domain("tattoo", TATTOO, TATTOO_FLOWS),
    Domain("golf", GOLF, GOLF_FLOWS),
    Domain("diving", DIVING, DIVING_FLOWS),
    Domain("yoga", YOGA, YOGA_FLOWS),
    Domain("copier", COPIER, COPIER_FLOWS),
    Domain("carseat", CARSEAT, CARSEAT_FLOWS),
]


# -- seeded faults: each breaks one rule on purpose --------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "jetski",
        0,
        Say(0, "Hi! I'd like to rent two jet skis for Saturday afternoon, me and a friend."),
        "opener plus a clause",
    ),
    F(
        "opener",
        "violin",
        1,
        Say(0, "Hello, I would like to book violin lessons for my daughter."),
        "contraction expanded",
    ),
    F(
        "opener",
        "damage",
        0,
        Say(0, "hi my dining table arrived yesterday with a big crack in the top"),
        "lowercased, punctuation dropped",
    ),
    F(
        "opener",
        "damage",
        1,
        Say(
            0,
            "Hello. The dining table we received yesterday has a large crack across the top, and I'd like this "
            "resolved.",
        ),
        "formal rewrite",
    ),
    F(
        "opener",
        "copier",
        0,
        Say(0, "Good morning, we're looking to lease a colour photocopier for our office."),
        "greeting changed",
    ),
    F(
        "opener",
        "copier",
        1,
        Say(0, "Hello, we are looking to lease a color photocopier for our office."),
        "US spelling, contraction expanded",
    ),
    F("opener", "carseat", 0, Say(0, "Hi, I got a recall notice for my kid's car seat."), "truncated"),
    F(
        "opener",
        "carseat",
        1,
        Say(
            0,
            "Hi, I received a recall notice for my child's car seat and would like the repair kit. The model is "
            "CS-3100.",
        ),
        "reworded, plus the model",
    ),
    # -- reply_shape: more than one voice, reasoning, a stop signal in the text, a stop that asks
    F(
        "reply_shape",
        "jetski",
        0,
        Say(1, "Marco Bellini.\n\nAssistant: Thanks, Marco! Let me check what's free on Saturday."),
        "assistant line",
    ),
    F(
        "reply_shape",
        "router",
        0,
        Say(1, "[Thinking: the agent needs my account number, which I have.] NB-559213-07"),
        "bracketed reasoning",
    ),
    F(
        "reply_shape",
        "violin",
        0,
        Say(
            2,
            "Tuesdays at 4:30 please. Will she need her own violin? Probably not, most schools lend one to "
            "beginners.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "damage",
        1,
        Say(2, "Replacement please. Is there anything else I can assist you with today?"),
        "assistant stock phrase",
    ),
    F(
        "reply_shape",
        "tattoo",
        0,
        Say(3, "yes please, rileyc@proton.me. thank you!! ###STOP###"),
        "stop signal on a turn that is not the last",
    ),
    F(
        "reply_shape",
        "golf",
        0,
        Say(4, "Great, thanks! Do we need to check in at the pro shop first?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "diving",
        1,
        Say(
            1,
            "Customer: Priya Raman, p.raman@unimail.edu\nDive centre: Thanks Priya, let me check the courses for "
            "you.",
        ),
        "two speakers with labels",
    ),
    F(
        "reply_shape",
        "yoga",
        0,
        Say(2, "Yes please cancel it.\n\n(Note to self: stay polite, the refund is what matters here.)"),
        "a note to itself",
    ),
    F(
        "reply_shape",
        "copier",
        0,
        Say(
            2,
            "Certainly! I'd be happy to help you set that up. Shall I go ahead and prepare the lease agreement for "
            "the Ricoh IM C3000?",
        ),
        "role inversion",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "router", 0, Say(1, "Yes, it's NB-559213-70."), "account digits swapped"),
    F(
        "invented_specifics",
        "jetski",
        0,
        Say(3, "License is B412-557-80-219 and my cell is +1 (305) 555-0127."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "violin",
        0,
        Say(
            2, "Tuesdays at 4:30 please. Can she start on August 27 instead? We're back from holiday by then."
        ),
        "start date nobody offered",
    ),
    F(
        "invented_specifics",
        "damage",
        0,
        Say(3, "A replacement please. I paid $1,429 for it so I expect the same quality."),
        "price digits swapped",
    ),
    F("invented_specifics", "tattoo", 1, Say(2, "the card ending 4471"), "card digits swapped"),
    F(
        "invented_specifics",
        "golf",
        1,
        Say(1, "Doug Harlan, PR-40218. Please send the confirmation to dharlan@gmail.com."),
        "email",
    ),
    F(
        "invented_specifics",
        "diving",
        0,
        Say(2, "Priya Raman, 4 November 1999. My student number is S3318042 if there's a student discount."),
        "student number",
    ),
    F(
        "invented_specifics",
        "yoga",
        0,
        Say(2, "Yes, please cancel it. Please send the refund to my IBAN DE89 3704 0044 0532 0130 00."),
        "IBAN",
    ),
    F(
        "invented_specifics",
        "copier",
        1,
        Say(1, "Baird & Lowe LLP, office@bairdlowe.com. Our current copier lease ends on 31 March 2024."),
        "date",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "jetski",
        0,
        Say(1, "Marco Bellini. We're fine with the $250 deposit per ski."),
        "damage deposit",
    ),
    F(
        "unknown_fact",
        "router",
        1,
        Say(2, "Yes please send it. I'll use return label RL-7720419 for the old one."),
        "return label",
    ),
    F(
        "unknown_fact",
        "violin",
        1,
        Say(1, "Hannah Okafor, 07700 900482. We're happy to pay the £264 term fee."),
        "term fee",
    ),
    F(
        "unknown_fact",
        "damage",
        0,
        Say(2, "Photos sent. Please put them under claim DC-190442."),
        "claim number before it was filed",
    ),
    F(
        "unknown_fact",
        "tattoo",
        0,
        Say(0, "hi, i need to pay my $150 tattoo deposit to lock in my appointment"),
        "deposit amount in the first message",
    ),
    F(
        "unknown_fact",
        "golf",
        0,
        Say(1, "PR-40218. The green fee is still $68 a head, right?"),
        "green fee in a question",
    ),
    F(
        "unknown_fact",
        "diving",
        1,
        Say(1, "Priya Raman, p.raman@unimail.edu. I've saved up the 649 AUD for the course fee."),
        "course fee in another format",
    ),
    F(
        "unknown_fact",
        "yoga",
        0,
        Say(1, "YR-2024-1187. I understand there's a €150 cancellation fee."),
        "cancellation fee",
    ),
    F(
        "unknown_fact",
        "carseat",
        0,
        Say(1, "Model CS-3100, serial CS3100-A7-220915. The notice says recall RC 23-114."),
        "campaign number reformatted",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "router",
        0,
        Say(
            0,
            "Hello, my router keeps rebooting every few minutes. My account is NB-559213-07, I live at 77 "
            "Hawthorne St, Apt 4, Portland, OR 97214 and my phone is (503) 555-0139.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "jetski",
        0,
        Say(
            1,
            "Marco Bellini. Email marco.bellini@gmail.com, phone +1 (305) 555-0172, driver's license B412-557-80-219.",
        ),
        "asked for the name, gives three more",
    ),
    F(
        "data_dump",
        "violin",
        0,
        Say(1, "She's 9. I'm Hannah Okafor, h.okafor@outlook.com, 07700 900482."),
        "asked for the age, gives three more",
    ),
    F(
        "data_dump",
        "tattoo",
        1,
        Say(
            0,
            "hi! i'm Riley Chen (rileyc@proton.me), consultation CONS-7719, and i'd like to pay the deposit with my "
            "card ending 4417",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "golf",
        1,
        Say(
            0,
            "Hi, Doug Harlan here, member PR-40218, handicap 14. Need a Sunday morning tee time for four; call me "
            "at (614) 555-0123.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "diving",
        0,
        Say(
            0,
            "Hi! I'm Priya Raman (born 04/11/1999) and I'd like to join next month's open water course. Email "
            "p.raman@unimail.edu, mobile +61 412 555 019.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "yoga",
        1,
        Say(
            0,
            "Hi, please cancel booking YR-2024-1187 for Lena Fischer. I paid €890 and my email is "
            "lena.fischer@gmx.de.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "copier",
        0,
        Say(
            1,
            "About 8,000 pages a month. For the paperwork: Baird & Lowe LLP, 200 W Monroe St, Suite 1410, "
            "Chicago, IL 60606, office@bairdlowe.com, (312) 555-0164.",
        ),
        "asked for the volume, gives four more",
    ),
    F(
        "data_dump",
        "carseat",
        1,
        Say(
            1,
            "- email: tomas.rivera@yahoo.com\n- model: CS-3100\n- serial: CS3100-A7-220915\n- made: 2022-09-15",
        ),
        "asked for the email, lists three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "jetski",
        0,
        StopAt(4, "Ok cool, let me check with my friend and get back to you!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "router",
        0,
        StopAt(6, "Alright. I'll call back once my grandson is here to help. Thank you."),
        "after a question",
    ),
    F(
        "premature_stop",
        "violin",
        1,
        StopAt(6, "Let me check her schedule and I'll come back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "damage",
        1,
        StopAt(4, "OK thanks, I'll think about whether I want a refund or a replacement."),
        "after the choice is offered",
    ),
    F("premature_stop", "tattoo", 0, StopAt(4, ""), "silent stop when asked for the card"),
    F("premature_stop", "golf", 0, StopAt(4, "Thanks, I'll check with the guys first."), "after the times"),
    F(
        "premature_stop",
        "diving",
        1,
        StopAt(4, "Thanks for the info! I'll think about which one."),
        "after the courses",
    ),
    F(
        "premature_stop",
        "yoga",
        0,
        StopAt(4, "Hmm, let me think about it. Bye."),
        "after the refund is offered",
    ),
    F(
        "premature_stop",
        "copier",
        1,
        StopAt(8, "Thank you. I will discuss this with the partners and revert."),
        "just before the lease",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "jetski", 2, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "router", 1, meta(1, prompt_missing=["known_facts.account_number"]), "a known fact"),
    F("persona_sent", "violin", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "damage", 0, meta(1, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "tattoo", 2, meta(2, prompt_missing=["known_facts.card_last4"]), "a known fact"),
    F(
        "persona_sent",
        "golf",
        1,
        meta(0, prompt_missing=["goal", "known_facts.member_number"]),
        "goal and a known fact",
    ),
    F("persona_sent", "yoga", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "copier",
        1,
        meta(0, prompt_missing=["persona", "known_facts.address"]),
        "persona and a known fact",
    ),
]
