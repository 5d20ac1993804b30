"""Blind set 21, part N: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the section "Simulator fidelity: guards, faults, valid trials" of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework: ``Say``, ``StopAt``, ``meta``, ``Fault``, ``build``, and the first set's ``FAULTS``),
``tests/_fidelity_blind_domains.py`` (the step helpers and the first domains) and the ``Case`` entry format of
``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while writing; the only thing
run was the well-formedness check, which builds the conversations without calling a guard.

The ten scenarios: lavenderfarm (booking a lavender distilling workshop for two with a gift voucher), mandolin
(a replacement for a mandolin delivered with a cracked top), nightsafari (moving family night safari tickets
from Friday to Saturday), oilpainting (withdrawing from an oil painting course and refunding the unused
sessions), pinball (booking a technician for a home pinball machine's dead flipper), ropeaccess (a damage
claim for sealant dripped by a rope-access window-cleaning crew), sheepshearing (booking a shearing contractor
for a hill farm's ewes), tandem (a partial refund for a tandem rental whose chain kept coming off),
urnengraving (correcting a wrong birth year on an urn's engraving proof) and velodrome (booking a track taster
session for a father and son with hire bikes).

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

# -- 1. lavender farm workshop (with an opener) --------------------------------------------------------------

LAVENDER = Scenario(
    goal="Book the Saturday lavender distilling workshop at Bramblecote Lavender Farm for you and your "
    "sister, using the gift voucher you were given.",
    persona="a cheerful retired nurse who loves gardening, chatty but to the point",
    known_facts={
        "full_name": "Maureen Hollis",
        "phone": "07700 900417",
        "email": "mo.hollis@btinternet.com",
        "preferred_date": "2024-07-13",
        "voucher_code": "LAV-GIFT-5521",
    },
    unknown_facts=[
        "workshop price per person",
        "booking reference: BLF-24-0713-09",
        "host's name: Tamsin Reed",
    ],
    opener="Hello! I'd love to book the lavender distilling workshop for my sister and me.",
    expected=["book_workshop"],
)
_LAV_OPENER = "Hello! I'd love to book the lavender distilling workshop for my sister and me."
_LAV_AVAIL = call(
    "check_availability",
    {"workshop": "distilling", "date": "2024-07-13"},
    {
        "date": "2024-07-13",
        "sessions": {"10:00": {"places_left": 3}, "14:00": {"places_left": 6}},
        "price_per_person": 42.0,
        "currency": "GBP",
        "host": "Tamsin Reed",
    },
)
_LAV_VOUCHER = call(
    "validate_voucher",
    {"code": "LAV-GIFT-5521"},
    {"code": "LAV-GIFT-5521", "valid": True, "value": 20.0, "valid_until": "2024-12-31"},
)
_LAV_BOOK_PM_VOUCHER = call(
    "book_workshop",
    {
        "workshop": "distilling",
        "date": "2024-07-13",
        "session": "14:00",
        "places": 2,
        "lead_name": "Maureen Hollis",
        "phone": "07700 900417",
        "voucher": "LAV-GIFT-5521",
    },
    {"reference": "BLF-24-0713-09", "total": 84.0, "voucher_applied": 20.0, "due_on_the_day": 64.0},
)
_LAV_BOOK_AM = call(
    "book_workshop",
    {
        "workshop": "distilling",
        "date": "2024-07-13",
        "session": "10:00",
        "places": 2,
        "lead_name": "Maureen Hollis",
        "phone": "07700 900417",
        "email": "mo.hollis@btinternet.com",
    },
    {"reference": "BLF-24-0713-09", "total": 84.0, "due_on_the_day": 84.0},
)
LAVENDER_FLOWS = (
    (
        u(_LAV_OPENER),
        a("Lovely! Which date would you like? We run the distilling workshop on Saturdays all summer."),
        u(
            "Saturday the 13th of July, if there's room.",
            "July 13th please - it's a Saturday, so that should work.",
            "13/07 would be perfect",
            "Could we do Saturday 13 July? That's the one we had our eye on.",
        ),
        a(
            "On Saturday 13 July there are two sessions: 10:00 (3 places left) and 14:00 (6 places left). "
            "It's £42 per person, and your host will be Tamsin Reed. Which session suits you?",
            _LAV_AVAIL,
        ),
        u(
            "The 2pm one please, mornings are a rush for us.",
            "14:00 please. So that's £84 for the two of us?",
            "Afternoon please! £42 each is fine.",
            "We'll take the 14:00 session. Is parking free at the farm?",
        ),
        a(
            "Parking is free on site. To book two places at 14:00 I'll need the lead name, a phone number "
            "and an email address."
        ),
        u(
            "Maureen Hollis, 07700 900417, mo.hollis@btinternet.com",
            "Name: Maureen Hollis\nPhone: 07700 900 417\nEmail: mo.hollis@btinternet.com",
            "It's Maureen Hollis - mobile 07700900417 and email mo.hollis@btinternet.com.",
            "Of course. Maureen Hollis, phone +44 7700 900417, and my email is mo.hollis@btinternet.com",
        ),
        a("Thank you, Ms Hollis. Do you have a gift voucher or discount code to use?"),
        u(
            "Yes, a gift voucher: LAV-GIFT-5521.",
            "I do! LAV-GIFT-5521. My daughter gave it to me for my birthday.",
            "lav-gift-5521",
            "Yes please - the code on it is LAV GIFT 5521.",
        ),
        a(
            "That voucher is worth £20. You're booked: distilling workshop, Saturday 13 July at 14:00, 2 "
            "places. The total is £84, less the £20 voucher, which leaves £64 to pay on the day. Your "
            "reference is BLF-24-0713-09.",
            _LAV_VOUCHER,
            _LAV_BOOK_PM_VOUCHER,
        ),
        stop(
            "Wonderful, thank you! See you on the 13th.",
            "Lovely, £64 on the day, noted. Thanks so much!",
            "Thank you, that's perfect. Reference BLF-24-0713-09 written down.",
            "",
        ),
    ),
    (
        u(_LAV_OPENER),
        a("Of course. Could I take your name and the date you have in mind?"),
        u(
            "Maureen Hollis. We were hoping for 13 July.",
            "It's Maureen Hollis, and Saturday the 13th of July if possible.",
            "Maureen Hollis - 2024-07-13 ideally",
            "My name's Maureen Hollis. Saturday 13th July would be lovely.",
        ),
        a(
            "Thank you. On 13 July we have sessions at 10:00 and 14:00, £42 per person. The morning one is "
            "hosted by Tamsin Reed.",
            _LAV_AVAIL,
        ),
        u(
            "Morning, please. What should we wear - does it get messy?",
            "10 o'clock please. Does the £42 include the oil we make?",
            "The 10:00 one, please, while it's still cool.",
            "We'll go for the morning. Is there somewhere to get a cup of tea afterwards?",
        ),
        a(
            "Comfortable clothes and closed shoes are best; everyone takes home a 10 ml bottle of their own "
            "oil, and the tea room is open all day. Shall I book two places at 10:00? I'll need a phone "
            "number and an email address."
        ),
        u(
            "Yes please. 07700 900417 and mo.hollis@btinternet.com.",
            "Please do. My mobile is +44 7700 900417, email mo.hollis@btinternet.com",
            "Yes - phone 07700 900417, email MO.HOLLIS@btinternet.com",
            "Yes, book us in. Phone: 07700-900417. Email: mo.hollis@btinternet.com",
        ),
        a(
            "Booked: 2 places on 13 July at 10:00, £84 to pay on the day. Your reference is BLF-24-0713-09.",
            _LAV_BOOK_AM,
        ),
        u(
            "Thank you! Oh, I nearly forgot - I have a gift voucher, LAV-GIFT-5521. Can it still go on?",
            "Thanks. I have a gift voucher too, can I use it on the day?",
            "Lovely. Can I bring my gift voucher along and use it then?",
        ),
        a(
            "Yes, just hand the voucher in at the till on the day and it will come off the £84.",
        ),
        stop(
            "Perfect, thank you so much.",
            "Lovely. Thanks for your help!",
            "Great, see you on the 13th then. Bye!",
        ),
    ),
    (
        u(_LAV_OPENER),
        a("Lovely! Do you have a date in mind, and will you be paying by card or with a voucher?"),
        u(
            "Saturday 13 July, and I have a gift voucher: LAV-GIFT-5521.",
            "The 13th of July please. I'll use a gift voucher, the code is LAV-GIFT-5521.",
            "13 July if you can - and I've got a voucher, LAV-GIFT-5521, from my daughter.",
            "We'd like Saturday 13/07. Voucher please: LAV-GIFT-5521",
        ),
        a(
            "The voucher is worth £20 and valid until 31 December. On 13 July we have places at 10:00 and "
            "14:00; the workshop is £42 per person.",
            _LAV_VOUCHER,
            _LAV_AVAIL,
        ),
        u(
            "The 2 o'clock please. So £84 less the £20, that leaves £64 to pay?",
            "Afternoon, please - 14:00.",
            "14:00 for the two of us, please.",
            "2pm would suit us best, thank you.",
        ),
        a("Yes, £64. I just need the lead name and a contact phone number."),
        u(
            "Maureen Hollis, 07700 900417.",
            "It's Maureen Hollis; phone 07700 900 417.",
            "Name Maureen Hollis, mobile +44 7700 900417",
        ),
        a(
            "All booked: 13 July at 14:00, two places, reference BLF-24-0713-09. £64 is left to pay on "
            "arrival, and Tamsin Reed will be your host.",
            _LAV_BOOK_PM_VOUCHER,
        ),
        u(
            "Thank you. Is the farm shop open after the workshop?",
            "Lovely. Can my sister pay her half on the day?",
            "Thanks! Is it all right to bring a picnic?",
        ),
        a(
            "Yes - the farm shop and tea room are open until 5, payment on the day can be split however you "
            "like, and picnics are welcome in the meadow."
        ),
        stop(
            "Marvellous. Thank you so much!",
            "Lovely, we'll look forward to it. Bye!",
            "Thank you, see you on the 13th.",
        ),
    ),
)

# -- 2. mandolin delivered cracked ---------------------------------------------------------------------------

MANDOLIN = Scenario(
    goal="The mandolin you ordered online arrived with a cracked top; get a replacement sent, not a refund.",
    persona="a folk musician in his thirties, laid-back, sometimes writes in lower case",
    known_facts={
        "order_number": "MM-30418",
        "email": "rory.keane@fastmail.ie",
        "model": "Eastman MD305",
        "delivery_date": "2024-09-03",
        "amount_paid": "€649.00",
    },
    unknown_facts=[
        "replacement dispatch date: 2024-09-10",
        "courier",
        "return label number: RL-77120-IE",
    ],
    expected=["create_replacement"],
)
_MAN_ORDER = {
    "order": "MM-30418",
    "item": "Eastman MD305 A-style mandolin",
    "paid": 649.0,
    "currency": "EUR",
    "delivered": "2024-09-03",
    "email": "rory.keane@fastmail.ie",
    "stock": "in stock",
}
_MAN_LOOKUP = call("get_order", {"order_number": "MM-30418"}, _MAN_ORDER)
_MAN_LOOKUP_EMAIL = call("get_order", {"email": "rory.keane@fastmail.ie"}, _MAN_ORDER)
_MAN_REPLACE = call(
    "create_replacement",
    {"order_number": "MM-30418", "reason": "cracked top, transit damage"},
    {
        "replacement_order": "MM-30418-R1",
        "dispatch": "2024-09-10",
        "courier": "An Post",
        "return_label": "RL-77120-IE",
    },
)
MANDOLIN_FLOWS = (
    (
        u(
            "hi, my mandolin arrived yesterday and the top is cracked. can you send a replacement?",
            "Hello - the mandolin I ordered came with a crack in the top. I'd like a replacement rather "
            "than a refund please.",
            "Hey there. Just unboxed my new mandolin and there's a crack running down the top :( Could you "
            "send me another one?",
            "Hi, I received a damaged mandolin (cracked top). Looking for a replacement, not my money back.",
        ),
        a("Sorry to hear that! Can you give me the order number?"),
        u("MM-30418", "sure, it's MM-30418", "Order number is mm30418.", "It's order MM 30418."),
        a(
            "Thanks. I see an Eastman MD305 A-style mandolin, €649.00, delivered on 3 September. Could you "
            "email us a photo of the crack, and confirm the email address on the order?",
            _MAN_LOOKUP,
        ),
        u(
            "Photo's on its way. Email is rory.keane@fastmail.ie.",
            "yep that's the one, the MD305. my email is rory.keane@fastmail.ie, sending the photo now",
            "Done, sent the photo from rory.keane@fastmail.ie. It did arrive on the 3rd like you said.",
            "Sure - rory.keane@fastmail.ie. Photo attached to an email just now, the crack is near the "
            "f-hole.",
        ),
        a(
            "Got the photo, thanks - that's clearly transit damage. I can send you a replacement MD305 and a "
            "prepaid return label for the damaged one. Shall I go ahead?"
        ),
        u(
            "yes please go ahead",
            "Yes, a replacement please. Do I need the original box to send it back?",
            "Please do. How soon would the new one ship?",
            "Yes! Replacement please, I'm gigging with it next month.",
        ),
        a(
            "Done. Replacement order MM-30418-R1 ships on 10 September with An Post, and your return label "
            "RL-77120-IE is in your inbox. Reuse the original box if you still have it.",
            _MAN_REPLACE,
        ),
        stop(
            "brilliant, thanks a million",
            "Great - MM-30418-R1, shipping the 10th. Thanks for sorting it!",
            "Perfect, I'll pop the old one in the post with the RL-77120-IE label. Cheers!",
            "",
        ),
    ),
    (
        u(
            "Hi, my new mandolin has a cracked top. I ordered the Eastman MD305 from you.",
            "hello, the Eastman MD305 I bought arrived cracked. i want a replacement.",
            "Hi! Bad news - the mandolin came with a cracked top. Can you replace it?",
            "Hiya, the mandolin from my order showed up with a split in the top. Can I get a new one sent?",
        ),
        a("I'm sorry! What email address did you order with?"),
        u("rory.keane@fastmail.ie", "It's rory.keane@fastmail.ie", "rory dot keane at fastmail dot ie"),
        a("I found order MM-30418, €649.00, delivered on 2024-09-03. Is that the one?", _MAN_LOOKUP_EMAIL),
        u(
            "Yes, that's it.",
            "yes MM-30418 is right",
            "That's the one - delivered on the 3rd of September.",
            "Yep, €649, that's my order.",
        ),
        a("I can offer you a full refund of €649.00 or a replacement. Which would you prefer?"),
        u(
            "A replacement please, I really like that model.",
            "Replacement please, not a refund.",
            "I'd rather have a replacement mandolin than the €649 back.",
            "replacement pls - I've been waiting ages for an MD305",
        ),
        a(
            "Done: replacement MM-30418-R1 ships on 10 September with An Post. A return label, RL-77120-IE, "
            "has been emailed to you.",
            _MAN_REPLACE,
        ),
        u(
            "Thanks. Will An Post collect the damaged one or do I drop it off?",
            "Great. When should I send the cracked one back?",
            "cheers. do I have to pay anything for the return?",
        ),
        a("Drop it at any post office with the label, whenever suits you; the return is free."),
        stop("Grand, thanks for the help.", "OK, easy enough. Thanks!", "Lovely, cheers."),
    ),
    (
        u(
            "Hi, order MM-30418 arrived with a cracked mandolin top. I need a replacement.",
            "hey, my order MM-30418 - the mandolin's top is cracked. could you send a new one?",
            "Hello, the mandolin from order MM-30418 has a crack in the top. Replacement please.",
        ),
        a("Sorry about that. Let me check the order.", _MAN_LOOKUP),
        a(
            "I found the Eastman MD305, €649.00, delivered 3 September. I'll raise the replacement now.",
            call(
                "create_replacement",
                {"order_number": "MM-30418", "reason": "cracked top"},
                error="warehouse system unavailable (503)",
            ),
        ),
        a(
            "I'm sorry, our warehouse system is down and I couldn't create the replacement. Please get back "
            "in touch later today and we'll set it up then."
        ),
        stop(
            "ok, I'll try again later. thanks",
            "That's a shame. I'll get back in touch this afternoon.",
            "Fine, I'll message again later. Bye.",
        ),
    ),
)

# -- 3. night safari date change (with an opener) ------------------------------------------------------------

NIGHTSAFARI = Scenario(
    goal="Move your family's night safari tickets (two adults, two children) from Friday 16 August to "
    "Saturday 17 August, at the earliest entry time.",
    persona="a father of two young kids, organised, a little anxious about the kids' bedtime",
    known_facts={
        "booking_ref": "NS-58214",
        "email": "dev.raman@outlook.com",
        "phone": "+65 9123 4567",
        "original_date": "2024-08-16",
        "card_last4": "4410",
    },
    unknown_facts=["change fee", "new entry time: 19:45", "tram seat numbers: 12A-12D"],
    opener="Hi, can I move our night safari tickets from Friday to Saturday?",
    expected=["change_booking"],
)
_NS_OPENER = "Hi, can I move our night safari tickets from Friday to Saturday?"
_NS_BOOKING = {
    "ref": "NS-58214",
    "date": "2024-08-16",
    "entry": "19:15",
    "tickets": {"adult": 2, "child": 2},
    "paid": 148.0,
    "currency": "SGD",
    "email": "dev.raman@outlook.com",
}
_NS_FIND = call("find_booking", {"booking_ref": "NS-58214"}, _NS_BOOKING)
_NS_FIND_EMAIL = call("find_booking", {"email": "dev.raman@outlook.com"}, _NS_BOOKING)
_NS_DATE = call(
    "check_date",
    {"date": "2024-08-17", "tickets": 4},
    {"date": "2024-08-17", "entry_slots": ["19:45", "21:00"], "change_fee": 10.0, "currency": "SGD"},
)
_NS_CHANGE = call(
    "change_booking",
    {"booking_ref": "NS-58214", "date": "2024-08-17", "entry": "19:45"},
    {"ref": "NS-58214", "date": "2024-08-17", "entry": "19:45", "tram_seats": "12A-12D", "fee_charged": 10.0},
)
NIGHTSAFARI_FLOWS = (
    (
        u(_NS_OPENER),
        a("Sure! What's your booking reference?"),
        u(
            "NS-58214",
            "It's NS-58214.",
            "Booking ref is ns58214",
            "Reference NS 58214 - it's two adults and two kids.",
        ),
        a(
            "Found it: 2 adults and 2 children on Friday 16 August, entry 19:15, S$148 paid. Saturday 17 "
            "August has entry at 19:45 or 21:00, and there's a S$10 change fee. Which time would you like?",
            _NS_FIND,
            _NS_DATE,
        ),
        u(
            "19:45 please, 21:00 is way too late for the kids.",
            "The 7:45 pm slot please. S$10 is fine.",
            "Earlier one - 19:45. The fee's ok.",
            "7.45pm please! Can the S$10 go on the same card?",
        ),
        a(
            "Done: moved to Saturday 17 August, entry 19:45, and the S$10 went on the card on file. Your "
            "tram seats are 12A-12D.",
            _NS_CHANGE,
        ),
        stop(
            "Thanks so much, the kids will be thrilled!",
            "Great, Saturday 19:45, seats 12A-12D. Thank you!",
            "Perfect, thanks for the quick help.",
            "",
        ),
    ),
    (
        u(_NS_OPENER),
        a("Happy to help. Can you give me the email address on the booking?"),
        u("dev.raman@outlook.com", "Sure - dev.raman@outlook.com", "it's Dev.Raman@outlook.com"),
        a(
            "I see booking NS-58214 for Friday 16 August. To verify, what are the last four digits of the "
            "card you paid with?",
            _NS_FIND_EMAIL,
        ),
        u("4410", "Card ending 4410.", "The last four are 4410.", "It ends in 4410"),
        a(
            "Thanks. For Saturday 17 August we have entries at 19:45 and 21:00. Changing carries a S$10 fee.",
            _NS_DATE,
        ),
        u(
            "The earliest please - 19:45. Roughly how long does the tram ride take?",
            "We'll take 19:45. How long is the tram ride?",
            "19:45 please.",
            "Definitely the 19:45, the little one falls asleep by half nine.",
        ),
        a("The tram ride is about 40 minutes. Shall I confirm 19:45 on Saturday, with the S$10 fee?"),
        u("Yes, confirm it please.", "Yes go ahead.", "Yep, S$10 is fine, please confirm.", "yes please!"),
        a("Confirmed. NS-58214 is now Saturday 17 August at 19:45, tram seats 12A-12D.", _NS_CHANGE),
        u(
            "Do we need to print new tickets or is the email enough?",
            "Will we get a new e-ticket by email?",
            "Thanks! Will the old tickets still scan?",
        ),
        a(
            "A new e-ticket is on its way to dev.raman@outlook.com. The old one no longer scans; just show "
            "the new one on your phone."
        ),
        stop("Great, thank you!", "Perfect, thanks for your help.", "Brilliant. Bye!"),
    ),
    (
        u(_NS_OPENER),
        a("Of course. What's the booking reference, and a contact phone number in case we get cut off?"),
        u(
            "NS-58214, and my phone is +65 9123 4567.",
            "Ref NS-58214. Phone 9123 4567.",
            "NS-58214 / +6591234567",
        ),
        a("Thank you. One moment.", _NS_FIND, _NS_DATE),
        a(
            "Your four tickets are for Friday 16 August at 19:15. On Saturday 17 August I can offer 19:45 or "
            "21:00; the change fee is S$10."
        ),
        u(
            "19:45 please, the earliest you have.",
            "The 19:45, thanks - so we pay S$10 on top of the S$148?",
            "Go with 19:45.",
        ),
        a(
            "Yes, just the S$10. Done - Saturday 17 August, 19:45, tram seats 12A-12D.",
            _NS_CHANGE,
        ),
        stop(
            "Thank you, that's a relief.",
            "Great, 12A-12D noted. Thanks!",
            "Lovely, thanks a lot.",
            "",
        ),
    ),
)

# -- 4. oil painting course withdrawal -----------------------------------------------------------------------

OILPAINTING = Scenario(
    goal="You can no longer attend your Tuesday evening oil painting course because of new night shifts; "
    "withdraw and get the unused sessions refunded.",
    persona="a nurse who has just started night shifts, apologetic and a bit tired",
    known_facts={
        "full_name": "Priya Castellano",
        "course_code": "OIL-TUE-07",
        "email": "priya.c@protonmail.com",
        "course_fee": "£240",
        "start_date": "2024-09-10",
    },
    unknown_facts=["sessions remaining", "tutor's name: Gideon Marsh", "refund reference: RFD-8830"],
    expected=["withdraw_student"],
)
_OIL_ENROLMENT = {
    "student": "Priya Castellano",
    "course": "OIL-TUE-07",
    "title": "Oil Painting for Beginners",
    "tutor": "Gideon Marsh",
    "start": "2024-09-10",
    "sessions_total": 8,
    "sessions_attended": 3,
    "fee": 240.0,
    "refund_per_unused_session": 30.0,
}
_OIL_FIND_EMAIL = call("find_enrolment", {"email": "priya.c@protonmail.com"}, _OIL_ENROLMENT)
_OIL_FIND_CODE = call("find_enrolment", {"name": "Priya Castellano", "course": "OIL-TUE-07"}, _OIL_ENROLMENT)
_OIL_WITHDRAW = call(
    "withdraw_student",
    {"course": "OIL-TUE-07", "student": "Priya Castellano", "refund": 150.0},
    {"status": "withdrawn", "refund": 150.0, "refund_ref": "RFD-8830", "to": "original card"},
)
OILPAINTING_FLOWS = (
    (
        u(
            "Hi, I'm enrolled in the Tuesday evening oil painting course but I've just been put on night "
            "shifts and can't come any more. Can I withdraw and get a refund for the sessions I'll miss?",
            "Hello, sorry to be a pain - I need to drop out of my Tuesday oil painting class (my work "
            "schedule changed). Is a partial refund possible?",
            "Hi there, I have to withdraw from the oil painting course on Tuesdays. Could I get the unused "
            "sessions refunded?",
            "hi, new night shifts mean I can't make Tuesday evenings anymore :( can I leave the oil painting "
            "course and get money back for the rest?",
        ),
        a("I'm sorry to hear that. What's the email address you enrolled with?"),
        u(
            "priya.c@protonmail.com",
            "It's priya.c@protonmail.com - the course code is OIL-TUE-07 if that helps.",
            "Sure, priya.c@protonmail.com.",
            "priya.c@protonmail.com (Priya Castellano)",
        ),
        a(
            "Thanks, Priya. You're on Oil Painting for Beginners (OIL-TUE-07) with Gideon Marsh. You've "
            "attended 3 of 8 sessions, so 5 remain. We refund £30 per unused session, which is £150. Shall "
            "I withdraw you?",
            _OIL_FIND_EMAIL,
        ),
        u(
            "Yes please. £150 back is fair.",
            "Yes, go ahead. So that's £150 out of the £240?",
            "Please do - 5 sessions at £30, £150, makes sense.",
            "Yes. And could you tell Gideon I'm sorry to leave? I was enjoying it.",
        ),
        a(
            "Done - you're withdrawn and £150 is going back to your original card, reference RFD-8830, "
            "within 5-7 working days. I'll pass your message on to Gideon.",
            _OIL_WITHDRAW,
        ),
        stop(
            "Thank you, that's really kind.",
            "Great, RFD-8830 noted. Thanks!",
            "Thanks so much for making it easy.",
            "",
        ),
    ),
    (
        u(
            "Hello, I need to withdraw from my oil painting course, I'm working nights now. Can I get some "
            "of the fee back?",
            "Hi - I can't do Tuesday evenings any more because of shift work. How do I leave the oil "
            "painting course and get a refund for what's left?",
            "Hi, I'm so sorry but I have to quit the Tuesday oil painting class. Refund for the remaining "
            "weeks possible?",
        ),
        a("Of course. Can I have your full name and the course code?"),
        u(
            "Priya Castellano, OIL-TUE-07.",
            "Name's Priya Castellano and the code is OIL-TUE-07",
            "Priya Castellano - course oil-tue-07",
            "It's Priya Castellano; the code on my receipt is OIL TUE 07.",
        ),
        a(
            "Found you. The course fee was £240 and it started on 10 September; you've had 3 sessions, so 5 "
            "remain, refundable at £30 each: £150. Or you could move to the Saturday morning group instead. "
            "Which would you like?",
            _OIL_FIND_CODE,
        ),
        u(
            "A refund please - Saturdays don't work with my shifts either.",
            "I'll take the refund, thanks.",
            "Refund please. £150 to the card I paid with?",
            "The refund, please. I might come back next term though.",
        ),
        a(
            "Withdrawn. £150 is being refunded to your card, reference RFD-8830, within 5-7 working days.",
            _OIL_WITHDRAW,
        ),
        u(
            "Can I re-enrol next term if my shifts change?",
            "Thanks. Do I need to return the canvas boards I took home?",
            "Will I get an email confirming the withdrawal?",
        ),
        a(
            "Yes, you can re-enrol any time, there's nothing to return, and a confirmation email is on its "
            "way."
        ),
        stop("Lovely, thank you.", "Thanks for your help!", "Great, bye for now."),
    ),
    (
        u(
            "Hi, I need to withdraw from the oil painting course, OIL-TUE-07, because of night shifts. I'd "
            "like a refund for the sessions I can't attend.",
            "Hello - can I get a refund on OIL-TUE-07? I can't attend Tuesday evenings any more.",
            "Hi, I've started night shifts so I have to leave course OIL-TUE-07. What can you refund?",
        ),
        a("Let me have a look.", call("find_enrolment", {"course": "OIL-TUE-07"}, _OIL_ENROLMENT)),
        a(
            "I'm sorry, Priya. Our terms only allow refunds before the third session, and you've attended 3 "
            "already, so I can't refund any of the £240."
        ),
        u(
            "Really? Not even for the sessions I won't be at?",
            "That seems harsh - is there no exception for a change in work shifts?",
            "Oh. Is there anyone else I could ask?",
        ),
        a(
            "I'm sorry, I'm not able to make an exception; the terms you accepted at enrolment apply. You're "
            "welcome to keep attending if your shifts allow."
        ),
        stop(
            "OK, I understand. Thanks anyway.",
            "That's disappointing, but thank you for explaining.",
            "Fine. Bye.",
        ),
    ),
)

# -- 5. pinball machine repair visit (with an opener) --------------------------------------------------------

PINBALL = Scenario(
    goal="The left flipper on your home pinball machine has stopped working; book a technician's home visit.",
    persona="a retro-gaming enthusiast, talkative and a bit technical",
    known_facts={
        "customer_number": "PB-11907",
        "machine": "Addams Family",
        "address": "27 Kestrel Road, Leeds LS6 2HP",
        "phone": "0113 496 0782",
        "purchase_date": "2023-11-25",
    },
    unknown_facts=["call-out fee: £65", "technician's name", "visit reference: VIS-40217"],
    opener="Hi there, my pinball machine's left flipper has died - can someone come and fix it?",
    expected=["book_visit"],
)
_PB_OPENER = "Hi there, my pinball machine's left flipper has died - can someone come and fix it?"
_PB_CUSTOMER = {
    "customer": "PB-11907",
    "name": "Sam Whitcombe",
    "machine": "Addams Family",
    "address": "27 Kestrel Road, Leeds LS6 2HP",
    "purchased": "2023-11-25",
    "warranty_until": "2024-11-25",
}
_PB_LOOKUP = call("lookup_customer", {"customer_number": "PB-11907"}, _PB_CUSTOMER)
_PB_LOOKUP_PHONE = call("lookup_customer", {"phone": "01134960782"}, _PB_CUSTOMER)
_PB_SLOTS = call(
    "get_slots",
    {"postcode": "LS6 2HP"},
    {"slots": ["2024-10-08 09:00-12:00", "2024-10-10 13:00-17:00"], "callout_fee": 65.0, "currency": "GBP"},
)
_PB_BOOK_THU = call(
    "book_visit",
    {"customer_number": "PB-11907", "slot": "2024-10-10 13:00-17:00", "fault": "left flipper dead"},
    {"visit_ref": "VIS-40217", "technician": "Dale Pritchard", "callout_fee": 65.0, "parts": "warranty"},
)
_PB_BOOK_TUE = call(
    "book_visit",
    {"customer_number": "PB-11907", "slot": "2024-10-08 09:00-12:00", "fault": "left flipper dead"},
    {"visit_ref": "VIS-40217", "technician": "Dale Pritchard", "callout_fee": 65.0, "parts": "warranty"},
)
PINBALL_FLOWS = (
    (
        u(_PB_OPENER),
        a("Sorry to hear that! What's your customer number?"),
        u(
            "PB-11907",
            "It's PB-11907.",
            "customer no. pb11907",
            "Sure thing, PB 11907. It's the Addams Family machine.",
        ),
        a(
            "Thanks, Sam. That's the Addams Family at 27 Kestrel Road, Leeds, under warranty until 25 "
            "November, so parts are covered. I can offer Tuesday 8 October 9-12 or Thursday 10 October 1-5. "
            "The call-out fee is £65.",
            _PB_LOOKUP,
            _PB_SLOTS,
        ),
        u(
            "Thursday afternoon please, I work from home that day.",
            "The 10th, 1-5, please. So just the £65 and no parts cost?",
            "Thursday 10th please. Is the £65 paid on the day?",
            "Thursday 10/10 please. It's probably the flipper coil or the EOS switch, for what it's worth.",
        ),
        a(
            "Booked: Thursday 10 October, 1-5 pm. Your technician is Dale Pritchard and the reference is "
            "VIS-40217. The £65 is paid on the day; parts are under warranty.",
            _PB_BOOK_THU,
        ),
        stop(
            "Brilliant, cheers!",
            "Great, VIS-40217, Thursday afternoon. Thanks a lot.",
            "Ace, thanks for sorting that.",
            "",
        ),
    ),
    (
        u(_PB_OPENER),
        a("Of course. Could I have the phone number on your account, or your customer number?"),
        u("0113 496 0782", "Phone's 01134960782.", "It's +44 113 496 0782", "Sure, 0113 4960782"),
        a(
            "Found it - an Addams Family bought on 25 November 2023, registered to 27 Kestrel Road, Leeds "
            "LS6 2HP. Is that where the machine is?",
            _PB_LOOKUP_PHONE,
        ),
        u(
            "Yes, that's the address.",
            "Yep, 27 Kestrel Road.",
            "Correct, LS6 2HP. It's in the spare room upstairs.",
            "That's right, same place.",
        ),
        a(
            "We have Tuesday 8 October 9-12 or Thursday 10 October 1-5. There's a £65 call-out fee.",
            _PB_SLOTS,
        ),
        u(
            "Tuesday morning please.",
            "8 October in the morning.",
            "The Tuesday slot, 9 to 12, thanks.",
            "Tuesday works - the earlier the better.",
        ),
        a("Shall I book Tuesday 8 October, 9-12, at 27 Kestrel Road, with the £65 call-out fee?"),
        u("Yes, book it.", "Yes please.", "Go for it.", "Yep, £65 is fine."),
        a("Done. Your reference is VIS-40217 and your technician is Dale Pritchard.", _PB_BOOK_TUE),
        u(
            "Should I take the glass off before he arrives?",
            "Does Dale need me to do anything beforehand?",
            "Will he bring a spare coil just in case?",
        ),
        a(
            "No need - just make sure there's a socket near the machine and room to lift the playfield. He "
            "carries the common coils and switches."
        ),
        stop("Great, thanks!", "Sounds good. Cheers!", "Perfect, see you Tuesday."),
    ),
)

# -- 6. rope-access crew damage claim ------------------------------------------------------------------------

ROPEACCESS = Scenario(
    goal="A rope-access window-cleaning crew dripped sealant on your balcony furniture last week; file a "
    "damage claim for the cost of cleaning it.",
    persona="a precise retired accountant living in a high-rise flat, courteous but firm",
    known_facts={
        "flat": "Flat 14C, Harbour View Tower",
        "job_number": "RA-6620",
        "incident_date": "2024-05-21",
        "cleaning_quote": "£180.00",
        "email": "g.oyelaran@outlook.com",
    },
    unknown_facts=["claim number: DC-30917", "crew supervisor's name", "decision deadline: 2024-06-14"],
    expected=["file_damage_claim"],
)
_RA_JOB = {
    "job": "RA-6620",
    "site": "Harbour View Tower",
    "date": "2024-05-21",
    "work": "window cleaning and sealant repair, floors 10-16",
    "supervisor": "Kieran Doyle",
}
_RA_FIND = call("find_job", {"job_number": "RA-6620"}, _RA_JOB)
_RA_FIND_SITE = call("find_job", {"site": "Harbour View Tower", "since": "2024-05-14"}, _RA_JOB)
_RA_FILE = call(
    "file_damage_claim",
    {
        "job_number": "RA-6620",
        "flat": "14C",
        "amount": 180.0,
        "description": "sealant drips on balcony furniture",
        "email": "g.oyelaran@outlook.com",
    },
    {"claim": "DC-30917", "status": "received", "decision_by": "2024-06-14"},
)
ROPEACCESS_FLOWS = (
    (
        u(
            "Good afternoon. Your rope-access crew cleaned the windows at our building last week and left "
            "sealant drips all over my balcony furniture. I would like to claim the cost of cleaning it.",
            "Hello. I wish to file a damage claim: the window cleaners on ropes dripped sealant onto my "
            "balcony table and chairs last week.",
            "Hi, I need to report damage from your abseiling window cleaners - sealant on my balcony "
            "furniture. How do I claim?",
            "Good morning. Sealant from your crew's work last week has ruined the finish on my balcony "
            "furniture. I want to make a claim.",
        ),
        a(
            "I'm sorry about that. Do you have the job number from the notice in your building, and your "
            "flat?"
        ),
        u(
            "Job RA-6620, Flat 14C, Harbour View Tower.",
            "The notice said RA-6620. I'm in 14C.",
            "Certainly: job number RA-6620; Flat 14C, Harbour View Tower.",
            "ra6620, flat 14c",
        ),
        a(
            "Thank you. Job RA-6620 at Harbour View Tower on 21 May, supervised by Kieran Doyle; your flat "
            "was on the drop. What would you like to claim?",
            _RA_FIND,
        ),
        u(
            "I have a quote of £180.00 for professional cleaning. I would like that covered.",
            "The cleaning quote is £180, please claim that amount.",
            "£180 - that's what a furniture cleaner quoted me.",
            "The cost of cleaning, which I have been quoted at £180.00.",
        ),
        a("Understood. Which email address should we send the claim confirmation to?"),
        u(
            "g.oyelaran@outlook.com",
            "Please use g.oyelaran@outlook.com.",
            "G.Oyelaran@outlook.com, thank you.",
        ),
        a(
            "Filed: claim DC-30917 for £180.00. You'll have a decision by 14 June. Please email the quote "
            "and photos to us quoting DC-30917.",
            _RA_FILE,
        ),
        stop(
            "Thank you. I shall send the quote today.",
            "Very good - DC-30917, decision by 14 June. Thank you.",
            "Thank you for your help.",
            "",
        ),
    ),
    (
        u(
            "Hello, on 21 May your window cleaners left sealant on my balcony furniture. I'd like to claim "
            "for the cleaning.",
            "Good afternoon. I'm writing about sealant your crew dripped on my balcony furniture last week. "
            "I intend to claim for it.",
            "Hello. Your rope-access team damaged my balcony furniture with sealant. Please tell me how to "
            "file a claim.",
        ),
        a("Sorry to hear that. Which building and flat are you in?"),
        u(
            "Flat 14C, Harbour View Tower.",
            "Harbour View Tower, 14C.",
            "It is flat 14C at Harbour View Tower.",
        ),
        a(
            "That's job RA-6620 on 21 May; the supervisor, Kieran Doyle, logged sealant work on your floor. "
            "How much are you claiming, and do you have a quote?",
            _RA_FIND_SITE,
        ),
        u(
            "Yes, £180.00 from a furniture cleaning firm.",
            "£180, and I have the written quote.",
            "The quote came to £180.00.",
            "I have a written quote for £180.",
        ),
        a("Thank you. I'll file it for £180.00 now."),
        a(
            "Done. Your claim number is DC-30917; you'll have a decision by 14 June.",
            _RA_FILE,
        ),
        u(
            "Will the £180 be paid to me or to the cleaning firm?",
            "Do you need photographs as well as the quote?",
            "How will I hear about the decision?",
        ),
        a(
            "If approved, payment goes to you by bank transfer. Please send photos and the quote by email; "
            "we'll write to you with the decision."
        ),
        stop("Understood. Thank you.", "Fine, I shall send them over. Goodbye.", "Thank you, that's clear."),
    ),
)

# -- 7. sheep shearing booking (with an opener) --------------------------------------------------------------

SHEEPSHEARING = Scenario(
    goal="Book a shearing contractor for your ewes for the first week of June.",
    persona="a hill farmer in Cumbria, plain-spoken, writes short messages",
    known_facts={
        "farm_name": "Low Gill Farm",
        "holding_number": "CPH 08/123/0045",
        "phone": "07823 554190",
        "flock_size": "140 ewes",
        "postcode": "CA17 4PL",
    },
    unknown_facts=["price per head", "shearer's name: Owen Pryce", "booking number: SH-2406-118"],
    opener="Need a shearer booked for early June please.",
    expected=["book_shearing"],
)
_SH_OPENER = "Need a shearer booked for early June please."
_SH_AVAIL = call(
    "check_availability",
    {"postcode": "CA17 4PL", "week": "2024-06-03"},
    {"dates": ["2024-06-04", "2024-06-06"], "price_per_head": 2.4, "min_charge": 150.0, "currency": "GBP"},
)
_SH_BOOK_TUE = call(
    "book_shearing",
    {
        "farm": "Low Gill Farm",
        "cph": "08/123/0045",
        "date": "2024-06-04",
        "head": 140,
        "phone": "07823554190",
    },
    {"booking": "SH-2406-118", "shearer": "Owen Pryce", "estimate": 336.0},
)
_SH_BOOK_THU = call(
    "book_shearing",
    {"farm": "Low Gill Farm", "cph": "08/123/0045", "date": "2024-06-06", "head": 140},
    {"booking": "SH-2406-118", "shearer": "Owen Pryce", "estimate": 336.0},
)
SHEEPSHEARING_FLOWS = (
    (
        u(_SH_OPENER),
        a("Can do. What's the farm name and postcode, and how many sheep?"),
        u(
            "Low Gill Farm, CA17 4PL. 140 ewes.",
            "140 ewes at Low Gill Farm, postcode CA17 4PL",
            "low gill farm, ca17 4pl - 140 ewes",
            "Low Gill Farm. CA17 4PL. 140 ewes to do.",
        ),
        a(
            "We've a team in your area on Tuesday 4 June or Thursday 6 June. It's £2.40 a head, so about "
            "£336 for 140.",
            _SH_AVAIL,
        ),
        u("Tuesday.", "Tuesday 4th suits.", "The 4th. Weather permitting.", "Tuesday the 4th. £336 is fine."),
        a("I'll need your CPH number and a phone number for the shearer."),
        u(
            "CPH 08/123/0045, phone 07823 554190.",
            "08/123/0045. Mobile 07823 554190.",
            "cph 08/123/0045 and 07823554190",
        ),
        a(
            "Booked for Tuesday 4 June, booking SH-2406-118. Your shearer is Owen Pryce; he'll ring the day "
            "before. Sheep need to be dry and penned.",
            _SH_BOOK_TUE,
        ),
        stop("Right, thanks.", "Grand. Ta.", "Good, Owen on the 4th. Cheers.", ""),
    ),
    (
        u(_SH_OPENER),
        a("Sure. What's the farm name and your holding (CPH) number?"),
        u(
            "Low Gill Farm. CPH 08/123/0045.",
            "Low Gill Farm, 08/123/0045",
            "It's Low Gill Farm, CPH 08 123 0045",
        ),
        a("Thanks. And how many head?"),
        u("140 ewes.", "140.", "140 ewes, no lambs to do.", "About 140 ewes."),
        a(
            "Available: Tuesday 4 June or Thursday 6 June, at £2.40 a head with a £150 minimum.",
            _SH_AVAIL,
        ),
        u("Thursday 6th.", "Thursday.", "Make it the Thursday.", "The 6th, Thursday."),
        a("Thursday 6 June for 140 ewes, roughly £336. Confirm?"),
        u("Yes.", "Aye, confirm it.", "Yes, go on.", "Yes. £336 is about right."),
        a(
            "Booked: SH-2406-118, Thursday 6 June, shearer Owen Pryce. What's the best number for him to "
            "reach you on?",
            _SH_BOOK_THU,
        ),
        u("07823 554190.", "My mobile, 07823 554190.", "07823554190"),
        a("Got it, he'll call you the day before."),
        stop("Ta.", "Right you are. Thanks.", "Cheers."),
    ),
)

# -- 8. tandem rental partial refund -------------------------------------------------------------------------

TANDEM = Scenario(
    goal="The tandem you rented last Saturday threw its chain twice and you lost half the day; get a partial "
    "refund.",
    persona="an upbeat planner of a couple's weekend trips, uses the odd emoji",
    known_facts={
        "rental_id": "TD-7734",
        "rental_date": "2024-06-08",
        "amount_paid": "€70",
        "email": "lea.brunner@gmx.ch",
        "pickup_station": "Lakeside Kiosk",
    },
    unknown_facts=[
        "refund amount",
        "station manager's name: Mirko Baumann",
        "refund reference: RF-TD-2290",
    ],
    expected=["issue_refund"],
)
_TD_RENTAL = {
    "rental": "TD-7734",
    "bike": "Tandem T-12",
    "date": "2024-06-08",
    "paid": 70.0,
    "currency": "EUR",
    "station": "Lakeside Kiosk",
    "notes": "chain issue reported 13:10",
}
_TD_FIND = call("get_rental", {"rental_id": "TD-7734"}, _TD_RENTAL)
_TD_FIND_EMAIL = call("get_rental", {"email": "lea.brunner@gmx.ch"}, _TD_RENTAL)
_TD_REFUND = call(
    "issue_refund",
    {"rental_id": "TD-7734", "amount": 35.0, "reason": "chain failure"},
    {"refund_ref": "RF-TD-2290", "amount": 35.0, "to": "card"},
)
TANDEM_FLOWS = (
    (
        u(
            "Hi! We rented a tandem last Saturday and the chain came off twice - we lost about half the day. "
            "Could we get some money back? 🙂",
            "Hello, the tandem we hired on Saturday kept dropping its chain (twice!) and we spent half the "
            "day fixing it. I'd like a partial refund please.",
            "Hey, our tandem rental last weekend was a bit of a disaster - the chain fell off two times. Is "
            "a partial refund possible?",
            "Hi there, I'm writing about a tandem rental from last Saturday: the chain came off twice and we "
            "lost half our day. Can you refund part of it?",
        ),
        a("Oh no, sorry about that! What's your rental ID?"),
        u(
            "TD-7734",
            "It's TD-7734 🙂",
            "Rental ID: td7734",
            "TD 7734 - we picked it up at the Lakeside Kiosk.",
        ),
        a(
            "Found it: Tandem T-12 from Lakeside Kiosk on 8 June, €70 for the day. The station logged the "
            "chain issue at 13:10. I can refund half, €35. Is that okay?",
            _TD_FIND,
        ),
        u(
            "Yes, €35 sounds fair, thank you!",
            "That's fair - half of €70. Please go ahead.",
            "Yes please! Will it go back to the card?",
            "€35 works for us 👍",
        ),
        a(
            "Done: €35 is going back to your card, reference RF-TD-2290. It should show within 3-5 days.",
            _TD_REFUND,
        ),
        stop(
            "Thanks so much! 😊",
            "Great, RF-TD-2290 noted. Thanks!",
            "Perfect, thank you for being so helpful.",
            "",
        ),
    ),
    (
        u(
            "Hi, the tandem we rented on Saturday had chain problems all afternoon. Could I get a partial "
            "refund?",
            "Hello! Our tandem's chain came off twice last Saturday and we lost half the day. Any chance of "
            "a partial refund?",
            "hey, tandem rental last sat = chain falling off x2. can we get some of the money back?",
        ),
        a("Sorry to hear that. Could you tell me the email address on the booking?"),
        u(
            "lea.brunner@gmx.ch",
            "Sure, it's lea.brunner@gmx.ch",
            "lea.brunner@gmx.ch - the rental was on 8 June",
        ),
        a("I see TD-7734 on 8 June, €70. How much of the day did you lose?", _TD_FIND_EMAIL),
        u(
            "About half the day, from around lunchtime.",
            "Roughly half - the chain first went just after 1pm.",
            "We were stuck from about 1 o'clock, so half the day.",
        ),
        a("Thanks. For breakdowns we refund the lost time, so €35. Shall I issue it?"),
        u("Yes please.", "Yes, €35 is fine.", "Go ahead 🙂", "Yes, half of the €70 is fair."),
        a(
            "Refund of €35 issued, reference RF-TD-2290. The station manager, Mirko Baumann, will also have "
            "the bike checked.",
            _TD_REFUND,
        ),
        u(
            "Thanks! Good to hear the bike will be looked at.",
            "Great, how long does the refund take?",
            "Thank you! Will I get an email confirmation?",
        ),
        a("You'll get a confirmation email now; the money takes 3-5 working days to reach your card."),
        stop("Lovely, thanks again!", "Cool, thank you! 😊", "Great, bye!"),
    ),
    (
        u(
            "Hi, rental TD-7734 - the tandem's chain came off twice on Saturday. I'd like a partial refund "
            "please.",
            "Hello, about TD-7734: the chain kept slipping off and we lost half the day. Can you refund "
            "some of it?",
        ),
        a(
            "Sorry about that. I can refund €35 to your card, or give you a €45 voucher for another rental. "
            "Which would you prefer?",
            _TD_FIND,
        ),
        u(
            "The refund to the card, please - we're not back in the area this summer.",
            "I'll take the €35 refund, thanks.",
            "Refund please, not the voucher.",
        ),
        a("Done: €35 refunded, reference RF-TD-2290.", _TD_REFUND),
        stop("Thank you! 🙂", "Perfect, thanks for being so quick.", "Great, cheers!", ""),
    ),
)

# -- 9. urn engraving correction (with an opener) ------------------------------------------------------------

URNENGRAVING = Scenario(
    goal="The engraving proof for your late father's urn has his year of birth wrong (1984 instead of 1948); "
    "get the engraving text corrected before it is engraved.",
    persona="a grieving daughter, quiet and courteous, writes short careful sentences",
    known_facts={
        "order_number": "UE-90231",
        "full_name": "Claire Okonkwo",
        "father_name": "Samuel Okonkwo",
        "email": "claire.okonkwo@icloud.com",
        "phone": "020 7946 0331",
    },
    unknown_facts=["engraving date: 2024-04-22", "engraver's name", "revised proof number: PR-90231-2"],
    opener="Hello. There is a mistake on the engraving proof for my father's urn.",
    expected=["update_engraving"],
)
_UE_OPENER = "Hello. There is a mistake on the engraving proof for my father's urn."
_UE_ORDER = {
    "order": "UE-90231",
    "item": "Brass urn, oak finish",
    "text": "Samuel Okonkwo | 1984 - 2024 | Forever in our hearts",
    "status": "proof sent",
    "engraving_date": "2024-04-22",
    "customer": "Claire Okonkwo",
}
_UE_FIND = call("get_order", {"order_number": "UE-90231"}, _UE_ORDER)
_UE_FIND_EMAIL = call("get_order", {"email": "claire.okonkwo@icloud.com"}, _UE_ORDER)
_UE_UPDATE = call(
    "update_engraving",
    {"order_number": "UE-90231", "text": "Samuel Okonkwo | 1948 - 2024 | Forever in our hearts"},
    {"status": "proof updated", "proof": "PR-90231-2", "engraving_date": "2024-04-22"},
)
URNENGRAVING_FLOWS = (
    (
        u(_UE_OPENER),
        a("I'm so sorry for your loss, and for the error. Could you give me the order number?"),
        u("It is UE-90231.", "UE-90231.", "The order number is UE 90231.", "Yes, ue-90231. Thank you."),
        a(
            "Thank you. The proof reads: 'Samuel Okonkwo | 1984 - 2024 | Forever in our hearts'. What "
            "should it say?",
            _UE_FIND,
        ),
        u(
            "The years should be 1948 - 2024. My father was born in 1948, not 1984.",
            "It should read 1948 - 2024. The rest is right.",
            "Please change 1984 to 1948. Everything else is correct.",
            "1948 – 2024, please. The name and the line underneath are fine.",
        ),
        a(
            "Corrected: 'Samuel Okonkwo | 1948 - 2024 | Forever in our hearts'. A new proof, PR-90231-2, is "
            "on its way by email, and the engraving is still scheduled for 22 April.",
            _UE_UPDATE,
        ),
        stop(
            "Thank you. That means a lot.",
            "Thank you for fixing it so quickly.",
            "I have the new proof now. Thank you.",
            "",
        ),
    ),
    (
        u(_UE_OPENER),
        a("I'm very sorry. Let's put it right. What's the email address on the order?"),
        u(
            "claire.okonkwo@icloud.com",
            "It is claire.okonkwo@icloud.com.",
            "claire.okonkwo@icloud.com, thank you",
        ),
        a("Thank you, Claire. I have order UE-90231. Which part of the proof is wrong?", _UE_FIND_EMAIL),
        u(
            "The year of birth. It says 1984, it should be 1948.",
            "His birth year is reversed - 1984 should be 1948.",
            "The dates. It should be 1948 - 2024.",
        ),
        a("I understand. Before I change it, could you confirm his full name exactly as it should appear?"),
        u("Samuel Okonkwo.", "Samuel Okonkwo, as it is now.", "The name is right: Samuel Okonkwo."),
        a(
            "Thank you. It now reads 'Samuel Okonkwo | 1948 - 2024 | Forever in our hearts'. A new proof, "
            "PR-90231-2, has been sent to your email.",
            _UE_UPDATE,
        ),
        u(
            "Will it still be engraved on time?",
            "Do I need to approve the new proof?",
            "Could someone call me before it is engraved?",
        ),
        a(
            "Yes, engraving stays on 22 April. Please reply 'approved' to the proof email; we won't engrave "
            "without it, and we can call you beforehand if you'd like."
        ),
        stop("I will. Thank you for your kindness.", "Thank you. I'll approve it tonight.", "Thank you."),
    ),
    (
        u(_UE_OPENER),
        a("I'm sorry to hear that. Could you give me the order number and the phone number on the order?"),
        u(
            "UE-90231, and my phone is 020 7946 0331.",
            "Order UE-90231. Phone 020 7946 0331.",
            "UE-90231 / 02079460331",
        ),
        a(
            "Thank you. I'm afraid this order was placed by Daniel Okonkwo with a different phone number. "
            "For privacy I can't change the engraving without his authorisation; he can call us or reply "
            "from his email.",
            call(
                "get_order",
                {"order_number": "UE-90231"},
                {**_UE_ORDER, "customer": "Daniel Okonkwo", "phone_on_order": "ends 1187"},
            ),
        ),
        u(
            "He is my brother. Can I not change it on his behalf?",
            "I see. Is there nothing you can do? It is my father's urn.",
            "Oh. I understand. Could you at least note that the year is wrong?",
        ),
        a(
            "I'm truly sorry, but I can't make changes without the account holder. Nothing is engraved until "
            "the proof is approved, so there is time for Daniel to contact us."
        ),
        stop(
            "I understand. I will ask him to call. Thank you.",
            "All right. Thank you for explaining.",
            "Okay. Goodbye.",
        ),
    ),
)

# -- 10. velodrome taster session ----------------------------------------------------------------------------

VELODROME = Scenario(
    goal="Book a beginners' track taster session at the velodrome for you and your son, with two hire bikes.",
    persona="a keen amateur cyclist and dad, enthusiastic, asks practical questions",
    known_facts={
        "member_number": "VM-55082",
        "son_name": "Kuba Wojcik",
        "son_age": "14",
        "email": "tom.wojcik@gmail.com",
        "preferred_date": "2024-03-16",
    },
    unknown_facts=["session price", "coach's name: Rhiannon Price", "booking reference: VEL-3316-B"],
    expected=["book_taster"],
)
_VEL_SESSIONS = call(
    "find_sessions",
    {"date": "2024-03-16", "type": "taster"},
    {
        "date": "2024-03-16",
        "sessions": [{"time": "09:00", "spaces": 4}, {"time": "11:30", "spaces": 1}],
        "price_per_rider": 25.0,
        "bike_hire": 8.0,
        "currency": "GBP",
        "min_age": 12,
    },
)
_VEL_MEMBER = call("find_member", {"member_number": "VM-55082"}, {"name": "Tom Wojcik", "status": "active"})
_VEL_BOOK = call(
    "book_taster",
    {
        "member_number": "VM-55082",
        "date": "2024-03-16",
        "time": "09:00",
        "riders": ["Tom Wojcik", "Kuba Wojcik"],
        "bike_hire": 2,
    },
    {"ref": "VEL-3316-B", "total": 66.0, "coach": "Rhiannon Price"},
)
VELODROME_FLOWS = (
    (
        u(
            "Hi! I'd like to book a track taster session for me and my son, with hire bikes for both of us.",
            "Hello - could I book a beginners' taster on the track for myself and my 14-year-old? We'll need "
            "two hire bikes.",
            "Hey, looking to get my lad and me onto a track taster session. We don't have track bikes so we "
            "need to hire two.",
            "Hi there, I want to book the beginners' taster for two (me and my son) plus two hire bikes "
            "please.",
        ),
        a("Great! Which date were you thinking of?"),
        u(
            "Saturday 16 March if possible.",
            "16/03 - the Saturday.",
            "The 16th of March, please.",
            "March 16th, ideally in the morning.",
        ),
        a(
            "On Saturday 16 March there's a 09:00 taster with 4 spaces and an 11:30 with 1 space. It's £25 "
            "per rider plus £8 per hire bike, and riders must be at least 12.",
            _VEL_SESSIONS,
        ),
        u(
            "09:00 please - so 2 riders at £25 and 2 bikes at £8, £66 in total?",
            "The 9am one. My son's 14 so that's fine.",
            "9 o'clock please, we need two spaces.",
            "09:00 works. Is there a changing room?",
        ),
        a(
            "Yes, £66 in total, and there are changing rooms. Can I have your member number and your son's "
            "name?"
        ),
        u(
            "Member number VM-55082, and my son is Kuba Wojcik.",
            "VM-55082. Son: Kuba Wojcik.",
            "vm55082 - Kuba Wojcik",
            "Sure: VM 55082, and his name is Kuba Wojcik.",
        ),
        a(
            "Booked: Saturday 16 March, 09:00, 2 riders with 2 hire bikes, £66. Reference VEL-3316-B. Your "
            "coach is Rhiannon Price; please arrive 20 minutes early.",
            _VEL_BOOK,
        ),
        stop(
            "Brilliant, Kuba's going to love it. Thanks!",
            "Great, VEL-3316-B. See you on the 16th!",
            "Cheers, thanks for the help.",
            "",
        ),
    ),
    (
        u(
            "Hello! Can I book a track taster for me and my son? We'll both need hire bikes.",
            "Hi, I'd love to get my son into track cycling - can we book a taster session together, with two "
            "hire bikes?",
            "hi, beginners' taster for two please, father and son, two hire bikes",
        ),
        a("Happy to help. Are you a member? If so, what's your member number?"),
        u("Yes, VM-55082.", "I am - VM-55082.", "Member no. VM 55082", "Yep, it's VM-55082."),
        a("Thanks, Tom. What date would you like, and what's your son's name and age?", _VEL_MEMBER),
        u(
            "Saturday 16 March. He's Kuba Wojcik, 14.",
            "16 March. Kuba Wojcik, age 14.",
            "The 16th of March; Kuba Wojcik, he's 14.",
            "Sat 16/3 please - Kuba Wojcik, 14 years old.",
        ),
        a(
            "16 March: 09:00 (4 spaces) or 11:30 (1 space), so for two riders it's the 09:00. £25 per rider "
            "and £8 per bike.",
            _VEL_SESSIONS,
        ),
        u(
            "09:00 then. Please book it.",
            "9am is fine, go ahead.",
            "Ok, the 09:00. Book us in please.",
            "Perfect, 09:00 for both of us please.",
        ),
        a("Done - VEL-3316-B, 16 March at 09:00, total £66. Your coach is Rhiannon Price.", _VEL_BOOK),
        u(
            "What should Kuba wear?",
            "Do we need our own helmets?",
            "Should we bring our own pedals or shoes?",
        ),
        a(
            "Bring a helmet if you have one (we can lend them), cycling shorts and trainers; the hire bikes "
            "have flat pedals."
        ),
        stop("Perfect, thanks!", "Great, see you then.", "Thanks, cheers!"),
    ),
    (
        u(
            "Hi, I'd like to book a beginners' track taster for me and my son, plus two hire bikes.",
            "Hello, taster session for two please (me and my boy), with two hire bikes.",
            "Hi! Track taster for me and my son please - we'll need to hire bikes.",
        ),
        a("Sure. Which date, and what's your member number?"),
        u(
            "16 March, member VM-55082.",
            "Saturday 16/03/2024, VM-55082",
            "VM-55082 - and the 16th of March please",
        ),
        a(
            "The 09:00 session has 4 spaces. It's £25 per rider plus £8 per bike. What's your son's name?",
            _VEL_MEMBER,
            _VEL_SESSIONS,
        ),
        u("Kuba Wojcik.", "He's Kuba Wojcik.", "Kuba Wojcik, he's 14."),
        a(
            "Booking now.",
            call(
                "book_taster",
                {
                    "member_number": "VM-55082",
                    "date": "2024-03-16",
                    "time": "09:00",
                    "riders": ["Tom Wojcik", "Kuba Wojcik"],
                    "bike_hire": 2,
                },
                error="payment service timeout",
            ),
        ),
        a(
            "Sorry, the booking system timed out and nothing was booked. Please try again in an hour, or "
            "call the front desk."
        ),
        stop(
            "Ok, I'll try again later. Thanks.",
            "No worries, I'll call the desk.",
            "Shame - will try again in an hour. Bye.",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("lavenderfarm", LAVENDER, LAVENDER_FLOWS),
    Domain("mandolin", MANDOLIN, MANDOLIN_FLOWS),
    Domain("nightsafari", NIGHTSAFARI, NIGHTSAFARI_FLOWS),
    Domain("oilpainting", OILPAINTING, OILPAINTING_FLOWS),
    Domain("pinball", PINBALL, PINBALL_FLOWS),
    Domain("ropeaccess", ROPEACCESS, ROPEACCESS_FLOWS),
    Domain("sheepshearing", SHEEPSHEARING, SHEEPSHEARING_FLOWS),
    Domain("tandem", TANDEM, TANDEM_FLOWS),
    Domain("urnengraving", URNENGRAVING, URNENGRAVING_FLOWS),
    Domain("velodrome", VELODROME, VELODROME_FLOWS),
]

# -- seeded faults -------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "lavenderfarm",
        0,
        Say(0, "Hello! I'd love to book the lavender distilling workshop for my sister and I, please."),
        "grammar 'corrected' and a word added",
    ),
    F(
        "opener",
        "lavenderfarm",
        1,
        Say(0, "Hi there, I'd like to book a place on the lavender distilling workshop for two people."),
        "paraphrase",
    ),
    F(
        "opener",
        "nightsafari",
        0,
        Say(0, "Hi, can I move our night safari tickets from Friday to Saturday? Booking NS-58214."),
        "opener plus the booking reference",
    ),
    F(
        "opener",
        "nightsafari",
        1,
        Say(0, "Hi, can I move our night safari tickets"),
        "truncated mid-sentence",
    ),
    F(
        "opener",
        "pinball",
        0,
        Say(
            0, "Hi, my pinball machine's left flipper has stopped working. Could someone come out to fix it?"
        ),
        "reworded",
    ),
    F(
        "opener",
        "pinball",
        1,
        Say(
            0,
            "Hi there, my pinball machine's left flipper has died - can someone come and fix it? It's an "
            "Addams Family, if that matters.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "sheepshearing",
        0,
        Say(0, "Need a shearer booked for early June please, 140 ewes."),
        "extended",
    ),
    F(
        "opener",
        "urnengraving",
        1,
        Say(0, "Hello. There's an error on the engraving proof for my dad's urn."),
        "paraphrase with words swapped",
    ),
    # -- reply_shape: the turn does not read as the customer's own single message
    F(
        "reply_shape",
        "lavenderfarm",
        0,
        Say(5, "Wonderful, thank you Maureen! See you on the 13th."),
        "thanks the user's own first name",
    ),
    F(
        "reply_shape",
        "mandolin",
        0,
        Say(3, "yes please go ahead. do I need the original box to send it back? yes, I'd better keep it."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "nightsafari",
        0,
        Say(2, '{"role": "user", "content": "19:45 please, 21:00 is way too late for the kids."}'),
        "JSON message with a role",
    ),
    F(
        "reply_shape",
        "oilpainting",
        1,
        Say(
            2,
            "Thought process: my shifts rule out Saturdays too, so the refund is the option that fits my "
            "goal.\n\nA refund please - Saturdays don't work with my shifts either.",
        ),
        "reasoning written out before the reply",
    ),
    F(
        "reply_shape",
        "pinball",
        0,
        Say(
            2, "(Sam checks the calendar on his phone) Thursday afternoon please, I work from home that day."
        ),
        "action in brackets, as in a play",
    ),
    F(
        "reply_shape",
        "sheepshearing",
        1,
        Say(3, "Thursday 6th.\nShearer: Right, I'll pencil you in for the Thursday then."),
        "a member of staff speaking on its own line",
    ),
    F(
        "reply_shape",
        "tandem",
        1,
        Say(3, "Yes please.\n\n[Note: the customer accepts the offer and is happy with the outcome.]"),
        "bracketed note about the conversation",
    ),
    F(
        "reply_shape",
        "urnengraving",
        0,
        Say(2, "Here's my reply as the daughter: The years should be 1948 - 2024. The rest is right."),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "velodrome",
        2,
        Say(3, "Ok, I'll try again later. Can I book over the phone instead?"),
        "a stop that still asks",
    ),
    # -- invented_specifics: an id, date, amount, phone or address the user was never given
    F("invented_specifics", "mandolin", 0, Say(1, "sure, it's MM-30481"), "order number digits swapped"),
    F(
        "invented_specifics",
        "nightsafari",
        1,
        Say(2, "Card ending 4410. We booked it on 2 July, if that helps."),
        "booking date",
    ),
    F(
        "invented_specifics",
        "oilpainting",
        0,
        Say(2, "Yes please. It should go back to my card ending 7731."),
        "card number",
    ),
    F(
        "invented_specifics",
        "pinball",
        0,
        Say(2, "Thursday please. Best number on the day is my mobile, 07700 900 318."),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "ropeaccess",
        0,
        Say(2, "The cleaning quote is £185, please claim that amount."),
        "quote amount off",
    ),
    F(
        "invented_specifics",
        "sheepshearing",
        0,
        Say(3, "CPH 08/123/0054, phone 07823 554190."),
        "holding number digits swapped",
    ),
    F("invented_specifics", "tandem", 1, Say(1, "lea.brunner@gmx.de"), "email domain changed"),
    F(
        "invented_specifics",
        "urnengraving",
        1,
        Say(1, "claire.okonkwo@icloud.com, or you can call me on 020 7946 0313."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "velodrome",
        1,
        Say(1, "Yes, VM-55082. We live just round the corner at 12 Ashton Lane, so mornings are easy."),
        "street address",
    ),
    # -- unknown_fact: the user states what it cannot know yet
    F(
        "unknown_fact",
        "lavenderfarm",
        0,
        Say(1, "Saturday the 13th of July please. I read the workshop is £42 per person, which is fine."),
        "price per person before the agent said it",
    ),
    F(
        "unknown_fact",
        "mandolin",
        1,
        Say(
            3,
            "A replacement please. I gather it would be dispatched on the 10th of September, which is fine.",
        ),
        "dispatch date before the agent said it",
    ),
    F(
        "unknown_fact",
        "nightsafari",
        0,
        Say(1, "NS-58214. We'd like the 19:45 entry on Saturday if it's free."),
        "new entry time before the agent said it",
    ),
    F(
        "unknown_fact",
        "oilpainting",
        0,
        Say(1, "priya.c@protonmail.com. My tutor is Gideon Marsh, if that helps you find me."),
        "tutor's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "oilpainting",
        1,
        Say(1, "Priya Castellano, OIL-TUE-07. I think I've got 5 sessions remaining."),
        "a count right before the fact's name",
    ),
    F(
        "unknown_fact",
        "ropeaccess",
        0,
        Say(
            0,
            "Good afternoon. Your crew supervisor, Kieran Doyle, told me to contact you about the sealant on "
            "my balcony furniture from last week's window cleaning. I would like to claim.",
        ),
        "supervisor's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "ropeaccess",
        1,
        Say(2, "Yes, £180.00 from a furniture cleaning firm. Please put it under claim DC-30917."),
        "claim number before it was filed",
    ),
    F(
        "unknown_fact",
        "tandem",
        0,
        Say(1, "TD-7734. The lady at the kiosk already gave me a refund reference, RF-TD-2290."),
        "refund reference before the refund",
    ),
    F(
        "unknown_fact",
        "urnengraving",
        0,
        Say(1, "It is UE-90231. I know it goes to the engraver on 22 April."),
        "engraving date before the lookup",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "lavenderfarm",
        0,
        Say(
            1,
            "Saturday 13 July please. I'm Maureen Hollis, mobile 07700 900417, email "
            "mo.hollis@btinternet.com.",
        ),
        "asked for the date, gives name, phone and email",
    ),
    F(
        "data_dump",
        "mandolin",
        1,
        Say(
            0,
            "Hi, the Eastman MD305 I ordered arrived with a cracked top. Order MM-30418, paid €649, "
            "delivered on 3 September, email rory.keane@fastmail.ie. A replacement please.",
        ),
        "five facts in the first message",
    ),
    F(
        "data_dump",
        "oilpainting",
        0,
        Say(
            0,
            "Hi, I'm Priya Castellano. I need to withdraw from OIL-TUE-07 (it started on 10 September, I "
            "paid £240) because of night shifts. Can I get a refund for the rest?",
        ),
        "name, course code, start date and fee up front",
    ),
    F(
        "data_dump",
        "pinball",
        0,
        Say(
            1,
            "PB-11907. It's the Addams Family, bought 25 November 2023, at 27 Kestrel Road, Leeds LS6 2HP - "
            "you can ring me on 0113 496 0782.",
        ),
        "asked for the customer number, gives four more",
    ),
    F(
        "data_dump",
        "ropeaccess",
        1,
        Say(
            0,
            "Hello, on 21 May your crew left sealant on my balcony furniture at Flat 14C, Harbour View "
            "Tower. Job RA-6620; I have a quote of £180.00 for the cleaning.",
        ),
        "date, flat, job and quote up front",
    ),
    F(
        "data_dump",
        "sheepshearing",
        1,
        Say(1, "Low Gill Farm, CPH 08/123/0045.\n- 140 ewes\n- postcode CA17 4PL\n- phone 07823 554190"),
        "asked for farm and CPH, adds a list of three",
    ),
    F(
        "data_dump",
        "tandem",
        0,
        Say(
            1,
            "TD-7734. We picked it up at the Lakeside Kiosk on 8 June, paid €70, and my email's "
            "lea.brunner@gmx.ch.",
        ),
        "asked for the rental id, gives four more",
    ),
    F(
        "data_dump",
        "urnengraving",
        1,
        Say(
            1,
            "claire.okonkwo@icloud.com. The order is UE-90231, my phone is 020 7946 0331, and I am Claire "
            "Okonkwo.",
        ),
        "asked for the email, gives order, phone and name",
    ),
    F(
        "data_dump",
        "velodrome",
        0,
        Say(
            0,
            "Hi! I'd like to book a track taster with two hire bikes for me and my son Kuba Wojcik (he's "
            "14) on 16 March. Member number VM-55082, email tom.wojcik@gmail.com.",
        ),
        "five facts in the first message",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "lavenderfarm",
        0,
        StopAt(4, "Lovely, I'll have a word with my sister and book later. Thank you!"),
        "after the sessions were offered",
    ),
    F(
        "premature_stop",
        "mandolin",
        1,
        StopAt(6, "Let me think about it and I'll let you know. Thanks."),
        "after the refund-or-replacement offer",
    ),
    F(
        "premature_stop",
        "nightsafari",
        1,
        StopAt(8, "Hmm, let me check with my wife first. Thanks!"),
        "asked to confirm, leaves",
    ),
    F(
        "premature_stop",
        "pinball",
        1,
        StopAt(8, "Actually I'll try swapping the coil myself first. Thanks anyway!"),
        "asked to confirm, gives up",
    ),
    F(
        "premature_stop",
        "ropeaccess",
        0,
        StopAt(6, "I shall think it over and write to you instead. Good day."),
        "asked for the email, leaves",
    ),
    F(
        "premature_stop",
        "sheepshearing",
        1,
        StopAt(8, "I'll ring back when I know the weather."),
        "before confirming",
    ),
    F(
        "premature_stop",
        "tandem",
        1,
        StopAt(6, "Okay, I'll talk it over with my partner and come back to you. Thanks!"),
        "after the refund offer",
    ),
    F(
        "premature_stop",
        "urnengraving",
        1,
        StopAt(6, ""),
        "silent stop when asked to confirm the name",
    ),
    F(
        "premature_stop",
        "velodrome",
        1,
        StopAt(6, "Sounds good, I'll book it online later. Thanks!"),
        "after the sessions were listed",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "mandolin", 2, meta(0, prompt_missing=["known_facts.order_number"]), "a known fact"),
    F("persona_sent", "nightsafari", 0, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "oilpainting", 2, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "ropeaccess",
        1,
        meta(2, prompt_missing=["known_facts.cleaning_quote"]),
        "the fact the turn gives",
    ),
    F("persona_sent", "sheepshearing", 0, meta(0, prompt_missing=["goal", "opener"]), "goal and opener"),
    F("persona_sent", "tandem", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "urnengraving", 2, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
    F(
        "persona_sent",
        "velodrome",
        0,
        meta(1, prompt_missing=["known_facts.preferred_date", "known_facts.son_name"]),
        "two known facts",
    ),
]
