"""Blind set 12, part U: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run of the guards and without reading their implementation. What was read:
the guide's "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the first
blind set's framework: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``), the step helpers and the first
domains of ``tests/_fidelity_blind_domains.py`` and the ``Case`` entry format of ``tests/_fidelity_corpus.py``.
No guard was called on these conversations and no fidelity test was run while writing them.

The ten scenarios (massage, kayakrental, lawn, cartridge, suithire, pianoterm, catvax, skip, makeup, ebike) do not
reuse any earlier set's domains. Every user turn lists clean alternatives written the way a well-behaved LLM
simulated user writes: the scenario's facts restated in its own formats, ids, amounts and dates the agent or a
tool gave quoted back (in other formats too), follow-up questions, lists, typos, polite closings. Some flows end
after the expected write, one after a tool error and one after the agent refused.

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one voice, volunteers at most two known facts per turn before the agent asks for them, states an unknown
fact only after the agent told it, says only specifics from the scenario or from earlier messages and tool results
(or worked out from them), and stops only once the expected write ran or the agent failed or refused. Each fault
in :data:`FAULTS` breaks exactly one such rule and is labelled with the guard that should catch it.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. sports-massage booking -----------------------------------------------------------------------------------

MASSAGE = Scenario(
    goal="Book a sports massage for your tight hamstrings, on the evening of your preferred date.",
    persona="an amateur marathon runner, friendly and a little chatty",
    known_facts={
        "member_number": "SPM-40718",
        "phone": "07700 914263",
        "email": "r.okafor@runmail.co.uk",
        "preferred_date": "2024-09-12",
    },
    unknown_facts=["therapist's name: Hannah Whitlock", "session price"],
    opener=None,
    expected=["book_massage"],
)
_MASSAGE_SLOTS = {
    "member": "SPM-40718",
    "name": "Remi Okafor",
    "date": "2024-09-12",
    "slots": [
        {"start": "2024-09-12T18:00", "therapist": "Hannah Whitlock"},
        {"start": "2024-09-12T19:15", "therapist": "Marco Diaz"},
    ],
    "duration_min": 60,
    "price": "£55.00",
}
_MASSAGE_OFFER = (
    "On Thursday 12 September I have two evening slots: 6:00 pm with Hannah Whitlock or 7:15 pm with Marco "
    "Diaz. A 60-minute sports massage is £55.00. Which would you prefer?"
)
MASSAGE_FLOWS = (
    (
        u(
            "Hi! I'd like to book a sports massage please, my hamstrings are really tight after my long run at "
            "the weekend.",
            "hello, can I book a sports massage? hamstrings are killing me lol",
            "Hi there, I'm training for a marathon and both hamstrings feel like guitar strings. Could I book a "
            "sports massage, ideally in the evening after work?",
            "Hey, looking to get a sports massage booked for some tight hamstrings. Evenings suit me best.",
        ),
        a("Of course! Could I have your membership number first?"),
        u("Sure, it's SPM-40718.", "SPM-40718", "Membership number is spm 40718", "yes - SPM40718 :)"),
        a("Thanks, Remi. Which date would you like to come in?"),
        u(
            "Thursday 12 September if possible.",
            "2024-09-12 please",
            "Could we do the 12th of September? Any time after work is good.",
            "Sept 12th would be ideal - evening if you have it",
        ),
        a(
            _MASSAGE_OFFER,
            call("find_massage_slots", {"member_number": "SPM-40718", "date": "2024-09-12"}, _MASSAGE_SLOTS),
        ),
        u(
            "6pm with Hannah please.",
            "I'll take the 6 o'clock with Hannah Whitlock. £55 is fine.",
            "6:00 pm please! Does Hannah do deep tissue work as well? My left leg is worse than the right.",
            "Let's go for 18:00 with Hannah, thanks",
        ),
        a(
            "Booked: Thursday 12 September at 6:00 pm with Hannah Whitlock, 60 minutes, £55.00, reference "
            "MB-228451. Hannah does deep tissue too, just mention it on arrival.",
            call(
                "book_massage",
                {"member_number": "SPM-40718", "start": "2024-09-12T18:00", "therapist": "Hannah Whitlock"},
                {"booking_ref": "MB-228451", "start": "2024-09-12T18:00", "price": "£55.00"},
            ),
        ),
        stop(
            "Brilliant, thank you!",
            "Perfect, see you on the 12th. Thanks!",
            "Great, MB-228451 noted. Cheers!",
            "",
        ),
    ),
    (
        u(
            "Hi, I'd like a sports massage on 12 September, evening please. My member number is SPM-40718.",
            "hey! membership SPM-40718 - any sports massage slots on Sept 12 after work?",
            "Hello, could I book a sports massage for Thursday 12th September? Member no. SPM 40718.",
        ),
        a("Happy to help. For security, can you confirm the mobile number on your account?"),
        u("It's 07700 914263", "07700914263", "Sure, 07700 914 263.", "mobile is +44 7700 914263"),
        a(
            _MASSAGE_OFFER,
            call("find_massage_slots", {"member_number": "SPM-40718", "date": "2024-09-12"}, _MASSAGE_SLOTS),
        ),
        u(
            "The 7:15 with Marco works better for me.",
            "19:15 please - I can't make 6 with work.",
            "I'll go for 7.15pm with Marco Diaz, thanks.",
            "Could I have the later one, the 7:15? £55 is fine.",
        ),
        a(
            "Booked: Thursday 12 September at 7:15 pm with Marco Diaz, reference MB-228452, £55.00 payable at "
            "the clinic. Would you like the confirmation emailed as well?",
            call(
                "book_massage",
                {"member_number": "SPM-40718", "start": "2024-09-12T19:15", "therapist": "Marco Diaz"},
                {"booking_ref": "MB-228452", "start": "2024-09-12T19:15", "price": "£55.00"},
            ),
        ),
        u(
            "Yes please, to r.okafor@runmail.co.uk",
            "yes, r.okafor@runmail.co.uk",
            "Please do - email is R.Okafor@runmail.co.uk",
            "yes pls, same email as on my account: r.okafor@runmail.co.uk",
        ),
        a("Done, the confirmation for MB-228452 is on its way to r.okafor@runmail.co.uk."),
        stop("Thanks so much, see you then!", "Cheers, have a good evening", "Perfect. Thank you!", ""),
    ),
)

# -- 2. kayak rental deposit (with an opener) --------------------------------------------------------------------

KAYAK = Scenario(
    goal="Get the security deposit for your kayak rental refunded to your card.",
    persona=None,
    known_facts={
        "rental_id": "KR-55213",
        "email": "tomas.berg@paddlemail.se",
        "card_last_four": "4417",
        "return_date": "2024-06-16",
    },
    unknown_facts=["deposit amount", "refund reference: DEP-90314"],
    opener="Hi, I returned a rented kayak last weekend and still haven't got my deposit back.",
    expected=["refund_deposit"],
)
_KAYAK_RENTAL = {
    "rental": "KR-55213",
    "boat": "sea touring kayak, double",
    "returned": "2024-06-16",
    "deposit": "$150.00",
    "deposit_status": "held",
    "inspection": "passed",
    "card": "**** 4417",
}
KAYAK_FLOWS = (
    (
        u("Hi, I returned a rented kayak last weekend and still haven't got my deposit back."),
        a("Sorry about the wait. What's your rental ID?"),
        u(
            "It's KR-55213.",
            "kr55213",
            "Rental ID KR-55213 - I dropped the kayak back on Sunday the 16th.",
            "Sure, KR 55213",
        ),
        a(
            "Thanks. Rental KR-55213, a double sea touring kayak, returned on June 16. It passed inspection, and "
            "the $150.00 deposit is still held on the card ending 4417. Shall I release it now?",
            call("get_rental", {"rental_id": "KR-55213"}, _KAYAK_RENTAL),
        ),
        u(
            "Yes please release the $150.",
            "Yes, please refund it to the card ending 4417.",
            "Yes! Why was it held so long if it passed inspection?",
            "yes please - 150 dollars back to my card",
        ),
        a(
            "I've released it: $150.00 back to the card ending 4417, refund reference DEP-90314, expected by "
            "June 27. Sorry it was missed - deposits are normally released automatically after inspection.",
            call(
                "refund_deposit",
                {"rental_id": "KR-55213", "amount": "150.00"},
                {
                    "refund_id": "DEP-90314",
                    "amount": "$150.00",
                    "card": "**** 4417",
                    "expected_by": "2024-06-27",
                },
            ),
        ),
        stop(
            "Thanks, that's great.",
            "OK, DEP-90314, I'll watch for it by the 27th. Thank you!",
            "Thank you for sorting it out.",
            "",
        ),
    ),
    (
        u("Hi, I returned a rented kayak last weekend and still haven't got my deposit back."),
        a("I can check that. Can I have the email address the booking was made with?"),
        u(
            "tomas.berg@paddlemail.se",
            "It's tomas.berg@paddlemail.se",
            "Sure: Tomas.Berg@paddlemail.se - the rental ID is KR-55213 if that's quicker.",
            "email is tomas.berg@paddlemail.se, thanks",
        ),
        a(
            "Found it: KR-55213, returned 16 June 2024, inspection passed, deposit $150.00 held on the card "
            "ending 4417. Shall I release it?",
            call("find_rental", {"email": "tomas.berg@paddlemail.se"}, _KAYAK_RENTAL),
        ),
        u(
            "Yes please.",
            "yes, go ahead",
            "Please do. It goes back to the card ending 4417, right?",
            "Yes - the full $150 please.",
        ),
        a(
            "I'm sorry, the payment system returned an error and the refund didn't go through. Please try again "
            "later today; the deposit stays safely held until then.",
            call(
                "refund_deposit",
                {"rental_id": "KR-55213", "amount": "150.00"},
                error="PaymentGatewayError: card processor unavailable",
            ),
        ),
        stop(
            "OK, I'll try again later. Thanks anyway.",
            "That's annoying, but fine - I'll get back in touch tomorrow.",
            "alright, thanks for trying",
            "",
        ),
    ),
)

# -- 3. lawn-treatment plan (with an opener) ---------------------------------------------------------------------

LAWN = Scenario(
    goal="Sign up for a season of lawn treatments (feed and weed) at your home.",
    persona="a busy parent who wants it sorted quickly",
    known_facts={
        "address": "27 Birchwood Close, Harrogate HG2 8QT",
        "phone": "01423 557190",
        "email": "j.pemberton@btinternet.com",
        "lawn_size": "180 square metres",
    },
    unknown_facts=["price per visit", "first visit date: 2024-04-08"],
    opener="Hello, I'd like to sign up for a lawn treatment plan for this season.",
    expected=["create_lawn_plan"],
)
_LAWN_QUOTE = call(
    "quote_lawn_plan",
    {"postcode": "HG2 8QT", "area_m2": 180},
    {
        "covered_area": True,
        "plan": "Seasonal Five",
        "visits": 5,
        "price_per_visit": "£32.00",
        "season_total": "£160.00",
        "first_visit": "2024-04-08",
    },
)
_LAWN_OFFER = (
    "You're in our area. The Seasonal Five plan is five visits at £32.00 each, £160.00 for the season, with the "
    "first visit on Monday 8 April. Shall I set it up?"
)
LAWN_FLOWS = (
    (
        u("Hello, I'd like to sign up for a lawn treatment plan for this season."),
        a("Lovely! What's the address of the lawn, including the postcode?"),
        u(
            "27 Birchwood Close, Harrogate HG2 8QT",
            "It's 27 Birchwood Close, Harrogate, HG2 8QT.",
            "27 birchwood close harrogate hg2 8qt",
            "Address: 27 Birchwood Close, Harrogate HG2 8QT. It's mostly the back lawn that needs help, the front "
            "is tiny.",
        ),
        a("Thanks. Roughly how big is the lawn?"),
        u(
            "About 180 square metres.",
            "around 180 m2 I think",
            "It's roughly 180 sq m - front and back together.",
            "180 square metres, give or take",
        ),
        a(_LAWN_OFFER, _LAWN_QUOTE),
        u(
            "Yes please. So £160 in total for all five visits?",
            "Sounds good, go ahead. Is it paid per visit or all at once?",
            "Yes, set it up. 8 April works.",
            "ok great - sign me up. £32 a visit is reasonable",
        ),
        a(
            "Done! Plan LP-30877 is set up for 27 Birchwood Close. You're billed £32.00 after each visit, "
            "£160.00 over the season, and the first visit is Monday 8 April.",
            call(
                "create_lawn_plan",
                {"address": "27 Birchwood Close, Harrogate HG2 8QT", "plan": "Seasonal Five"},
                {"plan_id": "LP-30877", "first_visit": "2024-04-08", "billing": "£32.00 per visit"},
            ),
        ),
        stop(
            "Perfect, thank you!",
            "Great, LP-30877 - noted. Thanks for your help.",
            "Thanks, see you on the 8th",
            "",
        ),
    ),
    (
        u("Hello, I'd like to sign up for a lawn treatment plan for this season."),
        a("Great. Can I take your phone number and email first, in case we get cut off?"),
        u(
            "01423 557190 and j.pemberton@btinternet.com",
            "Phone: 01423 557 190\nEmail: j.pemberton@btinternet.com",
            "Sure - 01423557190, j.pemberton@btinternet.com",
            "phone 01423 557190, email J.Pemberton@btinternet.com",
        ),
        a("Thanks. What's the address, and roughly how big is the lawn?"),
        u(
            "27 Birchwood Close, Harrogate HG2 8QT - about 180 square metres.",
            "Address is 27 Birchwood Close, Harrogate HG2 8QT. Lawn is around 180m², maybe a bit less.",
            "27 Birchwood Cl, Harrogate, HG2 8QT\nroughly 180 sq metres",
        ),
        a(_LAWN_OFFER, _LAWN_QUOTE),
        u(
            "What does each visit include? And yes, I'd like to go ahead.",
            "Go ahead please. Monday the 8th is fine for the first one.",
            "Yes please, sign me up.",
            "5 visits x £32 = £160, fine by me. Please book it in.",
        ),
        a(
            "Each visit is a feed plus weed treatment, with moss control in spring. Done: plan LP-30877, first "
            "visit Monday 8 April 2024, £32.00 per visit. A confirmation is on its way to "
            "j.pemberton@btinternet.com.",
            call(
                "create_lawn_plan",
                {
                    "address": "27 Birchwood Close, Harrogate HG2 8QT",
                    "plan": "Seasonal Five",
                    "phone": "01423 557190",
                    "email": "j.pemberton@btinternet.com",
                },
                {"plan_id": "LP-30877", "first_visit": "2024-04-08", "billing": "£32.00 per visit"},
            ),
        ),
        stop(
            "Brilliant, thanks very much.",
            "Thank you! One less thing to worry about.",
            "thanks, bye",
            "",
        ),
    ),
)

# -- 4. printer-cartridge subscription ---------------------------------------------------------------------------

CARTRIDGE = Scenario(
    goal="Change your printer-cartridge subscription so cartridges arrive every two months instead of monthly.",
    persona=None,
    known_facts={
        "subscription_id": "INK-7730-215",
        "email": "dana.whitfield@outlook.com",
        "printer_model": "OfficeJet Pro 9015e",
        "zip_code": "97214",
    },
    unknown_facts=["next shipment date: 2024-05-21", "price per shipment"],
    opener=None,
    expected=["update_subscription"],
)
_INK_SUB = {
    "subscription": "INK-7730-215",
    "printer": "OfficeJet Pro 9015e",
    "cartridges": "HP 962XL black + tri-colour",
    "frequency": "monthly",
    "price_per_shipment": "$38.99",
    "next_shipment": "2024-05-21",
    "ship_to_zip": "97214",
}
_INK_UPDATE = call(
    "update_subscription",
    {"subscription_id": "INK-7730-215", "frequency": "every_2_months"},
    {
        "status": "updated",
        "frequency": "every 2 months",
        "next_shipment": "2024-05-21",
        "following_shipment": "2024-07-21",
        "price_per_shipment": "$38.99",
    },
)
CARTRIDGE_FLOWS = (
    (
        u(
            "Hi, I'd like my ink cartridges to come every two months instead of monthly.",
            "hello - getting way too many cartridges, can I switch my subscription to every other month?",
            "Hi there! I'd like to change my printer cartridge subscription from monthly deliveries to once "
            "every two months please. I just don't print as much since I stopped working from home.",
            "Can I change how often my cartridges ship? Every two months would be better",
        ),
        a("Sure. What's your subscription ID?"),
        u(
            "INK-7730-215",
            "It's INK-7730-215.",
            "ink7730215",
            "Subscription ID: INK 7730 215 (it's for the OfficeJet Pro 9015e)",
        ),
        a(
            "Thanks. That's the HP 962XL black + tri-colour set for your OfficeJet Pro 9015e, shipped monthly at "
            "$38.99 per shipment; the next one goes out on May 21. Shall I switch to every two months after that "
            "one?",
            call("get_subscription", {"subscription_id": "INK-7730-215"}, _INK_SUB),
        ),
        u(
            "Yes, that's right. Keep the May 21 one and then every two months.",
            "yes please. Will the price stay at $38.99?",
            "Sounds good - go ahead.",
            "yep. 21st May shipment is fine, just slow it down after that",
        ),
        a(
            "Done. Subscription INK-7730-215 now ships every two months at $38.99 per shipment: next on May 21, "
            "then July 21.",
            _INK_UPDATE,
        ),
        stop(
            "Thanks!",
            "Great, thank you. That's one less $38.99 box every other month.",
            "Perfect, thanks for the quick help!",
            "",
        ),
    ),
    (
        u(
            "Hi, can I make my cartridge subscription less frequent? Every two months is plenty.",
            "hey, I want to change my ink subscription to every 2 months",
            "Hello, I'd like to slow down my printer ink deliveries to every two months, please.",
        ),
        a("I can do that. What's the email on the account?"),
        u(
            "dana.whitfield@outlook.com",
            "its dana.whitfield@outlook.com",
            "Dana.Whitfield@outlook.com - subscription INK-7730-215.",
            "The email is dana.whitfield@outlook.com",
        ),
        a("And the ZIP code the cartridges ship to?"),
        u("97214", "Zip is 97214.", "97214 - same as always", "it's 97214"),
        a(
            "Thanks, I found subscription INK-7730-215: HP 962XL black + tri-colour, monthly, $38.99 per "
            "shipment, next shipment Tuesday 21 May 2024. Every two months from then on?",
            call("find_subscription", {"email": "dana.whitfield@outlook.com", "zip": "97214"}, _INK_SUB),
        ),
        u(
            "Could the 21 May one be skipped too? If not, just change the frequency.",
            "Yes, every two months from the 21st.",
            "yes please. so next one 5/21 and then two months later?",
        ),
        a(
            "Done. The May 21 shipment is already being packed, so it goes out as planned; after that it's July "
            "21, then every two months, at $38.99 per shipment.",
            _INK_UPDATE,
        ),
        stop(
            "No worries, thanks for changing it.",
            "Ok, July 21 after that. Thanks!",
            "Great, appreciate it.",
            "",
        ),
    ),
)

# -- 5. wedding-suit hire (with an opener) -----------------------------------------------------------------------

SUIT = Scenario(
    goal="Get the jacket on your wedding-suit hire changed to a larger size before the fitting.",
    persona="a groom-to-be, a little nervous about the wedding",
    known_facts={
        "order_number": "WSH-18844",
        "wedding_date": "2024-08-24",
        "email": "liam.doherty@gmail.com",
        "new_jacket_size": "42R",
    },
    unknown_facts=["fitting appointment: 2024-08-10", "alteration fee"],
    opener="Hi, I need to change the size on my wedding suit hire.",
    expected=["amend_hire_order"],
)
_SUIT_ORDER = {
    "order": "WSH-18844",
    "wedding_date": "2024-08-24",
    "outfit": "navy three-piece",
    "jacket": "40R",
    "trousers": "34R",
    "fitting": "2024-08-10T11:00",
    "paid": "£189.00",
}
_SUIT_AMEND = call(
    "amend_hire_order",
    {"order_number": "WSH-18844", "jacket": "42R"},
    {"status": "amended", "jacket": "42R", "alteration_fee": "£0.00", "fitting": "2024-08-10T11:00"},
)
SUIT_FLOWS = (
    (
        u("Hi, I need to change the size on my wedding suit hire."),
        a("Congratulations! What's the order number?"),
        u(
            "WSH-18844",
            "It's WSH-18844.",
            "order no. wsh 18844",
            "Sure, WSH-18844 - the wedding is on 24 August.",
        ),
        a(
            "Thanks. I have a navy three-piece for the wedding on Saturday 24 August: jacket 40R, trousers 34R, "
            "£189.00 paid, with a fitting on Saturday 10 August at 11:00. What would you like to change?",
            call("get_hire_order", {"order_number": "WSH-18844"}, _SUIT_ORDER),
        ),
        u(
            "The jacket needs to be a 42R instead of the 40R please.",
            "jacket to 42R please, trousers are fine",
            "Could you switch the jacket from 40R to 42R? The 34R trousers can stay as they are.",
            "I need a 42R jacket - I've been hitting the gym a bit too hard haha",
        ),
        a(
            "Done: the jacket on WSH-18844 is now a 42R, at no extra charge. Your fitting stays on Saturday "
            "10 August at 11:00, when you can try it on.",
            _SUIT_AMEND,
        ),
        stop(
            "Thank you so much, that's a relief!",
            "Great - see you on the 10th at 11. Thanks!",
            "Perfect, thanks.",
            "",
        ),
    ),
    (
        u("Hi, I need to change the size on my wedding suit hire."),
        a("Of course. Can I have the email address on the booking?"),
        u(
            "liam.doherty@gmail.com",
            "It's liam.doherty@gmail.com",
            "liam.doherty@gmail.com - the wedding's 24/08/2024 if that helps",
            "Email: Liam.Doherty@gmail.com",
        ),
        a(
            "Found it: order WSH-18844, navy three-piece, jacket 40R and trousers 34R, for 24 August 2024. The "
            "fitting is booked for 10 August at 11:00. Which size do you need?",
            call("find_hire_order", {"email": "liam.doherty@gmail.com"}, _SUIT_ORDER),
        ),
        u(
            "42R for the jacket.",
            "I need the jacket in a 42R please. Is there a fee for changing it?",
            "Jacket 42R, thanks. Everything else stays the same.",
            "Could I swap the 40R jacket for a 42R? Been eating too much wedding cake at tastings, honestly.",
        ),
        a("No fee for a size change. I've changed the jacket on WSH-18844 to a 42R.", _SUIT_AMEND),
        u(
            "Great. Could I move the fitting to later that day?",
            "Thanks! Is there any chance of a later fitting on the 10th? 11 is a bit early for me.",
            "perfect. can the fitting be in the afternoon instead?",
        ),
        a("I'm afraid 11:00 is the only free fitting slot on 10 August, so I'll leave it as it is."),
        stop(
            "No problem, 11 it is. Thanks for your help!",
            "OK, I'll make it work. Thanks.",
            "fine, thanks anyway",
            "",
        ),
    ),
)

# -- 6. piano-lesson term change ---------------------------------------------------------------------------------

PIANO = Scenario(
    goal="Move your daughter's weekly piano lesson from Tuesday to Thursday for the autumn term.",
    persona="a parent juggling after-school activities",
    known_facts={
        "family_account": "PL-2093",
        "student_name": "Isla Moreno",
        "phone": "+1 (512) 555-0176",
        "email": "carla.moreno@fastmail.com",
    },
    unknown_facts=["Thursday teacher: Mr. Adebayo", "first Thursday lesson date"],
    opener=None,
    expected=["change_lesson_slot"],
)
_PIANO_ENROLMENT = {
    "account": "PL-2093",
    "student": "Isla Moreno",
    "slot": "Tue 16:30",
    "term": "2024-09-09 to 2024-12-13",
    "term_fee": "$420.00",
    "thursday_openings": [
        {"time": "16:00", "teacher": "Mr. Adebayo"},
        {"time": "17:30", "teacher": "Ms. Lindqvist"},
    ],
}
_PIANO_OFFER = (
    "Isla Moreno is booked on Tuesdays at 4:30 pm for the autumn term (9 September to 13 December, $420.00). On "
    "Thursdays I have 4:00 pm with Mr. Adebayo or 5:30 pm with Ms. Lindqvist. Which would suit?"
)
PIANO_FLOWS = (
    (
        u(
            "Hi, I need to move my daughter's piano lesson from Tuesdays to Thursdays this term.",
            "Hello! My daughter's piano lessons are on Tuesdays but that clashes with swim practice now - can we "
            "switch to Thursdays for the autumn term? She really doesn't want to give up either, so I'm hoping "
            "there's a spot.",
            "hi, can my daughter Isla Moreno move her weekly lesson to a Thursday?",
            "Good morning, I'd like to change my daughter's piano lesson day for the autumn term, Tuesday to "
            "Thursday please.",
        ),
        a("I can look into that. What's your family account number?"),
        u("PL-2093", "It's PL-2093.", "Account number is PL 2093, the student is Isla Moreno.", "pl-2093"),
        a(
            _PIANO_OFFER,
            call("get_enrolment", {"family_account": "PL-2093"}, _PIANO_ENROLMENT),
        ),
        u(
            "4pm with Mr. Adebayo please.",
            "The 4:00 one - she'd rather be done early.",
            "Is the fee still $420 if we switch? If so, the 4 pm slot please.",
            "Thursday 4:00 pm please!",
        ),
        a(
            "The term fee stays $420.00. Done: Isla moves to Thursdays at 4:00 pm with Mr. Adebayo, starting "
            "Thursday 12 September.",
            call(
                "change_lesson_slot",
                {"family_account": "PL-2093", "student": "Isla Moreno", "slot": "Thu 16:00"},
                {
                    "status": "changed",
                    "slot": "Thu 16:00",
                    "teacher": "Mr. Adebayo",
                    "first_lesson": "2024-09-12",
                },
            ),
        ),
        stop(
            "Thank you, that's a big help!",
            "Great, Thursday the 12th it is. Thanks!",
            "Perfect, thanks so much.",
            "",
        ),
    ),
    (
        u(
            "Hi, could my daughter's piano lessons move to Thursdays for the autumn term?",
            "hello, need to swap Isla's piano day from tuesday to thursday pls",
            "Hi there - we need to change the day of my daughter's piano lesson. Thursday instead of Tuesday, if "
            "you have anything.",
        ),
        a("Happy to help. Could I have the student's name and the phone number on the account?"),
        u(
            "Isla Moreno, +1 (512) 555-0176",
            "Isla Moreno; phone 512-555-0176",
            "Student: Isla Moreno\nPhone: (512) 555 0176",
            "It's Isla Moreno, and the number is 5125550176.",
        ),
        a(
            _PIANO_OFFER,
            call("find_enrolment", {"student": "Isla Moreno", "phone": "+15125550176"}, _PIANO_ENROLMENT),
        ),
        u(
            "Could she do 5:30 with Ms. Lindqvist? We get home late on Thursdays.",
            "5.30 please",
            "The 5:30 pm slot please - Ms. Lindqvist is fine.",
        ),
        a(
            "Done: Isla moves to Thursdays at 5:30 pm with Ms. Lindqvist from 12 September; the fee stays "
            "$420.00. Shall I email the new timetable?",
            call(
                "change_lesson_slot",
                {"family_account": "PL-2093", "student": "Isla Moreno", "slot": "Thu 17:30"},
                {
                    "status": "changed",
                    "slot": "Thu 17:30",
                    "teacher": "Ms. Lindqvist",
                    "first_lesson": "2024-09-12",
                },
            ),
        ),
        u(
            "Yes please, to carla.moreno@fastmail.com",
            "Yes, carla.moreno@fastmail.com",
            "yes - carla.moreno@fastmail.com thanks",
        ),
        a("Sent to carla.moreno@fastmail.com."),
        stop("Thanks for your help!", "Great, got it. Thank you.", "Lovely, thanks. Bye!", ""),
    ),
)

# -- 7. cat-vaccination appointment (with an opener) -------------------------------------------------------------

CATVAX = Scenario(
    goal="Book your cat Miso in for her yearly booster vaccinations.",
    persona="a first-time cat owner, slightly anxious",
    known_facts={
        "client_number": "VC-66120",
        "pet_name": "Miso",
        "phone": "0412 558 903",
        "pet_date_of_birth": "2019-03-02",
    },
    unknown_facts=["vaccination price", "vet's name: Dr. Priya Raman"],
    opener="Hi, my cat is due for her booster jabs and I'd like to book her in.",
    expected=["book_appointment"],
)
_CAT_PATIENT = {
    "client": "VC-66120",
    "pet": "Miso",
    "species": "cat",
    "born": "2019-03-02",
    "last_vaccination": "2023-07-14",
    "due": "2024-07-14",
    "slots": ["2024-07-16T09:30", "2024-07-17T15:45"],
    "price": "$98.00",
    "vet": "Dr. Priya Raman",
}
_CAT_BOOK = call(
    "book_appointment",
    {"client_number": "VC-66120", "pet": "Miso", "start": "2024-07-17T15:45"},
    {"appointment": "APT-551902", "start": "2024-07-17T15:45", "vet": "Dr. Priya Raman", "price": "$98.00"},
)
CATVAX_FLOWS = (
    (
        u("Hi, my cat is due for her booster jabs and I'd like to book her in."),
        a("Of course! What's your client number, and the pet's name?"),
        u(
            "VC-66120, and her name is Miso.",
            "client no VC66120 - Miso",
            "It's VC-66120. The cat is Miso.",
            "Miso! client number vc-66120",
        ),
        a(
            "Thanks. Miso was last vaccinated on 14 July 2023, so she's due. I have Tuesday 16 July at 9:30 am or "
            "Wednesday 17 July at 3:45 pm with Dr. Priya Raman. The booster is $98.00.",
            call("get_patient", {"client_number": "VC-66120", "pet": "Miso"}, _CAT_PATIENT),
        ),
        u(
            "Wednesday at 3:45 please.",
            "The 17th at 3:45 pm works best.",
            "Could we do Wednesday 17/7 at 15:45? $98 is fine.",
            "Wednesday afternoon please. Should I bring her vaccination card? I think it's somewhere in a drawer.",
        ),
        a(
            "Booked: Wednesday 17 July at 3:45 pm with Dr. Priya Raman, $98.00, appointment APT-551902. If you "
            "have her vaccination card, bring it along.",
            _CAT_BOOK,
        ),
        stop("Thank you! See you Wednesday.", "Great, APT-551902 noted. Thanks!", "thanks so much", ""),
    ),
    (
        u("Hi, my cat is due for her booster jabs and I'd like to book her in."),
        a("Happy to help. Can I have the phone number on your account?"),
        u(
            "0412 558 903",
            "It's 0412 558 903.",
            "Sure - 0412558903. The cat's name is Miso.",
            "+61 412 558 903",
        ),
        a(
            "Thanks. I found Miso (born 2 March 2019), client number VC-66120. She's due her booster; I have "
            "Tuesday 16 July at 9:30 am or Wednesday 17 July at 3:45 pm, $98.00.",
            call("find_patient", {"phone": "0412558903"}, _CAT_PATIENT),
        ),
        u("Tuesday morning please.", "The 9:30 on Tuesday, thanks", "16 July at 9:30 am please"),
        a(
            "Sorry, that slot was just taken by someone else. Wednesday at 3:45 pm is still free. Shall I book it?",
            call(
                "book_appointment",
                {"client_number": "VC-66120", "pet": "Miso", "start": "2024-07-16T09:30"},
                error="SlotUnavailable: 2024-07-16T09:30 was booked by another client",
            ),
        ),
        u(
            "OK, Wednesday at 3:45 then.",
            "Fine, the 17th at 15:45 works.",
            "ah shame - ok, Wednesday please",
            "Yes, book the Wednesday one. I'll leave work early.",
        ),
        a("Booked: Wednesday 17 July at 3:45 pm with Dr. Priya Raman, appointment APT-551902.", _CAT_BOOK),
        stop("Thanks a lot!", "Perfect, thank you. Bye!", "Great, see you on the 17th.", ""),
    ),
)

# -- 8. skip hire ------------------------------------------------------------------------------------------------

SKIP = Scenario(
    goal="Hire a skip for your kitchen refit, placed on your driveway.",
    persona="a DIY-er in the middle of a renovation, practical and brief",
    known_facts={
        "address": "9 Thornfield Avenue, Leeds LS6 2QP",
        "phone": "0113 496 0731",
        "email": "k.nowak@mailbox.org",
        "delivery_date": "2024-10-07",
    },
    unknown_facts=["hire reference: SK-40215", "collection date"],
    opener=None,
    expected=["book_skip"],
)
SKIP_FLOWS = (
    (
        u(
            "Hi, I need a skip for a kitchen refit - it can go on my driveway.",
            "hello, want to hire a skip pls, ripping out a kitchen",
            "Hi there, could I book a skip? We're redoing the kitchen and it'll sit on the drive.",
            "Hi! Need a skip on the driveway for a kitchen renovation. What sizes do you have?",
        ),
        a("Sure. What's the delivery address, and which day would you like it?"),
        u(
            "9 Thornfield Avenue, Leeds LS6 2QP, on Monday 7 October.",
            "It's 9 Thornfield Ave, Leeds, LS6 2QP - 7th of October please.",
            "9 thornfield avenue LS6 2QP, 07/10 if poss",
            "Address is 9 Thornfield Avenue, Leeds LS6 2QP. Delivery on 2024-10-07 please.",
        ),
        a(
            "On Monday 7 October we can deliver between 7:30 am and 12:00. A 4-yard skip is £195.00, a 6-yard "
            "£240.00 and an 8-yard £285.00, each for 14 days. A kitchen refit usually fits a 6-yard skip. Which "
            "would you like?",
            call(
                "check_skip_availability",
                {"postcode": "LS6 2QP", "date": "2024-10-07"},
                {
                    "available": True,
                    "sizes": {"4 yard": "£195.00", "6 yard": "£240.00", "8 yard": "£285.00"},
                    "delivery_window": "07:30-12:00",
                    "hire_days": 14,
                },
            ),
        ),
        u(
            "The 6 yard one please.",
            "6-yard for £240, thanks.",
            "Go with the 6 yard. Is there a charge for it being on my own drive?",
            "I'll take the 6-yarder. Old units, worktops, tiles - should all fit I reckon.",
        ),
        a(
            "No charge for a driveway. Booked: a 6-yard skip on Monday 7 October, 7:30 am to 12:00, collection "
            "by Monday 21 October, £240.00 in total, reference SK-40215. Can I take a phone number for the "
            "driver?",
            call(
                "book_skip",
                {
                    "address": "9 Thornfield Avenue, Leeds LS6 2QP",
                    "size": "6 yard",
                    "date": "2024-10-07",
                    "placement": "driveway",
                },
                {
                    "reference": "SK-40215",
                    "delivery": "2024-10-07 07:30-12:00",
                    "collect_by": "2024-10-21",
                    "total": "£240.00",
                },
            ),
        ),
        u(
            "0113 496 0731",
            "Sure, 0113 496 0731.",
            "It's 01134960731",
            "0113 496 0731 - mobile's off at work",
        ),
        a("Thanks, the driver will ring 0113 496 0731 on the way."),
        stop("Cheers, thanks.", "Great, SK-40215. Thanks!", "Perfect, skip gone by the 21st. Ta!", ""),
    ),
    (
        u(
            "Hi, I'd like to hire a skip for the 7th of October please.",
            "need a skip delivered on 7 Oct - kitchen refit",
            "Hello, could I book a skip for Monday 7th October? It's for a kitchen job and will sit on the "
            "driveway.",
        ),
        a("Sure, what's the postcode?"),
        u("LS6 2QP", "It's LS6 2QP.", "ls6 2qp - 9 Thornfield Avenue", "Postcode is LS6 2QP"),
        a(
            "I'm sorry, LS6 2QP is outside our delivery area, so I can't book a skip there. A local Leeds firm "
            "should be able to help.",
            call(
                "check_skip_availability",
                {"postcode": "LS6 2QP", "date": "2024-10-07"},
                {"available": False, "reason": "outside service area"},
            ),
        ),
        stop(
            "Oh, that's a shame. I'll try someone local, thanks.",
            "ok, thanks for letting me know",
            "Fair enough. Thanks anyway!",
            "",
        ),
    ),
)

# -- 9. bridal-makeup trial --------------------------------------------------------------------------------------

MAKEUP = Scenario(
    goal="Book a bridal-makeup trial about six weeks before your wedding.",
    persona="a bride-to-be, excited and organised",
    known_facts={
        "full_name": "Amara Osei",
        "wedding_date": "2025-05-17",
        "phone": "07911 123456",
        "email": "amara.osei@icloud.com",
    },
    unknown_facts=["trial fee", "makeup artist: Sofia Brandt"],
    opener=None,
    expected=["book_trial"],
)
_MAKEUP_SLOTS = call(
    "get_trial_slots",
    {"wedding_date": "2025-05-17"},
    {
        "slots": ["2025-04-05T10:00", "2025-04-06T14:00"],
        "artist": "Sofia Brandt",
        "trial_fee": "£85.00",
        "deducted_from_package": True,
    },
)
_MAKEUP_OFFER = (
    "Lovely. About six weeks before, I have Saturday 5 April at 10:00 am or Sunday 6 April at 2:00 pm with Sofia "
    "Brandt. The trial is £85.00, which comes off your wedding-day package if you book it. Which suits?"
)
MAKEUP_FLOWS = (
    (
        u(
            "Hi! I'm getting married next spring and would love to book a bridal makeup trial.",
            "Hello, I'd like to book a makeup trial for my wedding please!",
            "hi, bride here :) looking to book a trial about six weeks before the big day",
            "Hi there, could I book a bridal makeup trial? I want to test a look before the wedding.",
        ),
        a("Congratulations! When is the wedding?"),
        u("17 May 2025", "It's Saturday the 17th of May, 2025.", "2025-05-17!", "May 17th 2025 :)"),
        a(_MAKEUP_OFFER, _MAKEUP_SLOTS),
        u(
            "Saturday 5 April at 10 please.",
            "The 5th at 10am would be perfect!",
            "10:00 on the 5th please. Is the £85 paid on the day?",
            "Sat 5th April, 10 am - thank you! I'll bring photos of my dress and a few looks I like.",
        ),
        a(
            "Booked for Saturday 5 April at 10:00 am with Sofia Brandt, reference BT-7219. A £25.00 deposit "
            "secures it and the remaining £60.00 is paid on the day. What's the best phone number to reach you?",
            call(
                "book_trial",
                {"wedding_date": "2025-05-17", "slot": "2025-04-05T10:00"},
                {
                    "booking": "BT-7219",
                    "slot": "2025-04-05T10:00",
                    "deposit": "£25.00",
                    "balance_due": "£60.00",
                },
            ),
        ),
        u("07911 123456", "It's 07911 123456.", "+44 7911 123456", "07911123456 - texts are best"),
        a("Thanks, we'll text you a reminder the day before."),
        stop(
            "Amazing, thank you so much!",
            "Perfect. So £25 now and £60 on the day - got it. Thanks!",
            "Thank you, can't wait!",
            "",
        ),
    ),
    (
        u(
            "Hi, I'm Amara Osei - getting married on 17 May 2025 and I'd love to book a makeup trial about six "
            "weeks before.",
            "Hello! Wedding date is 17/05/2025, could I book a bridal makeup trial?",
            "hiya, my wedding is May 17 2025 and I need a makeup trial booked. what do you have?",
        ),
        a(_MAKEUP_OFFER, _MAKEUP_SLOTS),
        u(
            "The Sunday at 2 works better. Would Sofia Brandt do the wedding morning as well?",
            "Sunday 6 April, 2pm please.",
            "Can I take the 2:00 pm on the 6th? Saturdays are busy for me.",
            "Sunday please!",
        ),
        a(
            "Sofia would do the wedding morning too. Booked: Sunday 6 April at 2:00 pm, reference BT-7220, "
            "£25.00 deposit and £60.00 on the day. Can I have an email for the confirmation?",
            call(
                "book_trial",
                {"wedding_date": "2025-05-17", "slot": "2025-04-06T14:00"},
                {
                    "booking": "BT-7220",
                    "slot": "2025-04-06T14:00",
                    "deposit": "£25.00",
                    "balance_due": "£60.00",
                },
            ),
        ),
        u(
            "amara.osei@icloud.com",
            "Sure, it's amara.osei@icloud.com",
            "Amara.Osei@icloud.com please",
        ),
        a("Sent to amara.osei@icloud.com."),
        stop("Thank you so much!", "Got it - BT-7220. Thanks!", "Lovely, see you on the 6th!", ""),
    ),
)

# -- 10. e-bike battery replacement (with an opener) -------------------------------------------------------------

EBIKE = Scenario(
    goal="Get the battery on your e-bike replaced under warranty.",
    persona="a daily commuter who depends on the bike, a bit frustrated",
    known_facts={
        "serial_number": "EB-2207-6613",
        "order_number": "ORD-559208",
        "purchase_date": "2023-03-18",
        "email": "h.tanaka@protonmail.com",
    },
    unknown_facts=["warranty end date: 2025-03-18", "RMA number"],
    opener="Hello, the battery on my e-bike won't hold a charge any more. Can I get it replaced?",
    expected=["create_battery_rma"],
)
_EBIKE_WARRANTY = {
    "serial": "EB-2207-6613",
    "order": "ORD-559208",
    "model": "Urban 500",
    "purchased": "2023-03-18",
    "warranty_until": "2025-03-18",
    "battery": "36V 13Ah",
    "covered": True,
}
EBIKE_FLOWS = (
    (
        u("Hello, the battery on my e-bike won't hold a charge any more. Can I get it replaced?"),
        a("Sorry to hear that. What's the serial number? It's on a sticker under the bottom bracket."),
        u(
            "EB-2207-6613",
            "It says EB-2207-6613.",
            "eb 2207 6613",
            "Serial is EB-2207-6613. I bought it in March last year.",
        ),
        a(
            "Thanks. That's an Urban 500 bought on 18 March 2023, with the 36V 13Ah battery. It's under warranty "
            "until 18 March 2025, so a replacement is covered. What email should the return label go to?",
            call("check_warranty", {"serial_number": "EB-2207-6613"}, _EBIKE_WARRANTY),
        ),
        u(
            "h.tanaka@protonmail.com",
            "Please send it to h.tanaka@protonmail.com.",
            "h.tanaka@protonmail.com - how long until the new battery arrives? I ride it to work every day.",
            "email: H.Tanaka@protonmail.com",
        ),
        a(
            "I've opened replacement RMA-30418. The new battery ships on Monday 4 November, and the return label "
            "for the old one is on its way to h.tanaka@protonmail.com.",
            call(
                "create_battery_rma",
                {"serial_number": "EB-2207-6613", "email": "h.tanaka@protonmail.com"},
                {"rma": "RMA-30418", "replacement_ships": "2024-11-04", "return_label": "emailed"},
            ),
        ),
        stop(
            "Great, thanks for the quick help.",
            "OK, RMA-30418, ships 4 Nov. Thank you!",
            "Thanks, that's a relief - I need it for work.",
            "",
        ),
    ),
    (
        u("Hello, the battery on my e-bike won't hold a charge any more. Can I get it replaced?"),
        a("I can help. Do you have the order number?"),
        u(
            "ORD-559208",
            "Yes, it's ORD-559208.",
            "order number ORD559208 - bought 18/03/2023",
            "Sure: ORD-559208",
        ),
        a(
            "Thanks. Order ORD-559208 is an Urban 500, serial EB-2207-6613, bought 18 March 2023; the warranty "
            "runs until 18 March 2025. Has the battery been dropped or got wet?",
            call("get_order", {"order_number": "ORD-559208"}, _EBIKE_WARRANTY),
        ),
        u(
            "No, never. It just loses charge after a few kilometres now.",
            "no, it's always been stored indoors and charged inside",
            "Nope - it just died slowly over the last month or so. Used to last the whole week of commuting, now "
            "I'm charging it every evening and it still runs flat on the way home.",
        ),
        a(
            "Thanks. I've created RMA-30418 for a replacement 36V 13Ah battery, shipping 4 November. Where should "
            "I send the return label?",
            call(
                "create_battery_rma",
                {"serial_number": "EB-2207-6613", "reason": "does not hold charge"},
                {"rma": "RMA-30418", "replacement_ships": "2024-11-04", "return_label": "pending email"},
            ),
        ),
        u(
            "h.tanaka@protonmail.com",
            "To h.tanaka@protonmail.com please.",
            "h.tanaka@protonmail.com - thanks for being quick about this",
        ),
        a("Done, the label for RMA-30418 is on its way to h.tanaka@protonmail.com."),
        stop("Thanks, appreciate it.", "Great, got the RMA-30418. Thank you!", "Thank you. Bye.", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("massage", MASSAGE, MASSAGE_FLOWS),
    Domain("kayakrental", KAYAK, KAYAK_FLOWS),
    Domain("lawn", LAWN, LAWN_FLOWS),
    Domain("cartridge", CARTRIDGE, CARTRIDGE_FLOWS),
    Domain("suithire", SUIT, SUIT_FLOWS),
    Domain("pianoterm", PIANO, PIANO_FLOWS),
    Domain("catvax", CATVAX, CATVAX_FLOWS),
    Domain("skip", SKIP, SKIP_FLOWS),
    Domain("makeup", MAKEUP, MAKEUP_FLOWS),
    Domain("ebike", EBIKE, EBIKE_FLOWS),
]


# -- seeded faults: each breaks exactly one rule -----------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "kayakrental",
        0,
        Say(0, "Hi, I returned a kayak I rented last weekend and I still haven't received my deposit."),
        "paraphrase",
    ),
    F(
        "opener",
        "kayakrental",
        1,
        Say(
            0,
            "Hi, I returned a rented kayak last weekend and still haven't got my deposit back. Rental KR-55213.",
        ),
        "opener plus the rental id",
    ),
    F(
        "opener",
        "lawn",
        0,
        Say(0, "Hello, I would like to sign up for a lawn treatment plan for this season."),
        "contraction spelled out",
    ),
    F(
        "opener",
        "lawn",
        1,
        Say(0, "Hi! I'm interested in your lawn care service - can I sign up for this season's treatments?"),
        "reworded",
    ),
    F("opener", "suithire", 0, Say(0, "hi, i need to change the size on my wedding suit hire"), "lower case"),
    F(
        "opener",
        "catvax",
        0,
        Say(0, "Hi, my cat Miso is due for her booster jabs and I'd like to book her in."),
        "the cat's name inserted",
    ),
    F(
        "opener",
        "catvax",
        1,
        Say(0, "Hello! My cat's booster vaccinations are due - could I book an appointment for her?"),
        "reworded",
    ),
    F(
        "opener",
        "ebike",
        0,
        Say(0, "Hello, my e-bike's battery won't hold a charge anymore. Can I get it replaced?"),
        "small rewording",
    ),
    # -- reply_shape: not one user speaking
    F(
        "reply_shape",
        "massage",
        1,
        Say(
            2,
            "<think>The agent offered two slots and I finish work late, so the 7:15 suits me.</think>\n"
            "The 7:15 with Marco works better for me.",
        ),
        "thinking block",
    ),
    F(
        "reply_shape",
        "kayakrental",
        1,
        Say(3, "OK, I'll try again later. Will I need to give my rental ID again?"),
        "a stop that asks (after the tool error)",
    ),
    F(
        "reply_shape",
        "lawn",
        1,
        Say(3, "Yes please, sign me up.\n\nAgent: Great, I'll get that set up for you right away."),
        "second speaker",
    ),
    F(
        "reply_shape",
        "cartridge",
        0,
        Say(
            2,
            "Sounds good - go ahead.\n\n(Staying in character as the customer and not revealing anything I "
            "wasn't given.)",
        ),
        "stage note",
    ),
    F(
        "reply_shape",
        "suithire",
        0,
        Say(2, "Could you switch the jacket to 42R? ###STOP### The trousers can stay as they are."),
        "stop signal mid-text",
    ),
    F(
        "reply_shape",
        "pianoterm",
        0,
        Say(
            2,
            "Is the fee still $420 if we switch? It should be, since it's the same term. The 4 pm slot please.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "skip",
        0,
        Say(
            3,
            "0113 496 0731. That's everything, thanks! Actually, could the driver text rather than call?",
            {"stop_mixed": True},
        ),
        "stop signal mid-text (as LLMSimulatedUser reports it)",
    ),
    F(
        "reply_shape",
        "makeup",
        0,
        Say(2, "Saturday 5 April at 10 please.\nUser: Also, is there parking near the studio?"),
        "user marker",
    ),
    F(
        "reply_shape",
        "ebike",
        1,
        Say(
            2,
            "No, never dropped and never wet. Thank you for your patience! Is there anything else I can help "
            "you with today?",
        ),
        "assistant stock phrase",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "kayakrental",
        0,
        Say(2, "Yes please, refund it to the card ending 4471."),
        "card digits swapped",
    ),
    F(
        "invented_specifics",
        "lawn",
        0,
        Say(3, "Yes please. So five visits at £32 comes to £170 for the season?"),
        "a total worked out wrong",
    ),
    F("invented_specifics", "cartridge", 1, Say(1, "dana.whitfield@gmail.com"), "email domain"),
    F(
        "invented_specifics",
        "suithire",
        0,
        Say(2, "jacket to 42R please. I paid £198 for the hire, is there anything extra to pay?"),
        "amount paid misquoted",
    ),
    F("invented_specifics", "pianoterm", 1, Say(1, "Isla Moreno, +1 (512) 555-0167"), "phone digits swapped"),
    F(
        "invented_specifics",
        "catvax",
        0,
        Say(2, "Wednesday at 3:45 please. I'll pay the $98 with the card ending 6621."),
        "card number",
    ),
    F(
        "invented_specifics",
        "skip",
        0,
        Say(1, "9 Thornfield Avenue, Leeds LS6 2PQ, on Monday 7 October."),
        "postcode letters swapped",
    ),
    F(
        "invented_specifics",
        "makeup",
        0,
        Say(1, "17 May 2025 - and could the trial be on 29 March? That's when my sister visits."),
        "a date nobody gave",
    ),
    F("invented_specifics", "ebike", 1, Say(1, "Yes, it's ORD-559280."), "order digits swapped"),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "massage",
        0,
        Say(2, "Sept 12th please - is Hannah Whitlock working that evening? She did my last massage."),
        "therapist's name",
    ),
    F(
        "unknown_fact",
        "kayakrental",
        0,
        Say(1, "KR-55213. The deposit was $150, I'd like all of it back."),
        "deposit amount",
    ),
    F(
        "unknown_fact",
        "lawn",
        1,
        Say(
            2,
            "27 Birchwood Close, Harrogate HG2 8QT - about 180 square metres. Could the first visit be on the 8th "
            "of April?",
        ),
        "first visit date in another format",
    ),
    F(
        "unknown_fact",
        "cartridge",
        0,
        Say(
            0,
            "Hi, I'd like my cartridges every two months instead of monthly. My next shipment is due on May 21st "
            "- can the change start after that one?",
        ),
        "next shipment date",
    ),
    F(
        "unknown_fact",
        "suithire",
        0,
        Say(1, "WSH-18844. My fitting's on 10 August, so I'd like it sorted before then."),
        "fitting date",
    ),
    F(
        "unknown_fact",
        "pianoterm",
        0,
        Say(1, "PL-2093. Could she have Mr. Adebayo on Thursdays? A friend's son has lessons with him."),
        "teacher's name",
    ),
    F(
        "unknown_fact",
        "skip",
        0,
        Say(
            1,
            "9 Thornfield Avenue, Leeds LS6 2QP, on Monday 7 October, with collection on 21 October please.",
        ),
        "collection date with a value",
    ),
    F(
        "unknown_fact",
        "makeup",
        0,
        Say(0, "Hi! I'd like to book a bridal makeup trial. I know the trial fee is £85, that's fine."),
        "trial fee with a value",
    ),
    F(
        "unknown_fact",
        "ebike",
        0,
        Say(1, "EB-2207-6613. It should still be under warranty until March 2025."),
        "warranty end as month and year",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "massage",
        0,
        Say(
            0,
            "Hi, I'd like to book a sports massage. Member SPM-40718, mobile 07700 914263, email "
            "r.okafor@runmail.co.uk, and I'm hoping for 12 September.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "kayakrental",
        1,
        Say(
            1,
            "tomas.berg@paddlemail.se - rental KR-55213, returned on 16 June, paid with the card ending 4417.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "lawn",
        0,
        Say(
            1,
            "27 Birchwood Close, Harrogate HG2 8QT. The lawn's about 180 square metres, and you can reach me on "
            "01423 557190 or j.pemberton@btinternet.com.",
        ),
        "asked for the address, gives three more",
    ),
    F(
        "data_dump",
        "cartridge",
        0,
        Say(
            1,
            "- Subscription: INK-7730-215\n- Printer: OfficeJet Pro 9015e\n- Email: dana.whitfield@outlook.com\n"
            "- ZIP: 97214",
        ),
        "a list of facts",
    ),
    F(
        "data_dump",
        "suithire",
        1,
        Say(
            1,
            "liam.doherty@gmail.com. The order is WSH-18844, the wedding is on 24 August 2024 and I need the "
            "jacket in a 42R.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "pianoterm",
        0,
        Say(
            0,
            "Hi, I'd like to move Isla Moreno's piano lesson from Tuesday to Thursday. Account PL-2093, phone "
            "(512) 555-0176, email carla.moreno@fastmail.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "skip",
        1,
        Say(
            0,
            "Hi, can I get a skip delivered on 7 October for a kitchen refit?\n\nThanks,\n9 Thornfield Avenue, "
            "Leeds LS6 2QP\n0113 496 0731\nk.nowak@mailbox.org",
        ),
        "a signature block",
    ),
    F(
        "data_dump",
        "makeup",
        0,
        Say(
            0,
            "Hi! I'm Amara Osei, getting married on 17 May 2025. Phone 07911 123456, email amara.osei@icloud.com "
            "- I'd love to book a makeup trial.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "ebike",
        1,
        Say(
            1,
            "ORD-559208. The serial is EB-2207-6613, I bought it on 18 March 2023, and my email is "
            "h.tanaka@protonmail.com.",
        ),
        "asked for the order, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "massage",
        0,
        StopAt(6, "Let me check my training plan first and I'll get back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "kayakrental",
        0,
        StopAt(4, "Ok good, at least it passed inspection. Thanks!"),
        "after the lookup",
    ),
    F("premature_stop", "lawn", 1, StopAt(6, ""), "silent stop after the quote"),
    F(
        "premature_stop",
        "cartridge",
        0,
        StopAt(4, "Yes please go ahead, thanks a lot! Bye."),
        "says yes, then leaves before the change",
    ),
    F(
        "premature_stop",
        "suithire",
        1,
        StopAt(4, "Great, that's all I needed to know, thanks!"),
        "after the lookup",
    ),
    F(
        "premature_stop",
        "pianoterm",
        0,
        StopAt(4, "I'll have to check with Isla which one she prefers. Bye for now!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "skip",
        0,
        StopAt(4, "Hmm, pricier than I thought. I'll have a think, cheers."),
        "after the prices",
    ),
    F(
        "premature_stop",
        "makeup",
        1,
        StopAt(2, "Both look good, I'll check with my maid of honour and come back to you!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "ebike",
        1,
        StopAt(4, "No. Honestly I'll just take it to a bike shop. Bye."),
        "gives up after a question",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "massage", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "kayakrental", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "lawn", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "cartridge", 1, meta(0, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "catvax",
        0,
        meta(1, prompt_missing=["known_facts.client_number", "known_facts.pet_name"]),
        "two known facts",
    ),
    F("persona_sent", "skip", 1, meta(1, prompt_missing=["persona", "goal"]), "persona and goal"),
    F(
        "persona_sent",
        "makeup",
        0,
        meta(0, prompt_missing=["persona", "known_facts.phone"]),
        "persona and a known fact",
    ),
    F("persona_sent", "ebike", 0, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
]
