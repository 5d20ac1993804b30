"""Blind set 23, part R: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework and the first set's ``FAULTS``), the step helpers and first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: moving a bobbin-lace weekend workshop to a later date (lacemaking), a damage claim for a
marionette that arrived broken (marionette), moving a child to another junior netball squad (netball), a
refund for a cancelled opera performance (opera), a warranty claim for a pizza oven burner that will not stay
lit (pizzaoven), a crash repair for a quadcopter under a care plan (quadcopter), booking a guided rockpooling
walk (rockpooling), booking a sushi-making class with a gift voucher (sushiclass), a refund for toboggan run
passes on a day the run was closed (tobogganing), and moving a ventriloquist booked for a birthday party
(ventriloquist).

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

F = Fault

# -- lacemaking: move a bobbin-lace weekend to a later date (with an opener) ---------------------------------

LACEMAKING = Scenario(
    goal="Move your place on the beginners' bobbin lace weekend of 8-9 March to a later weekend, keeping the "
    "pillow and bobbin kit you already paid for.",
    persona="a retired librarian, chatty and precise about dates",
    known_facts={
        "booking_ref": "TLS-40718",
        "full_name": "Maud Ferreira",
        "email": "maud.ferreira@mailbox.org",
        "phone": "07700 900482",
        "original_weekend": "2025-03-08",
        "kit_paid": "£35.00",
    },
    unknown_facts=["tutor's name: Edith Carraway", "transfer fee"],
    opener="Hello, I'm booked on the beginners' bobbin lace weekend in March but I need to move to a later "
    "date.",
    expected=["transfer_booking"],
)
_LACE_FIND = call(
    "find_booking",
    {"booking_ref": "TLS-40718"},
    {
        "ref": "TLS-40718",
        "name": "Maud Ferreira",
        "course": "Beginners' Bobbin Lace Weekend",
        "dates": ["2025-03-08", "2025-03-09"],
        "paid": 165.0,
        "kit": {"item": "pillow and bobbin kit", "paid": 35.0},
        "tutor": "Edith Carraway",
        "email": "maud.ferreira@mailbox.org",
    },
)
_LACE_SLOTS = call(
    "check_availability",
    {"course": "beginners-bobbin-lace", "after": "2025-03-09"},
    {
        "weekends": [
            {"start": "2025-04-05", "places": 2},
            {"start": "2025-05-10", "places": 5},
            {"start": "2025-06-14", "places": 7},
        ],
        "transfer_fee": 15.0,
    },
)
LACEMAKING_FLOWS = (
    (
        u(
            "Hello, I'm booked on the beginners' bobbin lace weekend in March but I need to move to a later "
            "date."
        ),
        a("I can help with that. What's your booking reference?"),
        u(
            "It's TLS-40718.",
            "TLS-40718 - it's under Maud Ferreira.",
            "The reference is TLS 40718.",
            "tls-40718, I believe - that's what it says on the confirmation email.",
            "Certainly: TLS-40718. It's the weekend of the 8th and 9th.",
        ),
        a(
            "Thank you, Ms Ferreira. You're on the Beginners' Bobbin Lace Weekend on 8-9 March with Edith "
            "Carraway, and the pillow and bobbin kit (£35.00) is paid. The next weekends with places are 5-6 "
            "April, 10-11 May and 14-15 June. Moving costs a £15.00 transfer fee. Which would you like?",
            _LACE_FIND,
            _LACE_SLOTS,
        ),
        u(
            "May, please - the 10th and 11th.",
            "10-11 May would be perfect. And I keep the kit, yes? I'd hate to pay the £35 twice.",
            "Let me see... April is too soon, I'm away then. The 10th-11th of May, please.",
            "May 10-11, please. So that's £15 on top of what I've already paid, which is fine.",
            "I'll take the May weekend. The fifteen pounds is no problem.",
        ),
        a(
            "Done: you're now booked on 10-11 May, and your kit stays with the booking. The £15.00 fee has "
            "been "
            "charged to the card you paid with.",
            call(
                "transfer_booking",
                {"booking_ref": "TLS-40718", "new_start": "2025-05-10"},
                {"status": "transferred", "dates": ["2025-05-10", "2025-05-11"], "fee": 15.0, "kit": "kept"},
            ),
        ),
        u(
            "Lovely. Will the new confirmation go to maud.ferreira@mailbox.org?",
            "Thank you! Are the times still the same, ten until four each day?",
            "Wonderful. And Edith is teaching the May weekend as well?",
            "Thank you so much. Do I bring the pillow with me or is it kept at the studio?",
        ),
        a(
            "The confirmation is on its way to maud.ferreira@mailbox.org. Edith Carraway teaches in May too, "
            "the "
            "times are unchanged (10:00-16:00 both days), and the kit will be waiting at the studio."
        ),
        stop(
            "Perfect, thank you so much for your help.",
            "Marvellous. Thanks, goodbye!",
            "That's everything, thank you. See you in May!",
            "Splendid - 10th and 11th of May it is. Thank you.",
            "",
        ),
    ),
    (
        u(
            "Hello, I'm booked on the beginners' bobbin lace weekend in March but I need to move to a later "
            "date."
        ),
        a("No problem. Could you give me the name and email address on the booking?"),
        u(
            "Maud Ferreira, maud.ferreira@mailbox.org",
            "Yes - Maud Ferreira, and the email is maud.ferreira@mailbox.org.",
            "It's Maud Ferreira. Email: Maud.Ferreira@mailbox.org. My reference is TLS-40718, if that's "
            "quicker.",
            "Name: Maud Ferreira\nEmail: maud.ferreira@mailbox.org",
        ),
        a("Thank you. I've found booking TLS-40718 for 8-9 March.", _LACE_FIND),
        a(
            "Later weekends with space: 5-6 April (2 places), 10-11 May or 14-15 June. There's a £15.00 "
            "transfer "
            "fee. Which suits you?",
            _LACE_SLOTS,
        ),
        u(
            "The 5th and 6th of April, please, while there are still places.",
            "April, please - 5-6 April. The £15 is fine.",
            "I'd like the April one. Is that the last weekend before Easter? Either way, April please.",
            "5-6 April suits me best, thank you.",
        ),
        a(
            "You're moved to 5-6 April; the £15.00 fee is charged and the pillow and bobbin kit carries "
            "over.",
            call(
                "transfer_booking",
                {"booking_ref": "TLS-40718", "new_start": "2025-04-05"},
                {"status": "transferred", "dates": ["2025-04-05", "2025-04-06"], "fee": 15.0, "kit": "kept"},
            ),
        ),
        stop(
            "Thank you, that's a weight off my mind.",
            "Great, thanks for sorting it so quickly!",
            "Thank you very much. Goodbye for now.",
            "Lovely - April the 5th, then. Thanks!",
        ),
    ),
)

# -- marionette: damage claim for a marionette that arrived broken -------------------------------------------

MARIONETTE = Scenario(
    goal="The hand-carved marionette you ordered arrived with a snapped control bar and a broken leg string; "
    "file "
    "a damage claim and get a replacement sent.",
    persona="a puppetry teacher who ordered it for her class, disappointed but reasonable",
    known_facts={
        "order_number": "MW-882614",
        "full_name": "Nadia Okonkwo",
        "email": "nadia.okonkwo@fastmail.com",
        "delivery_date": "2025-01-21",
        "price": "€148.00",
        "delivery_address": "14 Oakley Road, Ranelagh, Dublin 6",
    },
    unknown_facts=["claim number: DC-30917", "replacement dispatch date"],
    expected=["file_damage_claim"],
)
_MARIONETTE_ORDER = call(
    "lookup_order",
    {"order_number": "MW-882614"},
    {
        "order": "MW-882614",
        "item": "Hand-carved jester marionette",
        "price": 148.0,
        "currency": "EUR",
        "delivered": "2025-01-21",
        "address": "14 Oakley Road, Ranelagh, Dublin 6",
        "customer": "Nadia Okonkwo",
    },
)
_MARIONETTE_CLAIM = call(
    "file_damage_claim",
    {
        "order_number": "MW-882614",
        "damage": "snapped control bar, broken leg string",
        "resolution": "replace",
    },
    {
        "claim": "DC-30917",
        "status": "approved",
        "replacement_dispatch": "2025-01-28",
        "return_label": "emailed",
    },
)
MARIONETTE_FLOWS = (
    (
        u(
            "Hi, my marionette arrived damaged - the control bar is snapped and one leg string is broken. "
            "I'd like "
            "a replacement.",
            "Hello, I ordered a hand-carved marionette from you and it came broken: the wooden control bar "
            "is "
            "snapped in two and a leg string has gone. What can be done?",
            "hi there, the puppet I bought arrived with a broken control bar (snapped clean through) and a "
            "loose "
            "leg string. can you send a new one? it's for my class",
            "Good afternoon. My marionette was delivered on 21 January and it was damaged in transit. Could "
            "I "
            "please get a replacement?",
        ),
        a("I'm so sorry to hear that. What's your order number?"),
        u(
            "MW-882614",
            "It's MW-882614.",
            "Order number is mw882614",
            "Sure, MW-882614 - it's under Nadia Okonkwo.",
        ),
        a(
            "Thanks. That's the hand-carved jester marionette, €148.00, delivered on 21 January to 14 Oakley "
            "Road, "
            "Ranelagh, Dublin 6. Do you have photos of the damage?",
            _MARIONETTE_ORDER,
        ),
        u(
            "Yes, I took three photos when I unpacked it. Where should I send them?",
            "I do - I can email them over. The box was dented on one corner too.",
            "Yes, I've got a few. The control bar split right at the joint.",
            "Yes! I photographed everything before I touched it:\n- the snapped bar\n- the broken string\n- "
            "the "
            "dented box",
        ),
        a(
            "Perfect. I've filed the claim: DC-30917 is approved, and a replacement will be dispatched on 28 "
            "January. We've emailed nadia.okonkwo@fastmail.com a link for the photos and a return label for "
            "the "
            "damaged one.",
            _MARIONETTE_CLAIM,
        ),
        u(
            "Thank you! Do I need to send the broken one back before the new one ships?",
            "Great. So the new one goes out on the 28th - will it come to Oakley Road again?",
            "Brilliant, DC-30917 noted. Should I keep the original box for the return?",
            "Thanks so much. Will the new one be packed a bit more carefully this time?",
        ),
        a(
            "No need to wait: send the damaged one back any time in the next 30 days with the label. The "
            "replacement goes to 14 Oakley Road, and we'll double-box it."
        ),
        stop(
            "Perfect, thanks for sorting this so quickly.",
            "Lovely, thank you. My students will be thrilled.",
            "Thanks a lot, bye!",
            "Great, that all sounds fine. Thanks again.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to make a damage claim. The marionette I received has a snapped control bar.",
            "Hi, I want to report a damaged delivery - a marionette with a broken control bar and leg "
            "string.",
            "Hi, the jester marionette I ordered arrived broken. How do I claim for that?",
        ),
        a("Sorry about that! Can you give me the email address you ordered with?"),
        u(
            "nadia.okonkwo@fastmail.com",
            "It's nadia.okonkwo@fastmail.com",
            "Sure: nadia dot okonkwo at fastmail dot com",
            "Nadia.Okonkwo@fastmail.com - the order is MW-882614.",
        ),
        a(
            "Found it: order MW-882614, delivered 21 January. Would you like a replacement or a refund of "
            "€148.00?",
            call(
                "lookup_order",
                {"email": "nadia.okonkwo@fastmail.com"},
                {"order": "MW-882614", "price": 148.0, "currency": "EUR", "delivered": "2025-01-21"},
            ),
        ),
        u(
            "A replacement, please. I need it for a lesson.",
            "Replacement please - I really do want the puppet.",
            "I'd prefer a replacement rather than the €148 back.",
            "Replacement. It was a present to myself, so I'd rather have the marionette than the money!",
        ),
        a(
            "Done: claim DC-30917 is approved and a replacement ships on 28 January. A return label for the "
            "damaged "
            "one is in your inbox.",
            _MARIONETTE_CLAIM,
        ),
        stop(
            "Thanks very much.",
            "Great, claim DC-30917 - got it. Thank you!",
            "Wonderful, thanks for your help.",
            "Perfect, the 28th works for me. Bye!",
        ),
    ),
    (
        u(
            "Hi, my marionette was delivered broken - the control bar snapped. Can I get a replacement?",
            "Hello, I'd like a replacement for a marionette that arrived damaged (snapped bar, broken leg "
            "string).",
            "hi, my marionette came with the control bar in two pieces. what do I do?",
        ),
        a("I'm sorry about that. Could I have your order number, please?"),
        u(
            "MW-882614",
            "It's MW-882614. It was delivered on the 21st of January.",
            "Yes, MW-882614.",
        ),
        a("Thanks, I see the order. I'll file the claim now.", _MARIONETTE_ORDER),
        a(
            "Hmm, that didn't go through.",
            call(
                "file_damage_claim",
                {"order_number": "MW-882614", "damage": "snapped control bar", "resolution": "replace"},
                error="503 Service Unavailable: claims backend timed out",
            ),
        ),
        a(
            "I'm sorry - our claims system is down at the moment, so I can't file the claim right now. "
            "Please try "
            "again later today; your order details are all in place."
        ),
        stop(
            "Ok, I'll try again later. Thanks.",
            "That's annoying, but fine. I'll come back this afternoon.",
            "Alright, thanks for trying. Bye.",
        ),
    ),
)

# -- netball: move a child to the Wednesday junior squad (with an opener) ------------------------------------

NETBALL = Scenario(
    goal="Move your daughter Isla from the Saturday morning junior netball squad to the Wednesday "
    "after-school "
    "squad for the rest of the term.",
    persona="a busy parent who writes short messages from her phone",
    known_facts={
        "member_number": "NB-2207-318",
        "child_name": "Isla",
        "child_dob": "2014-06-02",
        "full_name": "Karin Achterberg",
        "email": "k.achterberg@outlook.com",
        "phone": "07911 204773",
    },
    unknown_facts=["coach's name: Bronwen Hale", "price difference"],
    opener="Hi, can my daughter switch from Saturday netball to the Wednesday group?",
    expected=["change_squad"],
)
_NETBALL_MEMBER = call(
    "find_member",
    {"member_number": "NB-2207-318"},
    {
        "member": "NB-2207-318",
        "child": "Isla Achterberg",
        "dob": "2014-06-02",
        "squad": "U11 Saturday 09:30",
        "term_fee": 84.0,
        "parent_email": "k.achterberg@outlook.com",
    },
)
_NETBALL_SQUAD = call(
    "check_squad",
    {"squad": "U11 Wednesday 16:00"},
    {"squad": "U11 Wednesday 16:00", "places": 3, "coach": "Bronwen Hale", "term_fee": 96.0, "weeks_left": 8},
)
_NETBALL_CHANGE = call(
    "change_squad",
    {"member_number": "NB-2207-318", "to": "U11 Wednesday 16:00"},
    {"status": "moved", "first_session": "2025-02-05", "to_pay": 12.0},
)
NETBALL_FLOWS = (
    (
        u("Hi, can my daughter switch from Saturday netball to the Wednesday group?"),
        a("Hi! Sure, let me check. What's the membership number?"),
        u(
            "NB-2207-318",
            "its NB-2207-318",
            "NB 2207 318 - for Isla",
            "Member no. NB2207318",
            "NB-2207-318 thanks",
        ),
        a(
            "Thanks. Isla is in the U11 Saturday 09:30 squad. The U11 Wednesday 16:00 squad has 3 places "
            "left and "
            "is coached by Bronwen Hale. Its term fee is £96.00 instead of £84.00. Shall I move her?",
            _NETBALL_MEMBER,
            _NETBALL_SQUAD,
        ),
        u(
            "Yes please move her. So £12 more?",
            "yes pls. same age group right?",
            "Great, yes. Is the extra £12 charged now or at the end of term?",
            "Yes - Wednesday at 4 is perfect for us",
            "yes! she'll be pleased, saturdays are a nightmare for us",
        ),
        a(
            "Yes, it's the same U11 age group. Done: Isla moves to the Wednesday squad from 5 February, and "
            "the "
            "£12.00 difference will be charged to your card on file now.",
            _NETBALL_CHANGE,
        ),
        stop(
            "Thanks so much!",
            "perfect thank you",
            "Brilliant, she'll be happy. Thanks!",
            "great, 5th Feb it is. cheers",
            "",
        ),
    ),
    (
        u("Hi, can my daughter switch from Saturday netball to the Wednesday group?"),
        a("I can help. What's your daughter's name and date of birth?"),
        u(
            "Isla, born 2 June 2014.",
            "Isla Achterberg, 02/06/2014",
            "Isla - DOB 2014-06-02",
            "her name's Isla, birthday is June 2nd 2014",
        ),
        a("Thanks, I've found her under NB-2207-318.", _NETBALL_MEMBER),
        a(
            "The Wednesday U11 squad has space, 16:00-17:00 at the school sports hall, with coach Bronwen "
            "Hale. "
            "The fee would go from £84.00 to £96.00 for the term.",
            _NETBALL_SQUAD,
        ),
        u(
            "That's fine, please switch her.",
            "ok do it. Bronwen coached her last year actually, she loved her",
            "Fine, go ahead - can you send the confirmation to k.achterberg@outlook.com?",
            "ok, £12 extra is fine. please move her",
        ),
        a(
            "Moved. Her first Wednesday session is 5 February. We'll email the confirmation to "
            "k.achterberg@outlook.com and charge the £12.00 difference.",
            _NETBALL_CHANGE,
        ),
        u(
            "When does she stop going on Saturdays?",
            "Does she need a different bib or kit?",
            "thanks. do I need to tell the Saturday coach?",
            "great. is it the same hall as the Saturday sessions?",
        ),
        a(
            "She can still come this Saturday, then Wednesdays from 5 February. The kit is the same, the "
            "hall is "
            "the same, and we'll let the Saturday coach know."
        ),
        stop("Great, thanks!", "Perfect. Cheers", "ok lovely, thank you", "Super, thanks for your help."),
    ),
)

# -- opera: refund for a cancelled performance ---------------------------------------------------------------

OPERA = Scenario(
    goal="The 12 April performance of La Bohème you booked was cancelled; get a full refund to your card "
    "rather "
    "than a credit voucher.",
    persona="an opera lover in his seventies, courteous, writes in full sentences",
    known_facts={
        "booking_ref": "COH-7731952",
        "full_name": "Hector Lindqvist",
        "email": "h.lindqvist@btinternet.com",
        "performance_date": "2025-04-12",
        "amount_paid": "£186.00",
        "card_last4": "4471",
    },
    unknown_facts=["refund reference: RF-20931", "refund processing time"],
    expected=["refund_booking"],
)
_OPERA_BOOKING = call(
    "get_booking",
    {"booking_ref": "COH-7731952"},
    {
        "ref": "COH-7731952",
        "performance": "La Bohème",
        "date": "2025-04-12T19:30",
        "seats": ["Grand Tier C12", "Grand Tier C13"],
        "total": 186.0,
        "status": "performance cancelled",
        "options": ["credit voucher at 110%", "refund to original card"],
        "card": "**** 4471",
    },
)
_OPERA_REFUND = call(
    "refund_booking",
    {"booking_ref": "COH-7731952", "method": "original_card"},
    {
        "status": "refunded",
        "amount": 186.0,
        "card": "**** 4471",
        "reference": "RF-20931",
        "eta": "5-7 working days",
    },
)
OPERA_FLOWS = (
    (
        u(
            "Good evening. I had tickets for La Bohème on 12 April, which I understand has been cancelled. I "
            "should like a refund, please.",
            "Hello, my performance of La Bohème on the 12th of April was cancelled. I would like my money "
            "back "
            "rather than a voucher.",
            "Hello. I received an email saying that the La Bohème performance on April 12 is cancelled. How "
            "do I "
            "obtain a refund to my card?",
            "Good morning. Regarding the cancelled Bohème on 12/04: I would prefer a refund, not a credit.",
        ),
        a("I'm very sorry about the cancellation. Could you give me your booking reference?"),
        u(
            "Certainly. It is COH-7731952.",
            "COH-7731952",
            "The reference is COH 7731952, in the name of Hector Lindqvist.",
            "Yes, of course: coh-7731952.",
        ),
        a(
            "Thank you, Mr Lindqvist. Two seats, Grand Tier C12 and C13, £186.00 in total. You can have a "
            "credit "
            "voucher worth 110% (£204.60) or a refund to the original card. Which would you prefer?",
            _OPERA_BOOKING,
        ),
        u(
            "The refund to my card, please. That is the one ending 4471.",
            "A refund, please. The voucher is generous, but I am not sure I shall be able to use it this "
            "season.",
            "I shall take the refund of £186, thank you.",
            "Refund, please - to the card I paid with.",
            "Thank you for the offer of £204.60 in credit, but I should prefer the refund.",
        ),
        a(
            "Done. £186.00 has been refunded to the card ending 4471; your refund reference is RF-20931. It "
            "should "
            "appear within 5-7 working days.",
            _OPERA_REFUND,
        ),
        stop(
            "Splendid, thank you. I have noted RF-20931.",
            "Thank you very much for your help.",
            "Most kind. Good evening to you.",
            "Excellent. Thank you, and goodbye.",
            "",
        ),
    ),
    (
        u(
            "Hello, I am writing about the cancelled performance of La Bohème. I would like a refund.",
            "Good afternoon. My La Bohème has been cancelled and I would like a refund to my card, please.",
            "Hello. The Bohème on 12 April was called off; please could you refund my tickets?",
        ),
        a("I can help. What is the email address on the booking, and the date of the performance?"),
        u(
            "h.lindqvist@btinternet.com, and it was Saturday 12 April.",
            "The email is h.lindqvist@btinternet.com; the performance was on 12 April 2025.",
            "Email h.lindqvist@btinternet.com - the evening of 12.04.2025.",
            "It is h.lindqvist@btinternet.com. The date was the 12th of April.",
        ),
        a(
            "Thank you. I've found booking COH-7731952 for £186.00. Would you like a voucher worth 110% or a "
            "refund?",
            call(
                "get_booking",
                {"email": "h.lindqvist@btinternet.com", "date": "2025-04-12"},
                {
                    "ref": "COH-7731952",
                    "total": 186.0,
                    "status": "performance cancelled",
                    "card": "**** 4471",
                },
            ),
        ),
        u(
            "A refund, if you please.",
            "The refund, to the card I paid with - it ends in 4471.",
            "I should prefer the refund, thank you. How long does it usually take?",
            "Refund, please. £186 to my card.",
        ),
        a(
            "Refunded: £186.00 to the card ending 4471, reference RF-20931. Please allow 5-7 working days.",
            _OPERA_REFUND,
        ),
        u(
            "Thank you. Shall I be told if the performance is rescheduled?",
            "Is there anything I need to do with the printed tickets?",
            "Very good. Will I receive an email confirming the refund?",
        ),
        a(
            "Yes: we'll email all bookers when a new date is announced, and a refund confirmation is on its "
            "way to "
            "h.lindqvist@btinternet.com. The printed tickets can simply be discarded."
        ),
        stop(
            "Thank you. That is all I needed.",
            "Most helpful, thank you. Goodbye.",
            "Very good. Thank you for your trouble.",
        ),
    ),
    (
        u(
            "Good morning. The La Bohème I booked for 12 April has been cancelled. I should like a refund to "
            "my "
            "card, please.",
            "Hello. My opera performance was cancelled and I would like my money refunded rather than a "
            "voucher.",
            "Hello, I have had word that La Bohème on 12 April will not go ahead. May I have a refund?",
        ),
        a("I'm sorry about the cancellation. May I have the booking reference?"),
        u("COH-7731952", "Certainly - COH-7731952.", "It is COH-7731952, for two seats."),
        a(
            "Thank you. Over chat I'm only able to offer a credit voucher worth 110% (£204.60) for cancelled "
            "performances; refunds to a card have to be requested from the box office in writing. I'm afraid "
            "I "
            "can't process a card refund here.",
            _OPERA_BOOKING,
        ),
        u(
            "That seems rather roundabout. Is there really no way to do it now?",
            "I see. And a voucher is definitely all you are able to do?",
            "I do not want a voucher. Can you not make an exception?",
        ),
        a(
            "I'm afraid not. I can't refund to the card from here; the box office's postal address is "
            "printed on "
            "your tickets."
        ),
        stop(
            "Very well. I shall write to the box office. Good day.",
            "I understand. Thank you anyway.",
            "How tiresome. Never mind, goodbye.",
        ),
    ),
)

# -- pizzaoven: warranty claim for a burner that won't stay lit (with an opener) -----------------------------

PIZZAOVEN = Scenario(
    goal="The gas burner of your outdoor pizza oven goes out a few seconds after lighting; get a replacement "
    "burner sent under warranty.",
    persona="a home cook who is handy with tools, friendly and a bit impatient",
    known_facts={
        "order_number": "PZ-310447",
        "serial_number": "KO16-2291-0475",
        "purchase_date": "2024-08-19",
        "postcode": "BS3 4QT",
        "email": "sam.pellegrini@gmail.com",
        "full_name": "Sam Pellegrini",
    },
    unknown_facts=["warranty end date: 2027-08-19", "courier", "replacement part number: BRN-16-V2"],
    opener="Hi, the gas burner on my pizza oven won't stay lit.",
    expected=["create_warranty_claim"],
)
_PIZZA_PRODUCT = call(
    "lookup_product",
    {"serial_number": "KO16-2291-0475"},
    {
        "model": "Koda 16",
        "serial": "KO16-2291-0475",
        "purchased": "2024-08-19",
        "order": "PZ-310447",
        "warranty_until": "2027-08-19",
        "status": "in warranty",
    },
)
_PIZZA_CLAIM = call(
    "create_warranty_claim",
    {"serial_number": "KO16-2291-0475", "issue": "burner goes out after ignition", "postcode": "BS3 4QT"},
    {"claim": "WC-77104", "part": "BRN-16-V2", "courier": "DPD", "eta": "2025-03-06"},
)
PIZZAOVEN_FLOWS = (
    (
        u("Hi, the gas burner on my pizza oven won't stay lit."),
        a(
            "Sorry to hear that! A quick check first: does the flame go out as soon as you let go of the "
            "ignition "
            "knob, or after it has been burning for a while?"
        ),
        u(
            "As soon as I let go of the knob, pretty much. It lights fine, stays for 3-4 seconds, then dies.",
            "It lights, then goes out a few seconds after I release the knob. I've tried holding it in for "
            "30 "
            "seconds first - same thing.",
            "right after I let go. new gas bottle, regulator checked, no leaks",
            "It goes out a few seconds after I let go of the knob. Every single time.",
        ),
        a(
            "That sounds like a faulty thermocouple in the burner assembly, which is covered. Could you give "
            "me "
            "the serial number? It's on the sticker under the oven."
        ),
        u(
            "KO16-2291-0475",
            "Just checked - KO16-2291-0475.",
            "The sticker says KO16 2291 0475.",
            "Serial: ko16-2291-0475. Bought it in August last year.",
        ),
        a(
            "Thanks. It's a Koda 16 bought on 19 August 2024, in warranty until 19 August 2027. I'll send "
            "you a "
            "replacement burner. What postcode should it go to?",
            _PIZZA_PRODUCT,
        ),
        u(
            "BS3 4QT",
            "Same as on the order - BS3 4QT.",
            "Postcode is BS3 4QT, Bristol.",
            "bs3 4qt please",
        ),
        a(
            "Claim WC-77104 is open. The replacement burner (part BRN-16-V2) ships with DPD and should "
            "arrive by 6 "
            "March.",
            _PIZZA_CLAIM,
        ),
        u(
            "Great. Is it easy to fit myself or does someone come out?",
            "Cheers. Will DPD send me a tracking link?",
            "Perfect - do I need to send the old burner back?",
            "Nice, the 6th is before the weekend. Do I need any special tools to swap it?",
        ),
        a(
            "It's a ten-minute job with a screwdriver, and instructions are in the box. DPD will email "
            "tracking, "
            "and you can keep the old part."
        ),
        stop(
            "Brilliant, thanks!",
            "Nice one, thank you.",
            "Sounds easy enough. Thanks for the help!",
            "Great, WC-77104 noted. Cheers.",
            "",
        ),
    ),
    (
        u("Hi, the gas burner on my pizza oven won't stay lit."),
        a("I'm sorry about that. What's your order number and email address?"),
        u(
            "Order PZ-310447, email sam.pellegrini@gmail.com",
            "PZ-310447 / sam.pellegrini@gmail.com",
            "It's PZ310447. Email is Sam.Pellegrini@gmail.com",
            "order no. PZ-310447 and my email's sam.pellegrini@gmail.com",
        ),
        a(
            "Thanks. I can see the Koda 16 bought on 19/08/2024, still under warranty. Does it go out after "
            "you "
            "release the knob, or while you're still holding it?",
            call(
                "lookup_order",
                {"order_number": "PZ-310447", "email": "sam.pellegrini@gmail.com"},
                {
                    "order": "PZ-310447",
                    "model": "Koda 16",
                    "serial": "KO16-2291-0475",
                    "purchased": "2024-08-19",
                    "postcode": "BS3 4QT",
                    "warranty": "in warranty",
                },
            ),
        ),
        u(
            "After I let go of the knob. Holding it in, it burns fine.",
            "when I release it, every time",
            "It stays lit while I hold the knob and dies a few seconds after I let go.",
        ),
        a("That's the thermocouple. I'll send a new burner to BS3 4QT, the postcode on the order. OK?"),
        u(
            "Yes please.",
            "Yep, BS3 4QT is right.",
            "Yes, same address. Thanks",
            "Yes - the sooner the better, I've got people coming round for pizza!",
        ),
        a(
            "Done: warranty claim WC-77104. A new burner ships with DPD and should be with you by 6 March.",
            _PIZZA_CLAIM,
        ),
        stop(
            "Great, thanks a lot!",
            "Cheers, I'll keep an eye out for the DPD email.",
            "Thanks - WC-77104, noted.",
            "Brilliant. Thanks for making it painless.",
        ),
    ),
)

# -- quadcopter: crash repair under a care plan --------------------------------------------------------------

QUADCOPTER = Scenario(
    goal="Your drone crashed into a tree and its gimbal camera is broken; book a repair under your DroneCare "
    "plan "
    "and find out what you will pay.",
    persona="a wedding videographer who needs the drone back quickly, businesslike",
    known_facts={
        "care_plan_id": "DC-58-0931-7",
        "drone_serial": "1581F5FHD22X3M",
        "drone_model": "Skylark 3 Pro",
        "email": "ravi@ravikapoorfilms.com",
        "phone": "+1 415 555 0137",
        "crash_date": "2025-05-03",
    },
    unknown_facts=["excess: $79", "repair turnaround", "repair centre address"],
    expected=["create_repair_order"],
)
_DRONE_PLAN = call(
    "check_care_plan",
    {"care_plan_id": "DC-58-0931-7"},
    {
        "plan": "DC-58-0931-7",
        "device": "Skylark 3 Pro",
        "serial": "1581F5FHD22X3M",
        "accident_claims_left": 2,
        "excess": 79.0,
        "valid_until": "2026-01-14",
    },
)
_DRONE_REPAIR = call(
    "create_repair_order",
    {"care_plan_id": "DC-58-0931-7", "serial": "1581F5FHD22X3M", "fault": "gimbal damaged in crash"},
    {
        "repair_order": "RO-4410582",
        "excess_charged": 79.0,
        "shipping_label": "emailed",
        "turnaround": "5-7 business days after arrival",
    },
)
QUADCOPTER_FLOWS = (
    (
        u(
            "Hi, my Skylark 3 Pro hit a tree on Saturday and the gimbal camera is broken. I have DroneCare. "
            "How do I "
            "get it repaired?",
            "Hello - I need to send my drone in for repair. It crashed into a tree and the gimbal is "
            "snapped. It's "
            "covered by DroneCare.",
            "Hi, crashed my drone on May 3rd, gimbal's busted (camera hangs loose). Need a repair under my "
            "care "
            "plan asap - I have a wedding shoot coming up.",
            "Drone crash, gimbal camera damaged. I've got DroneCare on it. What's the fastest way to get it "
            "fixed?",
        ),
        a("Sorry to hear about the crash. What's your DroneCare plan ID?"),
        u(
            "DC-58-0931-7",
            "It's DC-58-0931-7.",
            "Plan ID: DC 58 0931 7",
            "dc-58-0931-7, and the drone serial is 1581F5FHD22X3M if you need it",
        ),
        a(
            "Thanks. The plan covers your Skylark 3 Pro (serial 1581F5FHD22X3M) and has 2 accident claims "
            "left. "
            "The excess per claim is $79.00. Shall I open a repair order?",
            _DRONE_PLAN,
        ),
        u(
            "Yes, open it. $79 is fine.",
            "Go ahead. How long does the repair take?",
            "Yes please. Do you send a shipping label?",
            "Yes. Is the $79 charged now or when it's fixed?",
            "Yes - and if I use one claim now, I still have one left for the rest of the plan, right?",
        ),
        a(
            "Repair order RO-4410582 is open. The $79.00 excess is charged now, a prepaid shipping label has "
            "been "
            "emailed to you, and repairs take 5-7 business days after the drone arrives. You'll have 1 "
            "accident "
            "claim left.",
            _DRONE_REPAIR,
        ),
        u(
            "OK. Can I drop it off somewhere instead of shipping it?",
            "5-7 business days after arrival, got it. Any way to speed it up? I have a shoot.",
            "Thanks. Should I include the battery and the props?",
            "Got it, RO-4410582. Will I get updates by email?",
        ),
        a(
            "There's no drop-off, but I've flagged RO-4410582 as priority, and you'll get email updates at "
            "each "
            "stage. Please ship it without batteries; keep the props."
        ),
        stop(
            "Ok, thanks for flagging it.",
            "Understood. Thanks.",
            "Great, I'll ship it tomorrow. Thanks for your help.",
            "Appreciated. Bye.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to book a repair for my drone under DroneCare. It crashed and the gimbal is broken.",
            "Hello, I'd like to open a DroneCare repair - crash damage to the gimbal camera.",
            "Hi. Drone went into a tree, gimbal is wrecked. Care plan repair please.",
        ),
        a("Could you give me the drone's serial number and the email on your account?"),
        u(
            "Serial 1581F5FHD22X3M, email ravi@ravikapoorfilms.com",
            "1581F5FHD22X3M / ravi@ravikapoorfilms.com",
            "Sure. SN: 1581F5FHD22X3M. Email: Ravi@RaviKapoorFilms.com",
            "serial is 1581F5FHD22X3M and the email is ravi@ravikapoorfilms.com",
        ),
        a(
            "Thanks. I see plan DC-58-0931-7 for your Skylark 3 Pro; the excess for an accident repair is "
            "$79.00. "
            "When did the crash happen?",
            _DRONE_PLAN,
        ),
        u(
            "Saturday, May 3.",
            "On 3 May.",
            "Last Saturday - the 3rd of May.",
            "May 3rd, during a shoot in a park.",
        ),
        a(
            "Thanks. I've opened repair order RO-4410582; the $79.00 excess is charged to your card on file "
            "and a "
            "prepaid label is on its way to your email. Turnaround is 5-7 business days after it arrives.",
            _DRONE_REPAIR,
        ),
        stop(
            "Perfect, thanks.",
            "Great - RO-4410582. Thanks for the quick help.",
            "Thanks, I'll get it in the post today.",
            "OK, 5-7 business days it is. Thanks.",
        ),
    ),
    (
        u(
            "Hi, my drone crashed and the gimbal camera is broken. I'd like to book a DroneCare repair.",
            "Hello, I need a repair under my DroneCare plan - tree crash, gimbal damaged.",
            "Hey, can I book a care plan repair? Gimbal broke in a crash.",
        ),
        a("Of course. What's the DroneCare plan ID?"),
        u("DC-58-0931-7", "It's DC-58-0931-7.", "DC-58-0931-7 - it's for a Skylark 3 Pro."),
        a("Thanks, the plan is active. I'll open the repair order now.", _DRONE_PLAN),
        a(
            "Sorry, one moment.",
            call(
                "create_repair_order",
                {
                    "care_plan_id": "DC-58-0931-7",
                    "serial": "1581F5FHD22X3M",
                    "fault": "gimbal damaged in crash",
                },
                error="RepairServiceError: upstream service unavailable",
            ),
        ),
        a(
            "I'm sorry, our repair system is returning an error and I can't open the order right now. Please "
            "try "
            "again in an hour or so."
        ),
        stop(
            "That's frustrating, but ok. I'll try again later.",
            "Ok, I'll check back in an hour.",
            "Fine. I'll come back to it later today.",
        ),
    ),
)

# -- rockpooling: book a guided rockpooling walk (with an opener) --------------------------------------------

ROCKPOOLING = Scenario(
    goal="Book places on a guided rockpooling walk this Saturday for you, your partner and your two children "
    "(aged 6 and 9).",
    persona="an enthusiastic parent on a seaside holiday, writes with exclamation marks",
    known_facts={
        "full_name": "Gemma Tullis",
        "phone": "07700 900311",
        "email": "gemma.tullis@yahoo.co.uk",
        "walk_date": "2025-07-19",
        "party_size": "2 adults and 2 children",
    },
    unknown_facts=[
        "low tide time: 11:42",
        "meeting point: Wembury Marine Centre car park",
        "price per person",
    ],
    opener="Hello! Are there still spaces on the rockpooling walk this Saturday?",
    expected=["book_walk"],
)
_ROCK_WALKS = call(
    "check_walks",
    {"date": "2025-07-19"},
    {
        "date": "2025-07-19",
        "walks": [{"time": "10:30", "places": 6}, {"time": "13:00", "places": 0}],
        "low_tide": "11:42",
        "price_adult": 12.0,
        "price_child": 6.0,
    },
)
_ROCK_BOOK = call(
    "book_walk",
    {"date": "2025-07-19", "time": "10:30", "adults": 2, "children": 2, "name": "Gemma Tullis"},
    {"booking": "WRP-5528", "total": 36.0, "meeting_point": "Wembury Marine Centre car park"},
)
ROCKPOOLING_FLOWS = (
    (
        u("Hello! Are there still spaces on the rockpooling walk this Saturday?"),
        a(
            "Hi! On Saturday 19 July there's a 10:30 walk with 6 places left; the 13:00 one is full. Low "
            "tide is "
            "at 11:42. How many of you are there?",
            _ROCK_WALKS,
        ),
        u(
            "There are four of us - two adults and two kids (6 and 9)!",
            "2 adults and 2 children please! The 10:30 one sounds perfect!",
            "Four: me, my partner and our two children. 10:30 works!",
            "2 adults + 2 kids! Is it ok for a 6 year old?",
        ),
        a(
            "Lovely - it's great for ages 5 and up. Adults are £12.00 and children £6.00. What name and "
            "mobile "
            "number should I book under?"
        ),
        u(
            "Gemma Tullis, 07700 900311",
            "It's Gemma Tullis - mobile 07700 900 311!",
            "Name: Gemma Tullis\nMobile: 07700900311",
            "Gemma Tullis, and my mobile is 07700 900311. So that's £36 altogether?",
        ),
        a(
            "Booked! Reference WRP-5528: Saturday 19 July at 10:30, 2 adults and 2 children, £36.00 payable "
            "on the "
            "day. Meet at the Wembury Marine Centre car park.",
            _ROCK_BOOK,
        ),
        u(
            "Amazing, thank you! Do the kids need wellies or are sandals ok?",
            "Yay! Should we bring buckets and nets?",
            "Perfect! Is there parking at the Marine Centre?",
            "Woohoo! Can we pay by card on the day?",
        ),
        a(
            "Wellies or old trainers are best, as the rocks are slippery. Buckets and nets are provided, "
            "there's a "
            "car park right there, and we take cards."
        ),
        stop(
            "Brilliant, see you Saturday!",
            "Thanks so much, the kids are going to love it!",
            "Fab, thank you!!",
            "WRP-5528, got it! Thanks!",
            "",
        ),
    ),
    (
        u("Hello! Are there still spaces on the rockpooling walk this Saturday?"),
        a("Let me check! Which date do you mean, and how many people?"),
        u(
            "This coming one, the 19th - 2 adults and 2 children!",
            "Saturday 19 July, for 2 adults and 2 kids!",
            "19/07, four of us (two grown-ups, two children)!",
            "the 19th! me, my partner and the kids (6 and 9)",
        ),
        a(
            "The 10:30 walk has 6 places; the 13:00 is full. Adults are £12.00 and children £6.00. Shall I "
            "book "
            "10:30 for you?",
            _ROCK_WALKS,
        ),
        u(
            "Yes please, 10:30!",
            "Yes! So for us that's £36 in total?",
            "Yes - 10:30 is perfect, the kids are up at six anyway!",
            "Yes please! Low tide at 11:42, so we'll be out right when the pools are biggest!",
        ),
        a("Great. Could I take a name, phone number and email for the booking?"),
        u(
            "Gemma Tullis, 07700 900311, gemma.tullis@yahoo.co.uk",
            "Sure!\nGemma Tullis\n07700 900311\ngemma.tullis@yahoo.co.uk",
            "Gemma Tullis - phone 07700900311 - email Gemma.Tullis@yahoo.co.uk",
        ),
        a(
            "All booked: WRP-5528, Saturday 19 July, 10:30, £36.00 for the four of you. We meet at the "
            "Wembury "
            "Marine Centre car park.",
            _ROCK_BOOK,
        ),
        stop(
            "Yay, thank you so much!",
            "Perfect, see you on the 19th!",
            "Brilliant, thanks!! Can't wait!",
            "Lovely, thanks for your help!",
        ),
    ),
)

# -- sushiclass: book a sushi-making class with a gift voucher -----------------------------------------------

SUSHICLASS = Scenario(
    goal="Use the gift voucher you were given to book a place on a Saturday sushi-making class, and make "
    "sure "
    "they know you are vegetarian.",
    persona="a university student, casual and friendly, often writes in lowercase",
    known_facts={
        "voucher_code": "SUSHI-GV-7Q4M",
        "full_name": "Tariq Benali",
        "email": "tariq.benali@student.kcl.ac.uk",
        "preferred_date": "2025-05-17",
        "dietary": "vegetarian",
    },
    unknown_facts=["voucher expiry date: 2025-06-30", "chef's name", "voucher balance"],
    expected=["book_class"],
)
_SUSHI_VOUCHER = call(
    "check_voucher",
    {"code": "SUSHI-GV-7Q4M"},
    {"code": "SUSHI-GV-7Q4M", "value": 65.0, "expires": "2025-06-30", "status": "valid"},
)
_SUSHI_CLASSES = call(
    "list_classes",
    {"date": "2025-05-17"},
    {
        "classes": [
            {"id": "SC-0517-A", "time": "11:00", "title": "Maki & Nigiri Basics", "price": 65.0, "places": 4},
            {"id": "SC-0517-B", "time": "15:00", "title": "Vegan & Veggie Rolls", "price": 59.0, "places": 2},
        ]
    },
)
_SUSHI_BOOK = call(
    "book_class",
    {"class_id": "SC-0517-B", "voucher": "SUSHI-GV-7Q4M", "name": "Tariq Benali", "diet": "vegetarian"},
    {"booking": "BK-66120", "charged": 0.0, "voucher_remaining": 6.0, "chef": "Aiko Mori"},
)
SUSHICLASS_FLOWS = (
    (
        u(
            "hi! i got a gift voucher for a sushi class and want to book a saturday one",
            "Hello, I'd like to book a sushi-making class with a gift voucher please. I'm vegetarian, is "
            "that ok?",
            "hey, I have a voucher for one of your sushi classes - could I use it for a Saturday?",
            "Hi, I want to redeem a sushi class gift voucher. Which Saturdays do you have?",
        ),
        a("Happy to help! What's the voucher code?"),
        u(
            "SUSHI-GV-7Q4M",
            "it's SUSHI-GV-7Q4M",
            "the code is sushi-gv-7q4m",
            "Voucher code: SUSHI GV 7Q4M",
        ),
        a(
            "Thanks - that voucher is valid, worth £65.00, and expires on 30 June 2025. Which Saturday would "
            "you "
            "like?",
            _SUSHI_VOUCHER,
        ),
        u(
            "17 May if possible!",
            "is saturday the 17th of may free?",
            "may 17th please :)",
            "the 17th of May would be ideal, before the expiry anyway",
        ),
        a(
            "On 17 May there's Maki & Nigiri Basics at 11:00 (£65.00, 4 places) and Vegan & Veggie Rolls at "
            "15:00 "
            "(£59.00, 2 places).",
            _SUSHI_CLASSES,
        ),
        u(
            "the veggie rolls one sounds perfect, i'm vegetarian anyway",
            "Vegan & Veggie Rolls at 3pm please! So I'd have £6 left on the voucher?",
            "can I do the 11:00 one but vegetarian? if not the 15:00 one is fine",
            "15:00 please - I don't eat fish",
        ),
        a(
            "The 11:00 class is fish-based, so the 15:00 Vegan & Veggie Rolls is the one for you; £6.00 "
            "would stay "
            "on the voucher. What name and email should I put on the booking?"
        ),
        u(
            "Tariq Benali, tariq.benali@student.kcl.ac.uk",
            "name's Tariq Benali and email tariq.benali@student.kcl.ac.uk",
            "Tariq Benali\ntariq.benali@student.kcl.ac.uk",
        ),
        a(
            "Booked: Vegan & Veggie Rolls, Saturday 17 May at 15:00, reference BK-66120, paid with your "
            "voucher "
            "(£6.00 left on it). I've noted that you're vegetarian. Your chef will be Aiko Mori.",
            _SUSHI_BOOK,
        ),
        stop(
            "amazing thank you!!",
            "Great, thanks a lot!",
            "perfect, see you on the 17th",
            "BK-66120, got it. thanks so much",
            "",
        ),
    ),
    (
        u(
            "Hi, I'm Tariq Benali. I have a sushi class voucher and I'd like to book a Saturday class.",
            "hi, I'd like to use a gift voucher for your sushi class. I'm Tariq Benali",
            "Hello! Gift voucher for a sushi class here - can I book a Saturday with it?",
        ),
        a("Hi! Please send me the voucher code and your email address."),
        u(
            "SUSHI-GV-7Q4M and tariq.benali@student.kcl.ac.uk",
            "code: SUSHI-GV-7Q4M, email: tariq.benali@student.kcl.ac.uk",
            "sure - SUSHI-GV-7Q4M / Tariq.Benali@student.kcl.ac.uk",
        ),
        a(
            "Thanks, the voucher is valid (£65.00, expires 30 June 2025). Which Saturday were you thinking "
            "of?",
            _SUSHI_VOUCHER,
        ),
        u(
            "Saturday 17 May please, and I'm vegetarian",
            "17/05 if there's space! I'm veggie btw",
            "the 17th of may. also I don't eat fish or meat",
        ),
        a(
            "On 17 May the 15:00 Vegan & Veggie Rolls class (£59.00) suits vegetarians and has 2 places. "
            "Shall I "
            "book it?",
            _SUSHI_CLASSES,
        ),
        u(
            "yes please!",
            "Yes. What happens to the £6 that's left?",
            "yep, go for it",
            "yes, 3pm works great",
        ),
        a(
            "Booked: BK-66120, 17 May at 15:00, vegetarian noted. The remaining £6.00 stays on the voucher "
            "until 30 "
            "June 2025.",
            _SUSHI_BOOK,
        ),
        stop(
            "brilliant, thanks!",
            "Thanks! See you on the 17th.",
            "nice, cheers",
            "Great, I'll use the £6 for something later. Thanks!",
        ),
    ),
)

# -- tobogganing: refund for passes on a day the run was closed (with an opener) -----------------------------

TOBOGGANING = Scenario(
    goal="Your family's toboggan run passes for Saturday 15 February went unused because the run was closed "
    "for "
    "ice; get the money refunded to your card.",
    persona="a father of three, a little annoyed but fair",
    known_facts={
        "order_number": "TB-6624190",
        "email": "lukas.brandt@gmx.ch",
        "visit_date": "2025-02-15",
        "tickets": "5 day passes",
        "amount": "CHF 92.00",
        "card_last4": "8832",
    },
    unknown_facts=["refund reference: RR-5109", "processing time: 10 working days"],
    opener="Hi, the toboggan run was closed when we got there on Saturday. Can I get my money back?",
    expected=["refund_order"],
)
_TOBOGGAN_ORDER = call(
    "get_order",
    {"order_number": "TB-6624190"},
    {
        "order": "TB-6624190",
        "date": "2025-02-15",
        "items": "5 x day pass (2 adult, 3 child)",
        "total": 92.0,
        "currency": "CHF",
        "card": "**** 8832",
        "run_status": "closed all day (ice)",
    },
)
_TOBOGGAN_REFUND = call(
    "refund_order",
    {"order_number": "TB-6624190", "amount": 92.0, "reason": "run closed"},
    {
        "status": "refunded",
        "reference": "RR-5109",
        "amount": 92.0,
        "card": "**** 8832",
        "processing": "10 working days",
    },
)
TOBOGGANING_FLOWS = (
    (
        u("Hi, the toboggan run was closed when we got there on Saturday. Can I get my money back?"),
        a("I'm sorry about that. Can you give me your order number?"),
        u(
            "TB-6624190",
            "Sure, it's TB-6624190.",
            "Order TB 6624190.",
            "It's TB6624190, five day passes.",
            "TB-6624190 - the kids were really looking forward to it.",
        ),
        a(
            "Thanks. I see 5 day passes for Saturday 15 February, CHF 92.00, and the run was indeed closed "
            "all day "
            "because of ice. I can refund the full CHF 92.00 to the card ending 8832. Shall I?",
            _TOBOGGAN_ORDER,
        ),
        u(
            "Yes, please refund it to that card.",
            "Yes please, the card ending 8832 is right.",
            "Yes. That's CHF 92 for all five, correct? Go ahead.",
            "Ja, please do. The kids were pretty disappointed.",
            "Yes, refund it please. Glad it's on your records that it was closed.",
        ),
        a(
            "Done: CHF 92.00 refunded to the card ending 8832, reference RR-5109. It can take up to 10 "
            "working days "
            "to show.",
            _TOBOGGAN_REFUND,
        ),
        stop(
            "Thanks, that's fair.",
            "Ok, thank you. RR-5109 noted.",
            "Good, thanks for the quick help.",
            "Fine, 10 working days then. Thanks.",
            "",
        ),
    ),
    (
        u("Hi, the toboggan run was closed when we got there on Saturday. Can I get my money back?"),
        a("I can look into it. What email did you book with?"),
        u(
            "lukas.brandt@gmx.ch",
            "It's lukas.brandt@gmx.ch - the order was TB-6624190.",
            "lukas.brandt at gmx.ch",
            "Lukas.Brandt@gmx.ch",
        ),
        a(
            "Found order TB-6624190: 5 day passes for 15 February, CHF 92.00. The run was closed all day "
            "that day. "
            "Would you like a refund to your card or a voucher for another day?",
            call(
                "get_order",
                {"email": "lukas.brandt@gmx.ch"},
                {
                    "order": "TB-6624190",
                    "date": "2025-02-15",
                    "total": 92.0,
                    "currency": "CHF",
                    "card": "**** 8832",
                    "run_status": "closed all day (ice)",
                },
            ),
        ),
        u(
            "A refund to my card please.",
            "Refund, please - we're not back in the area this winter.",
            "The refund. How long will it take?",
            "Refund please. The voucher is no good to us, we were only there for the weekend.",
        ),
        a(
            "Refunded CHF 92.00 to the card ending 8832, reference RR-5109. Please allow up to 10 working "
            "days.",
            _TOBOGGAN_REFUND,
        ),
        u(
            "Thanks. Will I get an email about it?",
            "Good. What will it say on my bank statement?",
            "Ok. If it hasn't arrived after 10 working days, do I quote RR-5109?",
        ),
        a(
            "Yes: a confirmation is on its way to lukas.brandt@gmx.ch, the statement will show 'Rodelbahn "
            "refund', "
            "and RR-5109 is the reference to quote."
        ),
        stop("Great, thanks.", "Perfect. Thank you, goodbye.", "Ok, thanks for your help.", ""),
    ),
    (
        u("Hi, the toboggan run was closed when we got there on Saturday. Can I get my money back?"),
        a("Let me check. What's the order number?"),
        u("TB-6624190", "It's TB-6624190.", "TB-6624190, 5 day passes."),
        a(
            "Thank you. Our records show the run opened at 9:00 on 15 February and closed at 14:00 because "
            "of ice. "
            "Passes can't be refunded once the run has opened that day, so I'm sorry, I can't refund this "
            "order.",
            call(
                "get_order",
                {"order_number": "TB-6624190"},
                {
                    "order": "TB-6624190",
                    "date": "2025-02-15",
                    "total": 92.0,
                    "currency": "CHF",
                    "run_status": "open 09:00-14:00, closed 14:00-17:00 (ice)",
                    "refundable": False,
                },
            ),
        ),
        u(
            "We got there at half past two and it was already closed! That's not fair.",
            "But we couldn't use them at all. Is there really nothing you can do?",
            "We drove an hour to get there. Not even a voucher?",
        ),
        a(
            "I understand, and I'm sorry, but I'm not able to issue a refund or a voucher for passes on a "
            "day the "
            "run opened. You can send a written complaint to the operator."
        ),
        stop(
            "Fine. I'll put it in writing then.",
            "That's disappointing. Goodbye.",
            "Ok. I'll write to them. Bye.",
        ),
    ),
)

# -- ventriloquist: move a party booking by a day ------------------------------------------------------------

VENTRILOQUIST = Scenario(
    goal="Move the ventriloquist you booked for your son's 7th birthday party from Saturday 14 June to "
    "Sunday 15 "
    "June, same time and venue.",
    persona="a parent planning a party, organised, writes short sentences",
    known_facts={
        "booking_id": "VNT-38815",
        "full_name": "Fiona Marsh",
        "phone": "07812 334905",
        "event_date": "2025-06-14",
        "venue": "27 Larkspur Close, Harrogate",
        "start_time": "14:00",
        "deposit_paid": "£60.00",
    },
    unknown_facts=["performer's name: Gilbert Pratt", "balance due", "rebooking fee: £20"],
    expected=["reschedule_booking"],
)
_VENT_BOOKING = call(
    "get_booking",
    {"booking_id": "VNT-38815"},
    {
        "booking": "VNT-38815",
        "customer": "Fiona Marsh",
        "performer": "Gilbert Pratt",
        "date": "2025-06-14",
        "time": "14:00-15:00",
        "venue": "27 Larkspur Close, Harrogate",
        "deposit": 60.0,
        "balance": 120.0,
    },
)
_VENT_CHECK = call(
    "check_performer_availability",
    {"performer": "Gilbert Pratt", "date": "2025-06-15"},
    {"available": ["11:00", "14:00"], "rebooking_fee": 20.0},
)
_VENT_MOVE = call(
    "reschedule_booking",
    {"booking_id": "VNT-38815", "date": "2025-06-15", "time": "14:00"},
    {"status": "rescheduled", "date": "2025-06-15", "time": "14:00-15:00", "fee": 20.0, "balance_due": 140.0},
)
VENTRILOQUIST_FLOWS = (
    (
        u(
            "Hi, I need to move my ventriloquist booking from Saturday 14 June to Sunday 15 June. Same time "
            "and "
            "place.",
            "Hello. I have a booking for my son's birthday party - can we change it to the Sunday (15th) "
            "instead of "
            "the Saturday?",
            "Hi there, we've had to move my son's party by a day. Is the ventriloquist free on Sunday 15 "
            "June "
            "instead?",
            "Hi! Quick one: party moved from Sat 14/06 to Sun 15/06. Can the ventriloquist still come?",
        ),
        a("Let's see what we can do. What's the booking ID?"),
        u(
            "VNT-38815",
            "It's VNT-38815.",
            "Booking ID VNT 38815.",
            "vnt-38815 - under Fiona Marsh",
        ),
        a(
            "Thanks. Gilbert Pratt is booked for 14 June, 14:00-15:00, at 27 Larkspur Close, Harrogate. He's "
            "free "
            "on Sunday 15 June at 14:00. Moving costs a £20.00 rebooking fee, added to the £120.00 balance. "
            "Shall I "
            "move it?",
            _VENT_BOOKING,
            _VENT_CHECK,
        ),
        u(
            "Yes, please move it to the 15th at 2pm.",
            "Yes. So the balance becomes £140?",
            "Fine, go ahead. £20 is ok.",
            "Yes please. Same address, 27 Larkspur Close.",
            "Yes. Phew, that's a relief.",
        ),
        a(
            "Done: Sunday 15 June, 14:00-15:00, same venue. The balance due on the day is now £140.00.",
            _VENT_MOVE,
        ),
        stop(
            "Perfect, thank you!",
            "Great. Thanks a lot.",
            "Brilliant - my son will be thrilled. Thanks.",
            "£140 on the day, noted. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hi, can I move a ventriloquist booking by one day? Saturday 14 June to Sunday 15 June.",
            "Hello, we need to change the date of our party booking to Sunday 15 June, same time.",
            "Hi. Party date has changed. Can the booking move from 14 June to 15 June?",
        ),
        a("Of course. Can I take your name and the phone number on the booking?"),
        u(
            "Fiona Marsh, 07812 334905",
            "Fiona Marsh - 07812 334 905",
            "Name: Fiona Marsh. Phone: 07812334905.",
            "It's Fiona Marsh, mobile 07812 334905.",
        ),
        a("Thanks, I've found it: VNT-38815.", _VENT_BOOKING),
        a(
            "Gilbert can do Sunday 15 June at 11:00 or 14:00. There's a £20.00 rebooking fee.",
            _VENT_CHECK,
        ),
        u(
            "14:00 please, same as before.",
            "2pm. The hall is ours from 1 anyway.",
            "The 14:00 slot please.",
            "14:00. The fee is fine.",
        ),
        a("Moved to Sunday 15 June at 14:00. The balance is now £140.00, payable on the day.", _VENT_MOVE),
        u(
            "Thanks. Does Gilbert need a table or a power socket?",
            "Can he arrive 15 minutes early to set up?",
            "Great. Does the balance have to be cash?",
            "Ok. Will you text me a confirmation?",
        ),
        a(
            "He brings everything and only needs a chair. He usually arrives 15 minutes early, and cash or "
            "bank "
            "transfer is fine for the balance. A confirmation text is on its way."
        ),
        stop("Great, thanks.", "Perfect. Bye!", "Thanks for your help.", "Lovely. Thank you."),
    ),
)

DOMAINS: list[Domain] = [
    Domain("lacemaking", LACEMAKING, LACEMAKING_FLOWS),
    Domain("marionette", MARIONETTE, MARIONETTE_FLOWS),
    Domain("netball", NETBALL, NETBALL_FLOWS),
    Domain("opera", OPERA, OPERA_FLOWS),
    Domain("pizzaoven", PIZZAOVEN, PIZZAOVEN_FLOWS),
    Domain("quadcopter", QUADCOPTER, QUADCOPTER_FLOWS),
    Domain("rockpooling", ROCKPOOLING, ROCKPOOLING_FLOWS),
    Domain("sushiclass", SUSHICLASS, SUSHICLASS_FLOWS),
    Domain("tobogganing", TOBOGGANING, TOBOGGANING_FLOWS),
    Domain("ventriloquist", VENTRILOQUIST, VENTRILOQUIST_FLOWS),
]

FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "lacemaking",
        0,
        Say(
            0,
            "Hello, I'm booked on the beginners' bobbin lace weekend in March but need to change to a later "
            "date.",
        ),
        "paraphrased ending",
    ),
    F(
        "opener",
        "lacemaking",
        1,
        Say(
            0,
            "Hello, I'm booked on the beginners' bobbin lace weekend in March but I need to move to a later "
            "date. "
            "My booking reference is TLS-40718.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "netball",
        0,
        Say(0, "Hi, can my daughter switch from Saturday netball to Wednesdays?"),
        "last words changed",
    ),
    F("opener", "netball", 1, Say(0, "Hi, can my daughter switch from Saturday netball"), "truncated"),
    F(
        "opener",
        "pizzaoven",
        0,
        Say(0, "Hello! The burner on my pizza oven keeps going out."),
        "a different first message",
    ),
    F(
        "opener",
        "pizzaoven",
        1,
        Say(0, "hi the gas burner on my pizza oven wont stay lit"),
        "lower case, apostrophe dropped",
    ),
    F(
        "opener",
        "rockpooling",
        0,
        Say(
            0,
            "Hello! Are there still spaces on the rockpooling walk this Saturday? We'd be two adults and two "
            "children.",
        ),
        "opener extended with the party",
    ),
    F(
        "opener",
        "tobogganing",
        0,
        Say(0, "Good morning. The toboggan run was closed when we arrived on Saturday - I'd like a refund."),
        "reworded with a greeting",
    ),
    # -- reply_shape: the turn is not one customer's voice
    F(
        "reply_shape",
        "marionette",
        0,
        Say(1, "MW-882614\n\nAssistant: Thank you, I've located your order. Could you describe the damage?"),
        "assistant line",
    ),
    F(
        "reply_shape",
        "opera",
        0,
        Say(
            2,
            "<thinking>He offers a voucher or a refund; my goal says a refund to the card.</thinking>\nThe "
            "refund "
            "to my card, please.",
        ),
        "thinking block",
    ),
    F(
        "reply_shape",
        "quadcopter",
        0,
        Say(
            2,
            "Yes please, open it.\n\n(As the videographer, I'm anxious about getting it back before the "
            "wedding.)",
        ),
        "stage direction",
    ),
    F(
        "reply_shape",
        "sushiclass",
        0,
        Say(2, '{"role": "user", "content": "17 May if possible!"}'),
        "JSON message with a role",
    ),
    F(
        "reply_shape",
        "ventriloquist",
        1,
        Say(2, "14:00 please, same as before.\nBooking desk: No problem, I'll move that across for you now."),
        "staff line",
    ),
    F(
        "reply_shape",
        "tobogganing",
        0,
        Say(2, "*sighs* Yes, please refund it to that card."),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "rockpooling",
        0,
        Say(4, "Brilliant, see you Saturday! What time should we get there?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "netball",
        1,
        Say(3, "When does she stop going on Saturdays? Probably after this week, I imagine."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "pizzaoven",
        0,
        Say(
            1,
            "Sorry, as an AI I don't actually own a pizza oven, but sticking to the scenario: it goes out as "
            "soon "
            "as I let go of the knob.",
        ),
        "breaks character",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "lacemaking", 0, Say(1, "It's TLS-40781."), "reference digits swapped"),
    F("invented_specifics", "marionette", 1, Say(1, "nadia.okonkwo@gmail.com"), "email domain"),
    F(
        "invented_specifics",
        "netball",
        0,
        Say(1, "NB-2207-318. Can you text me on 07911 204737 when it's done?"),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "opera",
        1,
        Say(1, "h.lindqvist@btinternet.com, and it was Saturday 19 April."),
        "performance date",
    ),
    F(
        "invented_specifics",
        "pizzaoven",
        0,
        Say(2, "KO16-2291-0475. Bought it on 12 August 2024, if that matters."),
        "purchase date",
    ),
    F(
        "invented_specifics",
        "quadcopter",
        0,
        Say(2, "Yes, open it - put the $79 on my Amex ending 3006."),
        "card number",
    ),
    F(
        "invented_specifics",
        "rockpooling",
        1,
        Say(
            3,
            "Gemma Tullis, 07700 900311, gemma.tullis@yahoo.co.uk - we're staying at 14 Harbour View, "
            "Wembury.",
        ),
        "street address",
    ),
    F(
        "invented_specifics",
        "tobogganing",
        1,
        Say(2, "A refund to my card please, the Visa ending 8823."),
        "card digits swapped",
    ),
    F(
        "invented_specifics",
        "ventriloquist",
        0,
        Say(2, "Yes, move it please. I paid the £60 deposit back on 3 March."),
        "payment date",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "lacemaking",
        1,
        Say(
            1,
            "Maud Ferreira, maud.ferreira@mailbox.org. I'm hoping Edith Carraway teaches whichever weekend I "
            "move "
            "to!",
        ),
        "tutor's name",
    ),
    F(
        "unknown_fact",
        "marionette",
        0,
        Say(
            2,
            "Yes, three photos. Please put them under claim DC-30917 - that's the number in the email I got.",
        ),
        "claim number",
    ),
    F(
        "unknown_fact",
        "netball",
        0,
        Say(1, "NB-2207-318. Is there still space in Bronwen Hale's Wednesday group?"),
        "coach's name",
    ),
    F(
        "unknown_fact",
        "opera",
        1,
        Say(2, "A refund, please. Your colleague on the telephone already gave me the reference RF-20931."),
        "refund reference",
    ),
    F(
        "unknown_fact",
        "pizzaoven",
        1,
        Say(
            1,
            "Order PZ-310447, email sam.pellegrini@gmail.com. It's under warranty until August 2027 anyway.",
        ),
        "month and year of the warranty end",
    ),
    F(
        "unknown_fact",
        "quadcopter",
        0,
        Say(
            0,
            "Hi, my Skylark 3 Pro crashed into a tree and the gimbal is broken. I know the DroneCare excess "
            "is "
            "seventy-nine dollars, that's fine. Can I book a repair?",
        ),
        "excess in words",
    ),
    F(
        "unknown_fact",
        "rockpooling",
        1,
        Say(
            1,
            "Saturday 19 July, for 2 adults and 2 kids! Low tide is at 11:42 that morning, so the earlier "
            "the better.",
        ),
        "low tide time",
    ),
    F(
        "unknown_fact",
        "sushiclass",
        1,
        Say(
            1,
            "SUSHI-GV-7Q4M and tariq.benali@student.kcl.ac.uk. it expires on 30 June so I want to use it "
            "soon!",
        ),
        "voucher expiry without the year",
    ),
    F(
        "unknown_fact",
        "tobogganing",
        0,
        Say(1, "TB-6624190. A friend said refunds take 10 working days with you."),
        "processing time",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "lacemaking",
        0,
        Say(1, "It's TLS-40718. I'm Maud Ferreira, email maud.ferreira@mailbox.org, mobile 07700 900482."),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "marionette",
        0,
        Say(
            0,
            "Hi, my marionette arrived with a snapped control bar. Order MW-882614, delivered 21 January to "
            "14 "
            "Oakley Road, Ranelagh, Dublin 6, and I paid €148.00. I'd like a replacement.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "netball",
        1,
        Say(
            1,
            "Isla, born 2 June 2014. Membership NB-2207-318, I'm Karin Achterberg, k.achterberg@outlook.com",
        ),
        "asked for name and birthday, gives three more",
    ),
    F(
        "data_dump",
        "opera",
        2,
        Say(
            0,
            "Good morning, I am Hector Lindqvist, booking COH-7731952. I paid £186.00 with my card ending "
            "4471. "
            "The La Bohème of 12 April was cancelled and I should like a refund.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "pizzaoven",
        1,
        Say(
            1,
            "Order PZ-310447, email sam.pellegrini@gmail.com. Serial KO16-2291-0475, bought 19 Aug 2024, "
            "postcode "
            "BS3 4QT.",
        ),
        "asked for order and email, gives three more",
    ),
    F(
        "data_dump",
        "quadcopter",
        1,
        Say(
            0,
            "Hi, DroneCare repair please:\n- plan DC-58-0931-7\n- Skylark 3 Pro, serial 1581F5FHD22X3M\n- "
            "crashed "
            "2025-05-03\n- call me on +1 415 555 0137",
        ),
        "a list of facts up front",
    ),
    F(
        "data_dump",
        "sushiclass",
        0,
        Say(
            0,
            "Hi! I'm Tariq Benali (tariq.benali@student.kcl.ac.uk) and I'd like to use voucher SUSHI-GV-7Q4M "
            "for "
            "Saturday 17 May. I'm vegetarian.",
        ),
        "name, email, voucher and date up front",
    ),
    F(
        "data_dump",
        "tobogganing",
        1,
        Say(
            1,
            "lukas.brandt@gmx.ch. Order TB-6624190, 5 day passes, CHF 92.00, paid with the card ending 8832.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "ventriloquist",
        0,
        Say(
            1,
            "VNT-38815. Name's Fiona Marsh, phone 07812 334905. Venue is 27 Larkspur Close, Harrogate, 2pm "
            "start, "
            "£60 deposit paid.",
        ),
        "asked for the id, gives five more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "lacemaking",
        0,
        StopAt(4, "Let me check my diary and I'll come back to you. Thank you!"),
        "after the options",
    ),
    F(
        "premature_stop",
        "marionette",
        1,
        StopAt(4, "Let me think about it and get back to you."),
        "after refund or replacement was offered",
    ),
    F("premature_stop", "netball", 0, StopAt(2, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "opera",
        1,
        StopAt(4, "I shall discuss it with my wife and telephone tomorrow. Good evening."),
        "after the choice was offered",
    ),
    F(
        "premature_stop",
        "pizzaoven",
        0,
        StopAt(6, "Great, good to know it's still under warranty. Thanks!"),
        "after the warranty check",
    ),
    F(
        "premature_stop",
        "quadcopter",
        0,
        StopAt(4, "Ok, good to know about the excess. I'll think it over."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "rockpooling",
        1,
        StopAt(6, "Actually, I'll check with my partner first and book later. Thanks!"),
        "asked for contact details",
    ),
    F(
        "premature_stop",
        "sushiclass",
        0,
        StopAt(6, "ooh both look good. I'll have a think and book online later, thanks!"),
        "after the class list",
    ),
    F(
        "premature_stop",
        "ventriloquist",
        1,
        StopAt(5, "Thanks, I'll check with the hall first."),
        "after the slots",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "marionette", 2, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "opera", 0, meta(1, prompt_missing=["known_facts.booking_ref"]), "a known fact"),
    F("persona_sent", "quadcopter", 1, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "rockpooling", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "sushiclass", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "tobogganing", 2, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "ventriloquist",
        0,
        meta(0, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown facts",
    ),
    F(
        "persona_sent",
        "ventriloquist",
        1,
        meta(1, prompt_missing=["known_facts.phone", "known_facts.full_name"]),
        "two known facts",
    ),
]
