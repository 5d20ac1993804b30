"""Blind fidelity set 7, part L: ten customer-service scenarios with hand-written flows, and 61 seeded faults.

Written by a helper session (an AI assistant started for this one task) before any run of the guards on it, and
without reading their implementation. What was read: the guide's "Simulator fidelity: guards, faults, valid
trials" section of ``docs/guides/simulate.md`` and the section after it, ``check_fidelity``'s docstring, the
first blind set's framework (``tests/_fidelity_blind.py``: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``),
the step helpers and one worked domain of ``tests/_fidelity_blind_domains.py`` (plus its car-rental domain, to
see how an opener is written), the first lines of ``tests/_fidelity_blind_domains2.py`` (its imports) and the
``Case`` entry format of ``tests/_fidelity_corpus.py``. The other half of set 7 was not read.

Ten scenarios that reuse none of the earlier domains (kayak tour, notary appointment, bus-pass refund, minibar
charge, kitchen quote, DNA-kit return, art class, club freeze, snow-plough contract, trampoline party), five with
an opener. Every user turn lists alternatives, all of them clean by the definitions: the opener word for word,
one speaker, at most two known facts volunteered per turn before the agent asks for them, no unknown fact before
the agent says it, only specifics from the scenario, an earlier message or a tool result (or worked out from
them: sums, differences, other formats), and a stop only after the expected write ran, or after the agent failed
(a tool error) or refused. The clean turns restate facts in their own formats, quote ids, amounts and dates
back, ask follow-ups, make typos and close politely.

``FAULTS`` breaks exactly one of those rules per entry, labelled with the guard that should catch it: opener 8,
reply_shape 9, invented_specifics 9, unknown_fact 9, data_dump 9, premature_stop 9, persona_sent 8.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. kayak tour booking (with an opener) ----------------------------------------------------------------------

KAYAK_OPENER = "Hi! Do you still have space on the sunset kayak tour this Saturday?"
KAYAK = Scenario(
    goal="Book the sunset kayak tour on Saturday, June 14 for you and your partner (two people) and pay the "
    "deposit by card.",
    persona="a weekend adventurer, cheerful and chatty",
    known_facts={
        "full_name": "Dana Okafor",
        "email": "dana.okafor@proton.me",
        "phone": "+1 (503) 555-0172",
        "card_last4": "4417",
    },
    unknown_facts=["booking reference: KY-30581", "guide's name"],
    opener=KAYAK_OPENER,
    expected=["book_tour"],
)
_KAYAK_AVAIL = call(
    "check_availability",
    {"tour": "sunset", "date": "2025-06-14"},
    {
        "tour_id": "SUN-0614",
        "date": "2025-06-14",
        "start": "19:30",
        "spots_left": 5,
        "price_per_person": 65.0,
        "deposit_per_person": 20.0,
    },
)
_KAYAK_BOOK = call(
    "book_tour",
    {
        "tour_id": "SUN-0614",
        "people": 2,
        "name": "Dana Okafor",
        "email": "dana.okafor@proton.me",
        "card_last4": "4417",
    },
    {
        "booking": "KY-30581",
        "deposit_charged": 40.0,
        "balance_due": 90.0,
        "meet_at": "2025-06-14T19:00",
        "guide": "Marco",
    },
)
_KAYAK_BOOK_FAILED = call(
    "book_tour",
    {"tour_id": "SUN-0614", "people": 2, "name": "Dana Okafor", "phone": "+1 (503) 555-0172"},
    error="503 Service Unavailable: reservation backend timed out",
)
KAYAK_FLOWS = (
    (
        u(KAYAK_OPENER),
        a(
            "Let me check... Yes! The Sunset Paddle on Saturday, June 14 starts at 7:30 pm and has 5 spots left. "
            "It's $65 per person, with a $20 per person deposit due now. How many people, and whose name should "
            "the booking be under?",
            _KAYAK_AVAIL,
        ),
        u(
            "Two people, me and my partner. Please put it under Dana Okafor.",
            "2 of us! Name is Dana Okafor",
            "Just the two of us - so $130 in total and a $40 deposit today, right? Booking name Dana Okafor.",
            "Perfect, 7:30 on the 14th works. It's for two, under Dana Okafor :)",
        ),
        a(
            "Thanks, Dana. That's $130.00 in total for two, $40.00 deposit today. What email should I send the confirmation to?"
        ),
        u(
            "dana.okafor@proton.me",
            "Please send it to Dana.Okafor@proton.me",
            "dana.okafor@proton.me - you can also text me at +1 (503) 555-0172 if the weather changes anything",
            "sure, its dana.okafor@proton.me",
        ),
        a("Got it. And the last four digits of the card for the deposit?"),
        u("4417", "Card ending in 4417.", "It's the Visa ending 4417", "last four are 4-4-1-7"),
        a(
            "You're booked! Reference KY-30581: 2 people on the Sunset Paddle, Saturday June 14. I charged the "
            "$40.00 deposit to the card ending 4417; the remaining $90.00 is due at check-in. Please be at the dock "
            "by 7:00 pm; your guide is Marco.",
            _KAYAK_BOOK,
        ),
        u(
            "Amazing, thank you! Do we need to bring anything?",
            "Great - KY-30581, noted. Should we bring our own life jackets?",
            "Thanks!! 7pm at the dock, got it. Can we pay the $90 balance by card at check-in?",
            "awesome. what happens if it rains on the 14th?",
        ),
        a(
            "Life jackets and paddles are provided; bring water and clothes that can get wet. The balance can be "
            "paid by card, and if we cancel for weather you get a full refund or a new date."
        ),
        stop(
            "Perfect, thanks so much!", "Sounds great. See you Saturday!", "Thank you, have a lovely day", ""
        ),
    ),
    (
        u(KAYAK_OPENER),
        a("Hi! Which Saturday do you mean, and for how many people?"),
        u(
            "This Saturday, June 14 - two people.",
            "the 14th of June, for me and my partner, so 2",
            "Saturday 6/14, party of two please",
            "June 14th! two adults",
        ),
        a(
            "There are 5 spots left on the Sunset Paddle on June 14 at 7:30 pm, $65.00 per person. To hold two "
            "spots I need a name and a phone number.",
            _KAYAK_AVAIL,
        ),
        u(
            "Dana Okafor, +1 (503) 555-0172",
            "Name: Dana Okafor\nPhone: 503-555-0172",
            "Sure, Dana Okafor, and my cell is (503) 555 0172.",
            "dana okafor, 5035550172",
        ),
        a("Thanks. Which card should I charge the $40.00 deposit to? The last four digits are enough."),
        u(
            "The one ending in 4417.",
            "4417 please",
            "Card ending 4417. So the other $90 is paid on the day?",
        ),
        a(
            "Yes, the $90.00 balance is paid on the day. I tried to place the booking, but our reservation system "
            "returned an error, so nothing was booked or charged. I'm sorry - please try again in an hour or call "
            "the dock directly.",
            _KAYAK_BOOK_FAILED,
        ),
        stop(
            "Oh no. Ok, I'll try again later, thanks.",
            "That's annoying, but ok. I'll call the dock. Thanks for trying.",
            "Alright, thanks anyway.",
            "",
        ),
    ),
)

# -- 2. notary appointment ---------------------------------------------------------------------------------------

NOTARY = Scenario(
    goal="Book an appointment with a notary to notarize a power-of-attorney form for your mother, ideally on "
    "Thursday, March 13 in the afternoon.",
    persona="a nurse who works night shifts, brief and practical",
    known_facts={
        "full_name": "Priya Raman",
        "phone": "612-555-0139",
        "email": "priya.raman@gmail.com",
        "drivers_license": "D412-7785-0931",
    },
    unknown_facts=["notary fee: $25.00", "appointment number"],
    expected=["book_appointment"],
)
_NOTARY_SLOTS = call(
    "find_slots",
    {"service": "notary", "date": "2025-03-13"},
    {
        "date": "2025-03-13",
        "slots": ["14:00", "15:30", "16:15"],
        "office": "Suite 204, 88 Hennepin Ave",
        "fee_per_document": 25.0,
    },
)
_NOTARY_BOOK = call(
    "book_appointment",
    {"date": "2025-03-13", "time": "15:30", "name": "Priya Raman", "phone": "612-555-0139"},
    {
        "appointment": "NT-77120",
        "when": "2025-03-13T15:30",
        "office": "Suite 204, 88 Hennepin Ave",
        "fee": 25.0,
    },
)
_NOTARY_BOOK_EARLY = call(
    "book_appointment",
    {"date": "2025-03-13", "time": "14:00", "name": "Priya Raman", "email": "priya.raman@gmail.com"},
    {
        "appointment": "NT-77131",
        "when": "2025-03-13T14:00",
        "office": "Suite 204, 88 Hennepin Ave",
        "fee": 25.0,
    },
)
NOTARY_FLOWS = (
    (
        u(
            "Hi, I need to get a power of attorney form notarized for my mom. Do you have anything Thursday "
            "afternoon, March 13?",
            "Hello - I'd like to book a notary for a power-of-attorney document. Thursday the 13th in the "
            "afternoon would be ideal.",
            "hi, need a notary appointment for a POA form (for my mother). thursday 3/13 pm if possible",
            "Good afternoon. Could I book a notary appointment? It's to notarize a power of attorney for my "
            "mother, preferably Thursday, March 13, afternoon.",
        ),
        a(
            "Sure. On Thursday, March 13 we have 2:00 pm, 3:30 pm and 4:15 pm at our office, Suite 204, 88 "
            "Hennepin Ave. Which time suits you?",
            _NOTARY_SLOTS,
        ),
        u(
            "3:30 please.",
            "The 3:30 slot works best for me, I'm off shift by then.",
            "Let's do 3:30pm. Is that at Suite 204?",
            "4:15 would be tight, so 3:30 pm",
        ),
        a(
            "3:30 pm it is, at Suite 204, 88 Hennepin Ave. What's your full name and a phone number we can reach "
            "you on?"
        ),
        u(
            "Priya Raman, 612-555-0139.",
            "Priya Raman. Phone is (612) 555-0139",
            "name: Priya Raman / phone: 6125550139",
            "It's Priya Raman - best number is 612 555 0139, I may not pick up during the day though.",
        ),
        a(
            "Thanks, Priya. The notary will need to see a photo ID. Could you give me the ID number so we can note "
            "it on the appointment?"
        ),
        u(
            "Driver's license D412-7785-0931.",
            "D412-7785-0931 (driver's license)",
            "Sure, my license number is D41277850931.",
            "It's my driver's licence: D412 7785 0931. Should my mom come too?",
        ),
        a(
            "Noted. Your mother must be present to sign in front of the notary. Appointment NT-77120 is booked for "
            "Thursday, March 13 at 3:30 pm; the fee is $25.00 per document, paid on the day.",
            _NOTARY_BOOK,
        ),
        u(
            "Thank you. NT-77120, 3:30 on Thursday - got it.",
            "Great, thanks. Can I pay the $25 by card?",
            "perfect. does she need to bring her ID too?",
        ),
        a("Card is fine, and yes, your mother should bring a photo ID as well."),
        stop("Thanks, that's everything.", "Great, see you Thursday. Bye!", "Thank you for your help!", ""),
    ),
    (
        u(
            "Hi, can I book a notary appointment? I have a power of attorney form for my mother to notarize.",
            "Hello, I need something notarized - a power of attorney for my mom. Afternoons are best, ideally "
            "Thursday.",
            "hi there, looking to get a POA notarized, thursday afternoon if you have it",
        ),
        a("Happy to help. May I have your name and email to start the booking?"),
        u(
            "Priya Raman, priya.raman@gmail.com",
            "Sure - Priya Raman. Email: Priya.Raman@gmail.com",
            "It's Priya Raman and my email is priya.raman@gmail.com. My number is 612-555-0139 if that's easier.",
        ),
        a(
            "Thanks. For Thursday, March 13 I have 2:00, 3:30 or 4:15 pm at Suite 204, 88 Hennepin Ave. The notary "
            "fee is $25.00 per document.",
            _NOTARY_SLOTS,
        ),
        u(
            "2:00 pm works.",
            "I'll take the 2 o'clock.",
            "2pm on the 13th please. $25 is fine.",
            "Hmm, 2:00 I think - I need to sleep before my night shift.",
        ),
        a(
            "Booked: Thursday, March 13 at 2:00 pm, appointment NT-77131. Please bring a photo ID, and your mother "
            "needs to be there to sign.",
            _NOTARY_BOOK_EARLY,
        ),
        stop("Perfect, thank you!", "Got it, NT-77131. Thanks a lot.", "great thx", ""),
    ),
)

# -- 3. bus-pass refund ------------------------------------------------------------------------------------------

BUSPASS = Scenario(
    goal="You're moving out of the city; get a refund for the unused days of your April monthly bus pass (you "
    "won't ride after April 10).",
    persona=None,
    known_facts={
        "pass_number": "BP-2204-8861",
        "email": "tom.gallagher@outlook.com",
        "purchase_amount": "$96.00",
        "purchase_date": "2025-04-01",
    },
    unknown_facts=["refund amount: $62.40", "processing time"],
    expected=["refund_pass"],
)
_BUS_PASS = call(
    "get_pass",
    {"pass_number": "BP-2204-8861"},
    {
        "pass": "BP-2204-8861",
        "type": "Monthly Adult",
        "valid_from": "2025-04-01",
        "valid_to": "2025-04-30",
        "price": 96.0,
        "last_tap": "2025-04-10",
    },
)
_BUS_REFUND = call(
    "refund_pass",
    {"pass_number": "BP-2204-8861", "last_day": "2025-04-10"},
    {
        "refund_id": "RF-55019",
        "amount": 62.4,
        "admin_fee": 1.6,
        "method": "original card",
        "eta_business_days": 5,
    },
)
BUSPASS_FLOWS = (
    (
        u(
            "Hi, I'm moving away and won't need my monthly bus pass after April 10. Can I get a refund for the "
            "rest of the month?",
            "Hello, I'd like a partial refund on my April bus pass - I'm leaving the city and my last ride is the "
            "10th.",
            "hey, moving out of town, can i get money back for the unused part of my monthly pass? won't use it "
            "after 4/10",
            "Hi there! Is it possible to refund the unused days on a monthly pass? I'm relocating, the last day "
            "I'll ride is April 10th.",
        ),
        a(
            "Sorry to see you go! Yes, unused full days can be refunded. What's the pass number? It's printed on the back of the card."
        ),
        u(
            "BP-2204-8861",
            "It's BP-2204-8861.",
            "The number on the back says BP 2204 8861",
            "bp-2204-8861, I bought it on April 1 for $96",
        ),
        a(
            "Thanks. That's a Monthly Adult pass, valid April 1 to April 30, 2025, price $96.00, last used on April "
            "10. The 20 unused days are refunded at $3.20 a day, which is $64.00, minus a $1.60 admin fee: $62.40 "
            "back to your original card. Shall I go ahead?",
            _BUS_PASS,
        ),
        u(
            "Yes, please go ahead.",
            "Yes - $62.40 is fine, please process it.",
            "ok so 64 minus 1.60, makes sense. Go ahead",
            "Yes please. How long does it take to show up on my card?",
        ),
        a(
            "Done: refund RF-55019 for $62.40 to your original card. It takes up to 5 business days. I'll also "
            "email a receipt - what's the best address?",
            _BUS_REFUND,
        ),
        u(
            "tom.gallagher@outlook.com",
            "Please send it to tom.gallagher@outlook.com, thanks",
            "Tom.Gallagher@outlook.com",
        ),
        a("Receipt sent to tom.gallagher@outlook.com."),
        stop(
            "Thanks for making this easy!",
            "Great, thank you. Bye",
            "Perfect - RF-55019, 5 business days. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, I need a refund on my bus pass. I bought the April monthly pass on 2025-04-01 but I'm moving "
            "after the 10th.",
            "Hi, I'd like to return my monthly pass for a partial refund; I'm moving out of the city. I paid $96.00 "
            "for it.",
            "hi, can you refund part of my monthly bus pass? moving away, won't ride after april 10",
        ),
        a(
            "I can help with that. Please give me the pass number and the email address on your transit account."
        ),
        u(
            "Pass BP-2204-8861, email tom.gallagher@outlook.com",
            "BP-2204-8861 / tom.gallagher@outlook.com",
            "Sure:\n- pass number: BP-2204-8861\n- email: tom.gallagher@outlook.com",
            "its BP22048861 and tom.gallagher@outlook.com",
        ),
        a(
            "Found it: Monthly Adult, April 1-30, $96.00, last tap April 10. You'd get back $62.40 (20 unused days "
            "at $3.20 = $64.00, less the $1.60 admin fee). Refund it to the card you paid with?",
            _BUS_PASS,
        ),
        u(
            "Yes, the same card is fine.",
            "Yes please, refund the $62.40 to that card.",
            "Sure. Just to check, the 20 days are April 11 through 30, right?",
            "yep, original card. thanks for explaining the math",
        ),
        a(
            "Correct, April 11-30. Refund RF-55019 of $62.40 is on its way; allow up to 5 business days.",
            _BUS_REFUND,
        ),
        stop("Thank you!", "Great, thanks for the help.", "Appreciate it, bye!", ""),
    ),
)

# -- 4. hotel minibar charge dispute (with an opener) ------------------------------------------------------------

MINIBAR_OPENER = "Hello, I was charged for minibar items I never touched. Can you remove the charge?"
MINIBAR = Scenario(
    goal="Get the minibar charge removed from the bill of your recent hotel stay; you never opened the minibar.",
    persona="a Swedish business traveller, polite but firm, writes slightly formal English",
    known_facts={
        "confirmation_number": "HX-7730215",
        "last_name": "Lindqvist",
        "room_number": "512",
        "check_out_date": "2025-02-18",
        "email": "e.lindqvist@telia.se",
    },
    unknown_facts=["minibar charge amount: $38.50", "folio number"],
    opener=MINIBAR_OPENER,
    expected=["remove_charge"],
)
_MINI_FOLIO = call(
    "get_folio",
    {"confirmation": "HX-7730215", "last_name": "Lindqvist"},
    {
        "folio": "F-0091844",
        "room": "512",
        "check_in": "2025-02-16",
        "check_out": "2025-02-18",
        "minibar": [{"item": "Toblerone 100g", "amount": 9.5}, {"item": "Prosecco 375ml", "amount": 29.0}],
        "minibar_total": 38.5,
        "card_last4": "0268",
    },
)
_MINI_REMOVE = call(
    "remove_charge",
    {"folio": "F-0091844", "category": "minibar", "amount": 38.5},
    {"status": "reversed", "credit": 38.5, "card_last4": "0268", "visible_by": "2025-02-25"},
)
MINIBAR_FLOWS = (
    (
        u(MINIBAR_OPENER),
        a(
            "I'm sorry about that. Could you give me your confirmation number and the last name on the reservation?"
        ),
        u(
            "Of course. The confirmation number is HX-7730215 and the last name is Lindqvist.",
            "HX-7730215, Lindqvist.",
            "Confirmation HX7730215, surname Lindqvist. I stayed in room 512.",
            "It is HX-7730215 - Lindqvist (L-I-N-D-Q-V-I-S-T).",
        ),
        a(
            "Thank you, Mr. Lindqvist. I see your stay in room 512 from February 16 to 18. Folio F-0091844 shows "
            "two minibar items: a Toblerone for $9.50 and a Prosecco for $29.00, $38.50 in total, charged to the "
            "card ending 0268.",
            _MINI_FOLIO,
        ),
        u(
            "I did not take either of them. I never opened the minibar during my stay. Please remove the $38.50.",
            "Neither item was consumed by me. I would like both removed, so $38.50 in total.",
            "That is not correct, I didn't drink any Prosecco and I don't eat Toblerone. Please take off the whole "
            "$38.50.",
            "I never opened it, not once in those two nights. Please reverse both charges.",
        ),
        a(
            "Understood. I've removed the $38.50 minibar charge from folio F-0091844. The credit will be visible on "
            "the card ending 0268 by February 25.",
            _MINI_REMOVE,
        ),
        u(
            "Thank you. Will I receive an updated invoice by email?",
            "Thank you very much. Could you send the corrected folio to e.lindqvist@telia.se?",
            "Good. So the credit of 38.50 dollars appears by 25 February?",
        ),
        a(
            "Yes, the corrected folio will be emailed to the address on your reservation, and the credit shows by February 25."
        ),
        stop(
            "Thank you for your help. Goodbye.",
            "Excellent, that resolves it. Thank you.",
            "Thanks, have a nice day.",
            "",
        ),
    ),
    (
        u(MINIBAR_OPENER),
        a("I can look into it. What was the room number and the date you checked out?"),
        u(
            "Room 512, I checked out on 18 February.",
            "It was room 512; check-out was 2025-02-18.",
            "512. Check out Feb 18.",
            "Room 512 and I left on Tuesday the 18th.",
        ),
        a("Thank you. To find the folio, I also need the last name on the booking."),
        u(
            "Lindqvist.",
            "The name is Lindqvist.",
            "Lindqvist - the confirmation number was HX-7730215 if that helps.",
        ),
        a(
            "Found it: folio F-0091844, two minibar items totalling $38.50 (Toblerone $9.50, Prosecco $29.00). Do "
            "you want me to dispute both?",
            _MINI_FOLIO,
        ),
        u(
            "Yes, both. I did not use the minibar at all.",
            "Both, please. I don't drink alcohol, so the Prosecco is certainly a mistake.",
            "Yes please, the full $38.50. 9.50 plus 29, both wrong.",
        ),
        a(
            "Done, both items are removed and $38.50 will be credited to your card ending 0268 by February 25.",
            _MINI_REMOVE,
        ),
        stop("Thank you, that is all.", "Very good, thank you for your quick help.", "Thanks!", ""),
    ),
)

# -- 5. kitchen-remodel quote ------------------------------------------------------------------------------------

KITCHEN = Scenario(
    goal="Get a written quote for remodelling your kitchen (about 14 square metres: new cabinets and quartz "
    "countertops) and book the free in-home measuring visit.",
    persona="a first-time homeowner, excited and full of questions",
    known_facts={
        "address": "27 Birchwood Crescent, Leeds LS6 2QT",
        "phone": "07700 900418",
        "email": "jo.whitfield@btinternet.com",
        "budget": "£18,000",
    },
    unknown_facts=["quote number: QK-4471", "estimated cost"],
    expected=["create_quote"],
)
_KITCHEN_AREA = call(
    "check_service_area",
    {"postcode": "LS6 2QT"},
    {
        "covered": True,
        "branch": "Leeds North",
        "measure_slots": ["2025-05-06T10:00", "2025-05-08T16:00"],
        "typical_range_gbp": [14500, 21000],
    },
)
_KITCHEN_QUOTE = call(
    "create_quote",
    {
        "postcode": "LS6 2QT",
        "area_m2": 14,
        "items": ["cabinets", "quartz countertops"],
        "visit": "2025-05-08T16:00",
        "email": "jo.whitfield@btinternet.com",
    },
    {"quote": "QK-4471", "status": "draft", "visit": "2025-05-08T16:00", "valid_until": "2025-06-08"},
)
KITCHEN_FLOWS = (
    (
        u(
            "Hi! We just bought our first house and I'd love a quote to redo the kitchen - new cabinets and quartz "
            "worktops, it's about 14 square metres.",
            "Hello, I'm looking for a quote for a kitchen remodel: cabinets plus quartz countertops, roughly 14 m².",
            "hi, can i get a quote for a new kitchen? around 14 sq m, want new cabinets and quartz counters",
            "Good morning! Could you quote me for remodelling a kitchen of about 14 square metres? New cabinets and "
            "quartz countertops. Also, do you do the measuring?",
        ),
        a(
            "Congratulations on the house! Yes, we measure for free at your home. What's the postcode of the property?"
        ),
        u(
            "LS6 2QT",
            "It's LS6 2QT, in Leeds.",
            "The address is 27 Birchwood Crescent, Leeds LS6 2QT.",
            "postcode ls6 2qt",
        ),
        a(
            "Good news, LS6 2QT is covered by our Leeds North branch. For a 14 m² kitchen with new cabinets and "
            "quartz, projects usually come to £14,500-£21,000. I can measure on Tuesday, May 6 at 10:00 or "
            "Thursday, May 8 at 16:00. Which suits you?",
            _KITCHEN_AREA,
        ),
        u(
            "Thursday the 8th at 4pm, please. Our budget is £18,000, so hopefully we land in the middle of that "
            "range!",
            "May 8 at 16:00 works.",
            "The Tuesday morning is tricky, so Thursday 8 May, 4 pm please.",
            "thursday 4pm. is the £14,500 including fitting?",
        ),
        a(
            "Fitting is included in that range. Thursday, May 8 at 16:00 it is. What's the full address and a phone number for the surveyor?"
        ),
        u(
            "27 Birchwood Crescent, Leeds LS6 2QT. Phone 07700 900418.",
            "Address: 27 Birchwood Crescent, LS6 2QT\nMobile: 07700900418",
            "It's 27 Birchwood Crescent - mobile 07700 900 418. Please ring before coming, we have a dog!",
            "27 Birchwood Cres, Leeds. my number is +44 7700 900418",
        ),
        a("Thanks. Last thing: which email should the written quote go to?"),
        u(
            "jo.whitfield@btinternet.com",
            "Please email it to jo.whitfield@btinternet.com.",
            "Jo.Whitfield@btinternet.com - thank you!",
        ),
        a(
            "All set. Quote QK-4471 is created and the surveyor comes on Thursday, May 8 at 16:00. The written quote "
            "will be emailed after the visit and is valid until June 8.",
            _KITCHEN_QUOTE,
        ),
        stop(
            "Brilliant, thank you so much!",
            "Lovely - QK-4471, Thursday at 4. Thanks!",
            "Great, that's all I needed. Cheers",
            "",
        ),
    ),
    (
        u(
            "Hello! I'd like to get a kitchen remodel quoted. About 14 square metres, we want new cabinets and "
            "quartz countertops.",
            "hi there, looking for a kitchen renovation quote (new cabinets, quartz tops), room is approx 14 m2. "
            "do you come out to measure?",
            "Hi, could someone give me a written quote for a new kitchen? Cabinets and quartz countertops, around "
            "14 square metres.",
        ),
        a("Happy to help. Can I take your email address first, in case we get cut off?"),
        u(
            "jo.whitfield@btinternet.com",
            "Sure, it's jo.whitfield@btinternet.com",
            "jo.whitfield@btinternet.com - and my phone is 07700 900418",
        ),
        a("Thanks. And the address of the property?"),
        u(
            "27 Birchwood Crescent, Leeds LS6 2QT",
            "27 Birchwood Crescent, LS6 2QT.",
            "It's 27 Birchwood Crescent in Leeds, postcode LS6 2QT.",
        ),
        a(
            "We cover LS6 2QT from our Leeds North branch. Kitchens like yours usually cost £14,500 to £21,000 "
            "fitted. The surveyor can measure on Tuesday, May 6 at 10:00 or Thursday, May 8 at 16:00.",
            _KITCHEN_AREA,
        ),
        u(
            "Thursday the 8th at 16:00 please.",
            "The 8th, 4 pm, is perfect. We're hoping to stay under £18,000.",
            "Thursday works. That range is a bit more than I hoped but fine.",
            "Can we do Thursday May 8? 4pm is great.",
        ),
        a(
            "Booked. Your quote reference is QK-4471 and the surveyor visits on Thursday, May 8 at 16:00.",
            _KITCHEN_QUOTE,
        ),
        u(
            "Thanks! What will the surveyor need from us?",
            "Great. Do I need to clear the cupboards before the visit?",
            "Perfect. QK-4471 noted. Can I change the date later if I need to?",
        ),
        a(
            "Nothing special: just access to the kitchen for about an hour. You can reschedule by replying to the confirmation email."
        ),
        stop("Brilliant, thanks for your help!", "Ok, thank you. Bye!", "Super, thanks.", ""),
    ),
)

# -- 6. DNA test kit return (with an opener) ---------------------------------------------------------------------

DNAKIT_OPENER = "Hi, I'd like to return a DNA test kit I haven't opened."
DNAKIT = Scenario(
    goal="Return the unopened DNA test kit you ordered in January and get your money back; you changed your mind "
    "about genetic testing.",
    persona="a privacy-conscious retiree, polite and a little wary",
    known_facts={
        "order_number": "GX-1048-2276",
        "email": "h.moreau@laposte.net",
        "kit_serial": "KIT 88 4021 7735",
        "order_date": "2025-01-03",
        "price_paid": "$89.00",
    },
    unknown_facts=["return authorization: RMA-660914"],
    opener=DNAKIT_OPENER,
    expected=["create_return"],
)
_DNA_ORDER = call(
    "get_order",
    {"order": "GX-1048-2276"},
    {
        "order": "GX-1048-2276",
        "item": "AncestryPlus DNA kit",
        "ordered": "2025-01-03",
        "paid": 89.0,
        "return_window_ends": "2025-02-02",
        "kit_activated": False,
    },
)
_DNA_RETURN = call(
    "create_return",
    {"order": "GX-1048-2276", "reason": "changed mind", "unopened": True},
    {
        "rma": "RMA-660914",
        "refund": 89.0,
        "label_emailed_to": "h.moreau@laposte.net",
        "ship_by": "2025-01-31",
    },
)
DNAKIT_FLOWS = (
    (
        u(DNAKIT_OPENER),
        a("No problem. What's the order number?"),
        u(
            "GX-1048-2276",
            "It is GX-1048-2276.",
            "The order number is gx-1048-2276, I placed it on January 3rd.",
            "Order GX 1048 2276",
        ),
        a(
            "Thanks. That's the AncestryPlus DNA kit ordered on January 3, 2025 for $89.00; it has not been "
            "activated, and the return window is open until February 2. Can you read me the serial number on the "
            "box, so I know it's the unopened one?",
            _DNA_ORDER,
        ),
        u(
            "The serial is KIT 88 4021 7735.",
            "KIT 88 4021 7735 - the box is still sealed.",
            "It says KIT8840217735 on the side.",
            "Yes: KIT 88 4021 7735",
        ),
        a(
            "Thank you. Return RMA-660914 is created. A prepaid label has been emailed to h.moreau@laposte.net; "
            "please ship it by January 31. You'll get the full $89.00 back once it arrives.",
            _DNA_RETURN,
        ),
        u(
            "Thank you. And no sample data of mine will be stored anywhere, correct?",
            "Good. Will the $89.00 go back on the card I used?",
            "Thanks - so ship by Friday the 31st, RMA-660914.",
            "I got the email, thank you. Do I need to write the RMA on the box?",
        ),
        a(
            "Since the kit was never activated, no sample or data exists. The refund goes to the original payment "
            "method, and the label already carries the RMA number."
        ),
        stop("Very good. Thank you for your help.", "Thank you, goodbye.", "That is reassuring, thanks.", ""),
    ),
    (
        u(DNAKIT_OPENER),
        a("I'm sorry it didn't work out. To find your order, can you give me the email address you used?"),
        u(
            "h.moreau@laposte.net",
            "It was h.moreau@laposte.net.",
            "The email is H.Moreau@laposte.net. The order number should be GX-1048-2276.",
        ),
        a(
            "Found it: order GX-1048-2276, AncestryPlus DNA kit, $89.00, ordered 2025-01-03. Returns are accepted "
            "until February 2 for kits that were never activated. Has the kit been registered online?",
            _DNA_ORDER,
        ),
        u(
            "No, never. I didn't even open the box.",
            "No, it has not been registered, it is still in the plastic.",
            "no. I changed my mind about the whole genetic testing thing, it's sealed.",
        ),
        a(
            "Then it qualifies. I've created return RMA-660914 and emailed you a prepaid label; please send it by "
            "January 31. The $89.00 refund follows once we receive it.",
            _DNA_RETURN,
        ),
        stop("Thank you very much.", "Perfect, I'll post it this week. Thanks.", "Merci, goodbye!", ""),
    ),
)

# -- 7. art-class enrolment --------------------------------------------------------------------------------------

ARTCLASS = Scenario(
    goal="Enrol your 10-year-old daughter Mia in the kids' Saturday-morning watercolour class that starts in "
    "September.",
    persona="a parent working two jobs, friendly, types in a hurry",
    known_facts={
        "parent_name": "Carlos Mendes",
        "child_name": "Mia Mendes",
        "child_birthdate": "2015-02-11",
        "phone": "(415) 555-0107",
        "email": "carlos.mendes@icloud.com",
    },
    unknown_facts=["class code: WK-2509", "term fee"],
    expected=["enroll_student"],
)
_ART_SEARCH = call(
    "search_classes",
    {"subject": "watercolour", "age": 10, "day": "Saturday"},
    {
        "class": "WK-2509",
        "title": "Young Watercolour Studio",
        "start": "2025-09-06",
        "time": "09:30-11:00",
        "sessions": 12,
        "fee": 240.0,
        "materials_fee": 35.0,
        "seats_left": 3,
    },
)
_ART_ENROL = call(
    "enroll_student",
    {"class": "WK-2509", "student": "Mia Mendes", "birthdate": "2015-02-11", "guardian": "Carlos Mendes"},
    {"enrolment": "EN-90318", "amount_due": 275.0, "due_by": "2025-08-22"},
)
ARTCLASS_FLOWS = (
    (
        u(
            "Hi, I'd like to sign my daughter up for the Saturday morning watercolour class for kids starting in "
            "September. She's 10.",
            "hello! looking to enrol my 10 yo daughter Mia in the kids watercolor class on saturday mornings (the "
            "sept one)",
            "Hi there, is there still room in the kids' watercolour class on Saturdays? My daughter Mia (10) would "
            "love it.",
            "Hey - want to enroll Mia, she's 10, in the September saturday watercolour course. how do I do that?",
        ),
        a(
            "Lovely! The Young Watercolour Studio (class WK-2509) runs Saturdays 9:30-11:00 from September 6, 12 "
            "sessions. The term fee is $240 plus a $35 materials fee, and there are 3 seats left. Would you like "
            "to enrol Mia?",
            _ART_SEARCH,
        ),
        u(
            "Yes please! So $275 all together?",
            "yes, sign her up for WK-2509 pls",
            "Yes! 9:30 on Saturdays is perfect. What do you need from me?",
            "Great, 3 seats left - let's grab one before they're gone.",
        ),
        a("Yes, $275.00 in total. I'll need Mia's full name and date of birth."),
        u(
            "Mia Mendes, born February 11, 2015.",
            "Mia Mendes - DOB 02/11/2015",
            "mia mendes, 11 feb 2015",
            "Her name is Mia Mendes and her birthday is 2015-02-11.",
        ),
        a("Thanks. And your name and a phone number, as her guardian?"),
        u(
            "Carlos Mendes, (415) 555-0107.",
            "I'm Carlos Mendes, cell 415-555-0107",
            "Carlos Mendes. phone 4155550107. you can also email me at carlos.mendes@icloud.com",
        ),
        a(
            "Mia is enrolled in WK-2509, enrolment EN-90318. The $275.00 is due by Friday, August 22, and the first "
            "class is Saturday, September 6 at 9:30.",
            _ART_ENROL,
        ),
        u(
            "Yay, thank you! Can I pay the $275 online?",
            "Perfect, EN-90318. Does she need to bring anything on Sept 6?",
            "thanks!! is there parking near the studio?",
        ),
        a(
            "You can pay online through the link in your confirmation; all materials are covered by the materials "
            "fee, and there's free street parking on Saturdays."
        ),
        stop("Awesome, thanks so much!", "Great, thank you! Mia will be thrilled.", "ty, bye!", ""),
    ),
    (
        u(
            "Hi! Can I enrol my daughter in the kids' watercolour class on Saturday mornings? The one starting in "
            "September.",
            "hi, my daughter Mia is 10 and wants to do the saturday watercolour class this fall. is it still open?",
            "Hello, I'd like to register my 10-year-old for the Saturday-morning kids' watercolour course in "
            "September, please.",
        ),
        a("Sure! First, can I have your name and email address?"),
        u(
            "Carlos Mendes - carlos.mendes@icloud.com",
            "Name's Carlos Mendes, email carlos.mendes@icloud.com",
            "carlos mendes, Carlos.Mendes@icloud.com",
        ),
        a("Thanks, Carlos. What's your daughter's full name and date of birth?"),
        u(
            "Mia Mendes, 2015-02-11",
            "Mia Mendes. She was born on the 11th of February 2015.",
            "mia mendes, feb 11 2015",
        ),
        a(
            "Mia can join the Young Watercolour Studio, class WK-2509: Saturdays 9:30-11:00, 12 sessions starting "
            "September 6. It's $240 for the term plus $35 for materials. Shall I enrol her?",
            _ART_SEARCH,
        ),
        u(
            "Yes, please enrol her.",
            "Yes! $240 + $35 is fine.",
            "yes please. 12 Saturdays from Sept 6, right?",
            "go ahead :)",
        ),
        a(
            "Yes, 12 Saturdays from September 6. Mia is enrolled (EN-90318); $275.00 is due by August 22.",
            _ART_ENROL,
        ),
        stop("Thank you so much!", "Great - EN-90318, $275 by Aug 22. Thanks!", "perfect, thx", ""),
    ),
)

# -- 8. sports-club membership freeze (with an opener) -----------------------------------------------------------

CLUBFREEZE_OPENER = "Hey, can I freeze my club membership for a couple of months?"
CLUBFREEZE = Scenario(
    goal="Freeze your tennis-club membership for July and August while you recover from knee surgery, so you don't "
    "pay the monthly fee for those two months.",
    persona="a tennis player in his forties, a bit impatient after knee surgery",
    known_facts={
        "member_id": "TC-009184",
        "date_of_birth": "1980-11-23",
        "email": "g.novak@seznam.cz",
        "monthly_fee": "€54.00",
    },
    unknown_facts=["freeze fee: €10.00", "reactivation date"],
    opener=CLUBFREEZE_OPENER,
    expected=["freeze_membership"],
)
_CLUB_MEMBER = call(
    "get_member",
    {"member_id": "TC-009184", "dob": "1980-11-23"},
    {
        "member": "TC-009184",
        "name": "Goran Novak",
        "plan": "Full Tennis",
        "monthly_fee": 54.0,
        "next_billing": "2025-07-01",
        "freeze_fee_per_month": 5.0,
    },
)
_CLUB_MEMBER_BY_ID = call(
    "get_member",
    {"member_id": "TC-009184"},
    {
        "member": "TC-009184",
        "name": "Goran Novak",
        "plan": "Full Tennis",
        "freeze_requires": "front desk, medical note",
    },
)
_CLUB_FREEZE = call(
    "freeze_membership",
    {"member_id": "TC-009184", "from": "2025-07-01", "to": "2025-08-31"},
    {"freeze": "FR-2231", "fee_charged": 10.0, "resumes": "2025-09-01"},
)
CLUBFREEZE_FLOWS = (
    (
        u(CLUBFREEZE_OPENER),
        a(
            "Yes, freezes of up to three months are possible. Could you give me your member ID and date of birth?"
        ),
        u(
            "TC-009184, born 23 Nov 1980.",
            "Member ID TC-009184, DOB 1980-11-23",
            "tc009184 / 23.11.1980",
            "Sure. ID is TC-009184 and my birthday is November 23, 1980. I just had knee surgery, so I can't play "
            "for a while.",
        ),
        a(
            "Thanks, Goran. You're on the Full Tennis plan at €54.00 a month, next billed on July 1. Which months "
            "would you like to freeze?",
            _CLUB_MEMBER,
        ),
        u(
            "July and August.",
            "July + August please. I'm out with my knee until September.",
            "Both July and August, starting from the July 1 billing.",
            "from 1 July to the end of August",
        ),
        a(
            "A freeze costs €5.00 per month instead of the €54.00 fee, so €10.00 for both months. Shall I set it up "
            "from July 1 to August 31?"
        ),
        u(
            "Yes, do it.",
            "Fine, €10 instead of €108 is a good deal. Go ahead.",
            "ok yes. when is the €10 charged?",
            "Yes please, July 1 - Aug 31.",
        ),
        a(
            "Done: freeze FR-2231, July 1 to August 31. The €10.00 is charged today and billing resumes on "
            "September 1.",
            _CLUB_FREEZE,
        ),
        stop("Thanks.", "Good, thanks for the quick help.", "Perfect, see you in September!", ""),
    ),
    (
        u(CLUBFREEZE_OPENER),
        a("Sure, I can check. What's the email address on your membership?"),
        u("g.novak@seznam.cz", "It's g.novak@seznam.cz", "G.Novak@seznam.cz, member TC-009184."),
        a("Thanks. And your date of birth, for security?"),
        u("23/11/1980", "November 23rd, 1980", "1980-11-23", "23rd of Nov, 1980"),
        a(
            "Thanks. I see member TC-009184, Full Tennis, €54.00 a month, next billing July 1. Freezes cost €5.00 a "
            "month. How long do you need?",
            _CLUB_MEMBER,
        ),
        u(
            "Two months, July and August. Knee surgery.",
            "July and August please - €5 a month instead of €54 sounds fine.",
            "2 months - July/August.",
        ),
        a(
            "Your membership is frozen from July 1 to August 31 (reference FR-2231). You'll pay €10.00 for the "
            "freeze, and normal billing resumes September 1.",
            _CLUB_FREEZE,
        ),
        u(
            "Thanks. Do I need to do anything to restart in September?",
            "Great. Will I get an email about FR-2231?",
            "ok. And can I still use the gym during the freeze?",
        ),
        a(
            "Nothing to do: it restarts automatically on September 1. A confirmation is on its way by email; the "
            "club facilities are closed to you during the freeze."
        ),
        stop("Alright, thanks.", "Ok, got it. Bye.", "Thanks for your help!", ""),
    ),
    (
        u(CLUBFREEZE_OPENER),
        a("Can I have your member ID, please?"),
        u("TC-009184", "It's TC-009184.", "member id TC-009184", "Sure, TC 009184"),
        a(
            "Thanks, Goran. I'm sorry, but I can't set up a freeze over chat: freezes for medical reasons have to "
            "be requested at the front desk with a doctor's note. I'm not able to do it from here.",
            _CLUB_MEMBER_BY_ID,
        ),
        stop(
            "Ok, I'll bring the note to the front desk then. Thanks.",
            "That's a bit annoying, but fine. I'll go in person.",
            "Alright. Bye.",
            "",
        ),
    ),
)

# -- 9. snow-plough service contract -----------------------------------------------------------------------------

SNOWPLOUGH = Scenario(
    goal="Sign up for a seasonal snow-plough contract for your driveway for the 2025-26 winter, with clearing "
    "before 7 am on weekdays.",
    persona=None,
    known_facts={
        "address": "1190 Ridgeview Road, Sudbury, ON P3E 4N1",
        "phone": "705-555-0164",
        "email": "mbergeron@vianet.ca",
        "driveway_length": "40 metres",
    },
    unknown_facts=["contract number: SP-25-0733", "per-visit overage rate"],
    expected=["create_contract"],
)
_SNOW_QUOTE = call(
    "get_quote",
    {"postal_code": "P3E 4N1", "driveway_m": 40},
    {
        "plan": "Early Bird Seasonal",
        "price": 649.0,
        "tax": 84.37,
        "total": 733.37,
        "season": "2025-11-15/2026-04-15",
        "included_visits": 25,
        "overage_per_visit": 35.0,
        "weekday_clearing_by": "07:00",
        "pay_by": "2025-10-31",
    },
)
_SNOW_CONTRACT = call(
    "create_contract",
    {"address": "1190 Ridgeview Road, Sudbury, ON P3E 4N1", "plan": "Early Bird Seasonal"},
    {
        "contract": "SP-25-0733",
        "start": "2025-11-15",
        "end": "2026-04-15",
        "amount_due": 733.37,
        "due": "2025-10-31",
    },
)
SNOWPLOUGH_FLOWS = (
    (
        u(
            "Hi, I'd like a seasonal snow plowing contract for my driveway for this coming winter. I need it "
            "cleared before 7 am on weekdays.",
            "Hello, looking to sign up for snow removal for the 2025-26 season - residential driveway, has to be "
            "done by 7am on weekdays for work.",
            "hi, do you still have spots for seasonal driveway plowing this winter? need it cleared before 7 on "
            "weekday mornings",
            "Good afternoon. I'd like to get a snow-plough contract for the winter of 2025-26. Weekday clearing "
            "before 7:00 am is a must.",
        ),
        a("We do! What's the address, and roughly how long is the driveway?"),
        u(
            "1190 Ridgeview Road, Sudbury, ON P3E 4N1. The driveway is about 40 metres.",
            "It's 1190 Ridgeview Rd, Sudbury P3E 4N1 - driveway around 40 m long.",
            "1190 Ridgeview Road in Sudbury (P3E 4N1), approx. 40 metres, it's a long one",
            "address 1190 ridgeview road sudbury on p3e 4n1, driveway 40m",
        ),
        a(
            "Thanks. For a 40 m driveway at that address, the Early Bird Seasonal plan is $649.00 plus $84.37 HST, "
            "$733.37 in total, for November 15, 2025 to April 15, 2026. It includes 25 visits, and weekday clearing "
            "is done by 7:00 am. Would you like to sign up?",
            _SNOW_QUOTE,
        ),
        u(
            "Yes, let's sign up.",
            "Sounds good - $733.37 for the whole season is fine. What happens if we get more than 25 storms?",
            "Yes please. So the season starts Nov 15?",
            "ok, go ahead with the Early Bird plan",
        ),
        a(
            "It starts November 15, and extra visits beyond the 25 are $35.00 each. What phone number should the crew use for notices?"
        ),
        u(
            "705-555-0164",
            "(705) 555-0164, that's my cell.",
            "Call or text 7055550164.",
            "My number is 705 555 0164. Email is mbergeron@vianet.ca if you send invoices that way.",
        ),
        a(
            "All done: contract SP-25-0733 for 1190 Ridgeview Road, November 15 to April 15. The $733.37 is due by "
            "October 31.",
            _SNOW_CONTRACT,
        ),
        u(
            "Perfect. Can I pay the $733.37 by e-transfer?",
            "Great, SP-25-0733 noted. Will you put stakes along the driveway before the first snow?",
            "Thanks. Is the October 31 deadline firm?",
        ),
        a(
            "E-transfer works, stakes go in during early November, and please pay by October 31 to keep the Early Bird price."
        ),
        stop("Thanks a lot!", "Great, thanks for your help.", "Awesome, see you in November.", ""),
    ),
    (
        u(
            "Hello, do you offer seasonal snow plough contracts? I need my driveway done before 7am on weekdays "
            "this winter (2025-26).",
            "hi - want to set up snow clearing for my driveway for the whole 2025-26 winter, weekdays before 7 am",
            "Hi there, I'm looking for a snow-plough service contract for next winter. It has to be cleared before "
            "7 in the morning on weekdays.",
        ),
        a("Sure. Can I start with your email address so I can send you the paperwork?"),
        u(
            "mbergeron@vianet.ca",
            "It's mbergeron@vianet.ca.",
            "MBergeron@vianet.ca - and my number is 705-555-0164",
        ),
        a("Thanks. What's the service address?"),
        u(
            "1190 Ridgeview Road, Sudbury, ON P3E 4N1",
            "1190 Ridgeview Rd, Sudbury ON, P3E 4N1. The driveway's about 40 metres.",
            "1190 Ridgeview Road, Sudbury, Ontario",
        ),
        a("And roughly how long is the driveway?"),
        u("About 40 metres.", "40 m or so.", "roughly 40 metres, maybe a bit less"),
        a(
            "The Early Bird Seasonal plan for your driveway is $733.37 including tax ($649.00 + $84.37 HST), "
            "November 15 to April 15, 25 visits included, cleared by 7 am on weekdays. Shall I set it up?",
            _SNOW_QUOTE,
        ),
        u(
            "Yes please.",
            "Yes - that's within what I expected. Sign me up.",
            "yes. Is there a charge if it snows more than 25 times?",
            "go ahead",
        ),
        a(
            "Extra visits are $35.00 each. Your contract SP-25-0733 is created; payment of $733.37 is due by "
            "October 31.",
            _SNOW_CONTRACT,
        ),
        stop("Thank you!", "Great, thanks. Have a good day.", "Perfect, thanks for setting it up.", ""),
    ),
)

# -- 10. trampoline-park party booking (with an opener) ----------------------------------------------------------

TRAMPOLINE_OPENER = "Hi! I want to book a birthday party at the trampoline park for my son."
TRAMPOLINE = Scenario(
    goal="Book a party for your son Leo's 8th birthday for 12 kids on Sunday, October 19, 2025, early afternoon, "
    "and pay the deposit.",
    persona="an organised mum who plans everything weeks ahead",
    known_facts={
        "parent_name": "Aisha Khan",
        "child_name": "Leo Khan",
        "phone": "0412 555 019",
        "email": "aisha.khan@bigpond.com",
    },
    unknown_facts=["deposit: $100.00", "booking number"],
    opener=TRAMPOLINE_OPENER,
    expected=["book_party"],
)
_TRAMP_SLOTS = call(
    "check_party_slots",
    {"date": "2025-10-19", "kids": 12},
    {
        "date": "2025-10-19",
        "slots": ["12:30", "14:00"],
        "package": "Mega Bounce",
        "base_price": 389.0,
        "kids_included": 10,
        "extra_kid": 25.0,
        "total": 439.0,
        "deposit": 100.0,
    },
)
_TRAMP_BOOK = call(
    "book_party",
    {"date": "2025-10-19", "time": "12:30", "kids": 12, "name": "Aisha Khan", "phone": "0412 555 019"},
    {"booking": "PB-58832", "deposit_charged": 100.0, "balance_due": 339.0, "arrive_by": "12:15"},
)
_TRAMP_BOOK_LATE = call(
    "book_party",
    {
        "date": "2025-10-19",
        "time": "14:00",
        "kids": 12,
        "name": "Aisha Khan",
        "email": "aisha.khan@bigpond.com",
    },
    {"booking": "PB-58840", "deposit_charged": 100.0, "balance_due": 339.0, "arrive_by": "13:45"},
)
TRAMPOLINE_FLOWS = (
    (
        u(TRAMPOLINE_OPENER),
        a("How exciting! Which date are you thinking of, and how many kids?"),
        u(
            "Sunday, October 19, for 12 kids - early afternoon if possible.",
            "19 Oct, 12 children. It's for Leo's 8th!",
            "It would be Sunday the 19th of October, 12 kids, around lunchtime or a bit after.",
            "Sun 19/10, twelve kids, early arvo ideally",
        ),
        a(
            "On Sunday, October 19 I have 12:30 and 2:00 pm. The Mega Bounce package is $389 for up to 10 kids, "
            "plus $25 for each extra child, so $439.00 for 12. A $100.00 deposit secures the booking. Which time "
            "would you like?",
            _TRAMP_SLOTS,
        ),
        u(
            "12:30 please!",
            "Let's go with 12:30. So the balance would be $339 on the day?",
            "12:30pm is perfect. $439 total is fine.",
            "The 12:30 slot, thanks. 2 extra kids at $25 each - that's the $50 on top, right?",
        ),
        a(
            "12:30 it is, and yes, the rest is paid on the day. Whose name should the booking be under, and a mobile number?"
        ),
        u(
            "Aisha Khan, 0412 555 019.",
            "Under Aisha Khan - mobile 0412555019",
            "Aisha Khan. My mobile is 0412 555 019, and the birthday boy is Leo Khan :)",
            "aisha khan / 0412 555 019",
        ),
        a(
            "Booked! Party PB-58832 for Leo on Sunday, October 19 at 12:30, 12 kids. The $100.00 deposit is charged "
            "and $339.00 is due on the day. Please arrive by 12:15.",
            _TRAMP_BOOK,
        ),
        u(
            "Yay, thank you! Can I bring my own cake?",
            "Perfect. Do the kids need grip socks?",
            "Great - PB-58832, arrive 12:15. Can parents jump too?",
        ),
        a(
            "Cakes are welcome, grip socks are included in the package, and parents can jump with a regular ticket."
        ),
        stop(
            "Brilliant, thanks so much!",
            "Awesome, Leo will be so happy. Thank you!",
            "Thanks, see you on the 19th!",
            "",
        ),
    ),
    (
        u(TRAMPOLINE_OPENER),
        a("Happy to help! Can I get your name and email first?"),
        u(
            "Aisha Khan, aisha.khan@bigpond.com",
            "Sure, Aisha Khan - aisha.khan@bigpond.com",
            "It's Aisha Khan, email Aisha.Khan@bigpond.com. The party is for my son Leo.",
        ),
        a("Thanks, Aisha. What date, and how many guests?"),
        u(
            "Sunday 19 October, 12 kids, early afternoon.",
            "October 19th for twelve kids, ideally after lunch",
            "2025-10-19, 12 kids",
        ),
        a(
            "We have 12:30 or 2:00 pm on October 19. For 12 kids the Mega Bounce package comes to $439.00 ($389 for "
            "10 kids + $25 per extra child); the deposit is $100.00.",
            _TRAMP_SLOTS,
        ),
        u(
            "2:00 pm works better for us.",
            "Let's do 2pm.",
            "2 o'clock please, and the deposit is fine.",
            "2pm - after lunch is better for the little ones.",
        ),
        a(
            "Booked: Sunday, October 19 at 2:00 pm, booking PB-58840. The $100.00 deposit is paid and $339.00 is "
            "due on the day; please arrive by 1:45.",
            _TRAMP_BOOK_LATE,
        ),
        stop("Thank you!!", "Perfect, PB-58840. Thanks so much.", "Great, see you then!", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("kayak", KAYAK, KAYAK_FLOWS),
    Domain("notary", NOTARY, NOTARY_FLOWS),
    Domain("buspass", BUSPASS, BUSPASS_FLOWS),
    Domain("minibar", MINIBAR, MINIBAR_FLOWS),
    Domain("kitchen", KITCHEN, KITCHEN_FLOWS),
    Domain("dnakit", DNAKIT, DNAKIT_FLOWS),
    Domain("artclass", ARTCLASS, ARTCLASS_FLOWS),
    Domain("clubfreeze", CLUBFREEZE, CLUBFREEZE_FLOWS),
    Domain("snowplough", SNOWPLOUGH, SNOWPLOUGH_FLOWS),
    Domain("trampoline", TRAMPOLINE, TRAMPOLINE_FLOWS),
]


# -- seeded faults: each breaks one rule; Say.turn counts the flow's user and stop steps from 0 ------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word (only domains with an opener)
    F(
        "opener",
        "kayak",
        0,
        Say(0, "Hi! Is there still space on the sunset kayak tour this Saturday?"),
        "reworded",
    ),
    F(
        "opener",
        "kayak",
        1,
        Say(
            0,
            "Hi! Do you still have space on the sunset kayak tour this Saturday? It would be for two people.",
        ),
        "opener plus a sentence",
    ),
    F("opener", "minibar", 0, Say(0, "Hello, I was charged for minibar items I never touched."), "truncated"),
    F(
        "opener",
        "minibar",
        1,
        Say(
            0,
            "Good evening, there is a minibar charge on my bill but I never opened the minibar. Could you take it off?",
        ),
        "paraphrase",
    ),
    F(
        "opener",
        "dnakit",
        0,
        Say(0, "Bonjour, je voudrais retourner un kit de test ADN que je n'ai pas ouvert."),
        "translated",
    ),
    F(
        "opener",
        "clubfreeze",
        0,
        Say(0, "Hey, can I pause my club membership for a couple of months?"),
        "one word changed",
    ),
    F(
        "opener",
        "clubfreeze",
        1,
        Say(
            0,
            "Hi there, I'd like to freeze my tennis club membership for July and August because of my knee surgery.",
        ),
        "rewritten from the goal",
    ),
    F(
        "opener",
        "trampoline",
        0,
        Say(
            0, "Hi! I want to book a party for my son Leo's 8th birthday on Sunday, October 19, for 12 kids."
        ),
        "goal instead of the opener",
    ),
    # -- reply_shape: one user speaking, nothing else
    F(
        "reply_shape",
        "kayak",
        0,
        Say(2, "dana.okafor@proton.me\nAssistant: Thanks, Dana! And the last four digits of your card?"),
        "assistant line",
    ),
    F(
        "reply_shape",
        "notary",
        0,
        Say(
            1,
            "<think>They offered 2:00, 3:30 and 4:15. My shift ends late, so the middle one is safest.</think>\n"
            "3:30 please.",
        ),
        "think block",
    ),
    F(
        "reply_shape",
        "buspass",
        0,
        Say(1, "Sure, it's BP-2204-8861 ###STOP###"),
        "stop signal mid-conversation",
    ),
    F(
        "reply_shape",
        "minibar",
        0,
        Say(
            2,
            "I did not take either of them; please remove the $38.50.\n\nFront desk: Certainly, Mr. Lindqvist, I "
            "will reverse it right away.",
        ),
        "second speaker",
    ),
    F(
        "reply_shape",
        "kitchen",
        0,
        Say(
            2,
            "Thursday the 8th at 4pm, please. Is fitting included? Yes, fitting is always included in that range.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "artclass",
        1,
        Say(2, "Mia Mendes, 2015-02-11.\n\nIs there anything else I can help you with today?"),
        "assistant stock phrase",
    ),
    F(
        "reply_shape",
        "clubfreeze",
        1,
        Say(5, "Thanks. Will the €10 show up on my next bank statement?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "snowplough",
        0,
        Say(1, '{"role": "user", "content": "1190 Ridgeview Road, Sudbury, ON P3E 4N1, about 40 metres"}'),
        "JSON message wrapper",
    ),
    F(
        "reply_shape",
        "trampoline",
        0,
        Say(
            3,
            "Hi Aisha! Thanks for choosing us. I've noted Aisha Khan, 0412 555 019 - would you like to add party "
            "bags for the kids?",
        ),
        "role inversion",
    ),
    # -- invented_specifics: a specific from neither the scenario nor an earlier message or tool result
    F("invented_specifics", "kayak", 0, Say(3, "Card ending in 4471."), "card digits swapped"),
    F("invented_specifics", "notary", 0, Say(2, "Priya Raman, 612-555-0193."), "phone digits swapped"),
    F(
        "invented_specifics",
        "buspass",
        0,
        Say(2, "ok, 20 days at $3.20 is $66.00, minus the fee, fine. Go ahead"),
        "miscomputed amount",
    ),
    F(
        "invented_specifics",
        "minibar",
        1,
        Say(1, "Room 512, I checked out on 19 February."),
        "check-out date off by one",
    ),
    F("invented_specifics", "kitchen", 1, Say(1, "jo.whitfield@btopenworld.com"), "email domain"),
    F(
        "invented_specifics",
        "dnakit",
        0,
        Say(1, "The order number is GX-1048-2276, I paid with PayPal, transaction 7HX40213KL558802P."),
        "payment transaction id",
    ),
    F(
        "invented_specifics",
        "artclass",
        0,
        Say(
            3,
            "Carlos Mendes, (415) 555-0107. We have family account FAM-20931 from last year's pottery class.",
        ),
        "account number",
    ),
    F(
        "invented_specifics",
        "snowplough",
        0,
        Say(2, "Hmm, last winter I paid $599 for the season with another company. Can you match that?"),
        "competitor's price",
    ),
    F(
        "invented_specifics",
        "trampoline",
        1,
        Say(2, "Sunday 19 October, 12 kids. If that's full, Saturday 25 October would work too."),
        "a second date",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "kayak",
        0,
        Say(
            1,
            "Two of us, under Dana Okafor. Could you reuse booking reference KY-30581 from my earlier hold?",
        ),
        "booking reference",
    ),
    F(
        "unknown_fact",
        "notary",
        0,
        Say(
            0,
            "Hi, I need a notary for a power-of-attorney form for my mother, Thursday March 13 in the afternoon. I "
            "understand the fee is $25.00.",
        ),
        "fee in the first message",
    ),
    F(
        "unknown_fact",
        "buspass",
        0,
        Say(1, "BP-2204-8861. I should get about $62.40 back, right?"),
        "refund amount as a question",
    ),
    F(
        "unknown_fact",
        "minibar",
        1,
        Say(1, "Room 512, checked out 18 February. The charge was 38.50 dollars."),
        "charge amount in another format",
    ),
    F(
        "unknown_fact",
        "kitchen",
        0,
        Say(1, "LS6 2QT. Please add it to quote QK-4471 - I think a colleague of yours started one."),
        "quote number",
    ),
    F(
        "unknown_fact",
        "dnakit",
        1,
        Say(1, "h.moreau@laposte.net. I already have return authorisation RMA 660914 from your website."),
        "return authorization reformatted",
    ),
    F(
        "unknown_fact",
        "artclass",
        1,
        Say(1, "Carlos Mendes, carlos.mendes@icloud.com. It's class WK-2509 I think."),
        "class code",
    ),
    F(
        "unknown_fact",
        "clubfreeze",
        0,
        Say(1, "TC-009184, born 23 Nov 1980. I read the freeze fee is €10.00, that's fine."),
        "freeze fee with its name",
    ),
    F(
        "unknown_fact",
        "trampoline",
        0,
        Say(1, "Sunday, October 19, 12 kids, early afternoon. I'm happy to pay the $100 deposit today."),
        "deposit before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "kayak",
        0,
        Say(
            1,
            "Two of us, name Dana Okafor. Email dana.okafor@proton.me, phone +1 (503) 555-0172, card ends in 4417.",
        ),
        "asked for the name, gives three more",
    ),
    F(
        "data_dump",
        "notary",
        1,
        Say(
            0,
            "Hi, I'm Priya Raman and I need a notary for a power-of-attorney form for my mom, Thursday afternoon. "
            "Phone 612-555-0139, email priya.raman@gmail.com, driver's license D412-7785-0931.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "buspass",
        1,
        Say(
            0,
            "Hi, I want a refund on my monthly pass, I'm moving away after April 10.\nPass: BP-2204-8861\nBought: "
            "1 April 2025\nPaid: $96\nEmail: tom.gallagher@outlook.com",
        ),
        "a list of facts",
    ),
    F(
        "data_dump",
        "minibar",
        0,
        Say(
            1,
            "HX-7730215, Lindqvist. Room 512, checked out 2025-02-18, and you can email me at e.lindqvist@telia.se.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "kitchen",
        1,
        Say(
            1,
            "jo.whitfield@btinternet.com. The house is 27 Birchwood Crescent, Leeds LS6 2QT, my mobile is 07700 "
            "900418 and our budget is £18,000.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "dnakit",
        1,
        Say(
            1,
            "h.moreau@laposte.net\n\n--\nH. Moreau\nOrder GX-1048-2276 | Kit KIT 88 4021 7735 | Paid $89.00",
        ),
        "signature block",
    ),
    F(
        "data_dump",
        "artclass",
        0,
        Say(
            0,
            "Hi, I'm Carlos Mendes. I'd like to enrol my daughter Mia Mendes (born 2015-02-11) in the Saturday "
            "watercolour class in September. You can reach me at (415) 555-0107 or carlos.mendes@icloud.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "clubfreeze",
        1,
        Say(1, "g.novak@seznam.cz - member no. TC009184, born 23.11.80, paying 54 euros a month."),
        "three more in other formats",
    ),
    F(
        "data_dump",
        "snowplough",
        1,
        Say(
            1,
            "mbergeron@vianet.ca. Address is 1190 Ridgeview Road, Sudbury, ON P3E 4N1, the driveway is about 40 "
            "metres, phone 705-555-0164.",
        ),
        "asked for the email, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "kayak",
        0,
        StopAt(6, "Actually, let me check with my partner first. I'll book later, thanks!"),
        "asked for the card",
    ),
    F(
        "premature_stop",
        "notary",
        0,
        StopAt(2, "Let me check my shift schedule and I'll call back."),
        "after the slots",
    ),
    F("premature_stop", "buspass", 0, StopAt(4, "Ok, thanks for explaining."), "after the offer"),
    F("premature_stop", "minibar", 0, StopAt(4, ""), "silent stop after the folio"),
    F(
        "premature_stop",
        "kitchen",
        1,
        StopAt(6, "Those prices are more than I expected. I'll think about it. Bye."),
        "after the price range",
    ),
    F(
        "premature_stop",
        "dnakit",
        1,
        StopAt(4, "No, never opened. Thank you, goodbye."),
        "answers, then leaves",
    ),
    F(
        "premature_stop",
        "artclass",
        0,
        StopAt(2, "Perfect, that's exactly the class I wanted. Thanks!"),
        "satisfied by the information",
    ),
    F("premature_stop", "clubfreeze", 0, StopAt(6, "Yes, please set it up. Thanks!"), "says yes and stops"),
    F(
        "premature_stop",
        "trampoline",
        1,
        StopAt(6, "Ok, I'll talk to my husband about the time and get back to you."),
        "after the slots",
    ),
    # -- persona_sent: the persona or the scenario did not reach the user model's prompt
    F("persona_sent", "kayak", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "notary", 1, meta(1, prompt_missing=["known_facts.drivers_license"]), "a known fact"),
    F("persona_sent", "buspass", 0, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "minibar", 1, meta(2, prompt_missing=["known_facts.last_name"]), "a known fact"),
    F(
        "persona_sent",
        "kitchen",
        0,
        meta(0, prompt_missing=["goal", "persona", "known_facts", "unknown_facts"]),
        "the whole scenario",
    ),
    F("persona_sent", "dnakit", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "artclass", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "snowplough",
        1,
        meta(0, prompt_missing=["known_facts.email", "known_facts.phone"]),
        "two known facts",
    ),
]
