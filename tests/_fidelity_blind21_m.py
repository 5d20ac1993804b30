"""Blind set 21, part M: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's
``FAULTS`` in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing; the only thing run was a well-formedness check that
builds the conversations without calling a guard.

The ten scenarios: a book club's guided tour of an abbey with its crypt (abbeytours), freezing a bouldering
gym membership for an injured finger (bouldering), moving a carnival float to the large category
(carnivalfloat), withdrawing an injured dog from an agility show with a vet certificate (dogagility), a
replacement for a melted fudge order (fudgeshop), more guests on a wedding gelato cart booking (gelato), a
hammock hire deposit refund (hammockhire), moving a beginner ice climbing course to another weekend
(iceclimbing), moving a child to another juggling class (juggling) and refunding a stunt kite that arrived
broken (kiteshop).

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

# -- 1. abbey tours: a book club's guided tour with the crypt ------------------------------------------------

ABBEY = Scenario(
    goal="Book a guided tour of St Aldric's Abbey, with the crypt included, for your book club on the date "
    "you agreed with them.",
    persona="a retired librarian who organises her book club's outings; chatty, precise, a little "
    "old-fashioned",
    known_facts={
        "full_name": "Margaret Ellison",
        "group_size": "8 people",
        "tour_date": "2025-06-14",
        "phone": "01632 960 418",
        "email": "m.ellison@postbox.co.uk",
        "friends_membership": "FA-20391",
    },
    unknown_facts=["guide's name: Dr Helen Marsh", "crypt surcharge", "group price per person: £14.50"],
    opener=None,
    expected=["book_group_tour"],
)
_ABBEY_SLOTS = call(
    "check_tour_availability",
    {"date": "2025-06-14", "group_size": 8, "crypt": True},
    {
        "date": "2025-06-14",
        "slots": ["10:30", "14:00"],
        "price_per_person": 14.5,
        "crypt_surcharge": 3.0,
        "guide": "Dr Helen Marsh",
    },
)
_ABBEY_MEMBER = call(
    "get_membership",
    {"number": "FA-20391"},
    {
        "number": "FA-20391",
        "name": "Margaret Ellison",
        "status": "active",
        "email": "m.ellison@postbox.co.uk",
    },
)
_ABBEY_CLOSED = call(
    "check_tour_availability",
    {"date": "2025-06-14", "group_size": 8, "crypt": True},
    {"date": "2025-06-14", "slots": [], "crypt": "closed for conservation work 2025-06-09 to 2025-06-22"},
)
ABBEY_FLOWS = (
    (
        u(
            "Good morning. I'd like to book a guided tour of the abbey for my book club, with the crypt if "
            "possible.",
            "Hello, could I book a group tour of St Aldric's, including the crypt? It's for my book club.",
            "Hi there, I'm organising an outing for our book club and we'd love a guided tour of the abbey "
            "and the crypt. Can I book that here?",
            "Hello! Do you do guided tours that include the crypt? I'd like to book one for a group.",
        ),
        a("Certainly! Which date would you like, and how many people are in the group?"),
        u(
            "Saturday 14 June, and there will be 8 of us.",
            "The 14th of June, please. Eight people.",
            "We were hoping for 14/06 - a Saturday. 8 people including me.",
            "June 14th if you have space, for a group of 8.",
            "Sat 14 June, group of 8 :)",
        ),
        a(
            "Saturday 14 June has guided tours at 10:30 and 14:00, both with crypt access. The group rate is "
            "£14.50 per person and the crypt adds £3.00 each. Which time suits, and may I have a name and "
            "phone number for the booking?",
            _ABBEY_SLOTS,
        ),
        u(
            "10:30 please. The booking is in the name of Margaret Ellison, phone 01632 960418.",
            "The morning one, 10:30. Margaret Ellison, 01632 960 418.",
            "10.30 would be ideal - so £17.50 each with the crypt, that's perfectly fine. Name: Margaret "
            "Ellison, tel. 01632 960 418.",
            "Let's say half past ten. Name Margaret Ellison and my number is 01632960418.",
            "10:30 am. Margaret Ellison / 01632 960418",
        ),
        a(
            "Booked: Saturday 14 June at 10:30 for 8 people with the crypt, reference ABT-55812. The total "
            "is £140.00, payable on the day. Your guide will be Dr Helen Marsh; please meet at the West "
            "Gate.",
            call(
                "book_group_tour",
                {
                    "date": "2025-06-14",
                    "time": "10:30",
                    "group_size": 8,
                    "crypt": True,
                    "name": "Margaret Ellison",
                    "phone": "01632960418",
                },
                {
                    "reference": "ABT-55812",
                    "total": 140.0,
                    "payment": "on the day",
                    "meeting_point": "West Gate",
                },
            ),
        ),
        u(
            "Wonderful. Is the crypt reachable without stairs? One of our members walks with a stick.",
            "Thank you! Can we pay the £140 by card on the day, or should I bring cash?",
            "Lovely. Could you email the details to m.ellison@postbox.co.uk so I can forward them to the "
            "group?",
            "Splendid. ABT-55812, I've written it down. How early should we be at the West Gate?",
        ),
        a(
            "All noted: there is a ramp down to the crypt, we take card or cash on the day, and do arrive "
            "about ten minutes before 10:30 at the West Gate. A written confirmation will follow."
        ),
        stop(
            "Thank you so much, you've been very helpful.",
            "Marvellous. Thank you, goodbye.",
            "That's everything, thanks very much!",
            "",
        ),
    ),
    (
        u(
            "Hello, I'm booking a tour for my book club and I'm a Friend of the Abbey - does that give us a "
            "discount?",
            "Hi, I'd like to book a guided tour with the crypt for a group. I have a Friends membership, "
            "FA-20391.",
            "Good afternoon. Could I book a group tour of the abbey and crypt for Saturday 14 June?",
        ),
        a(
            "Friends of the Abbey don't pay the crypt surcharge for their group. Could I have your "
            "membership number, the date and the group size?"
        ),
        u(
            "Membership FA-20391. Saturday 14 June, 8 people.",
            "It's FA-20391, and we'd like the 14th of June for a group of eight.",
            "FA 20391 - the date is 14.06.2025 and there are 8 of us.",
            "Of course: FA-20391, June 14, 8 people.",
        ),
        a(
            "Thank you, Mrs Ellison, your membership is active. On 14 June we have 10:30 and 14:00. As a "
            "Friend, your group pays the group rate of £14.50 per person and the crypt surcharge is waived.",
            _ABBEY_MEMBER,
            _ABBEY_SLOTS,
        ),
        u(
            "How kind! The 14:00 tour, please. So £116 for the 8 of us?",
            "Two o'clock suits us better, thank you.",
            "14:00 please - and thank you for waiving the crypt charge, the group will be thrilled.",
            "The afternoon, 2pm. Please put it under my membership.",
        ),
        a(
            "Done: Saturday 14 June at 14:00, 8 people, crypt included, reference ABT-55813. Total £116.00, "
            "payable on the day. Shall I send the confirmation to m.ellison@postbox.co.uk?",
            call(
                "book_group_tour",
                {"date": "2025-06-14", "time": "14:00", "group_size": 8, "crypt": True, "member": "FA-20391"},
                {
                    "reference": "ABT-55813",
                    "total": 116.0,
                    "payment": "on the day",
                    "meeting_point": "West Gate",
                },
            ),
        ),
        u(
            "Yes, please send it there.",
            "Yes, that's the right address, thank you.",
            "Please do. And is there somewhere for tea afterwards?",
            "yes please",
        ),
        a("Sent. The abbey café is open until 5 pm, so there's time for tea after the tour."),
        stop(
            "Perfect, thank you. Goodbye!",
            "Lovely, we'll have tea afterwards then. Thank you.",
            "Many thanks, that's all I needed.",
        ),
    ),
    (
        u(
            "Hello, I'd like to book a tour with the crypt for 8 people on 14 June.",
            "Hi, have you got a guided tour with the crypt on Saturday 14 June? It's for a group.",
            "Good morning, I'm hoping to bring my book club to see the crypt on the 14th of June.",
        ),
        a(
            "I'm sorry: the crypt is closed for conservation work from 9 to 22 June, so I can't book a crypt "
            "tour on the 14th. A tour of the church and cloister is possible.",
            _ABBEY_CLOSED,
        ),
        u(
            "Oh dear. Is there any way at all to see the crypt that day? It's rather the point of the trip.",
            "That's a shame, the crypt was the main attraction for us. No exceptions for a small group?",
            "Really? Even for a group with a guide?",
        ),
        a("I'm afraid not; the conservators need it closed, and I can't book the crypt before 23 June."),
        stop(
            "I see. I'll talk to the group about another date. Thank you anyway.",
            "Understood, thank you for explaining. Goodbye.",
            "Very well, we'll rethink it. Thanks.",
            "",
        ),
    ),
)

# -- 2. bouldering: freeze a membership for an injured finger (with an opener) -------------------------------

BOULDER = Scenario(
    goal="Freeze your bouldering gym membership for March and April while an injured finger heals, so you "
    "are not charged the full fee.",
    persona="a climber in his thirties, laid-back, writes short messages with the odd typo",
    known_facts={
        "member_number": "BLD-40718",
        "full_name": "Tomasz Wieczorek",
        "email": "tomek.w@fastmail.com",
        "freeze_start": "2025-03-01",
        "monthly_fee": "€54",
    },
    unknown_facts=[
        "freeze fee: €5 per month",
        "maximum freeze length",
        "front desk manager's name: Ines Falk",
    ],
    opener="Hi, I'd like to freeze my climbing membership for two months while my finger heals.",
    expected=["freeze_membership"],
)
_BLD_OPENER = "Hi, I'd like to freeze my climbing membership for two months while my finger heals."
_BLD_MEMBER = {
    "member": "BLD-40718",
    "name": "Tomasz Wieczorek",
    "plan": "Unlimited Monthly",
    "fee": 54.0,
    "next_billing": "2025-03-01",
    "freeze_fee": 5.0,
    "max_freeze_months": 3,
    "email": "tomek.w@fastmail.com",
}
_BLD_FREEZE = call(
    "freeze_membership",
    {"member_number": "BLD-40718", "start": "2025-03-01", "end": "2025-04-30"},
    {
        "status": "frozen",
        "from": "2025-03-01",
        "to": "2025-04-30",
        "resumes": "2025-05-01",
        "fee_per_month": 5.0,
        "confirmation": "FRZ-2291",
    },
)
BOULDER_FLOWS = (
    (
        u(_BLD_OPENER),
        a("Ouch, sorry to hear it! What's your member number?"),
        u("BLD-40718", "its BLD-40718", "Sure, BLD 40718.", "bld-40718"),
        a(
            "Thanks, Tomasz. You're on Unlimited Monthly at €54, next billed on 1 March. A freeze costs €5 "
            "per month instead, for up to 3 months. From when should it start?",
            call("get_member", {"member_number": "BLD-40718"}, _BLD_MEMBER),
        ),
        u(
            "From March 1st, so March and April.",
            "1 March please, for 2 months. So €10 in total instead of €108, nice.",
            "start it on the 1st of march, thats when the next bill would hit",
            "From 01/03 through to the end of April.",
        ),
        a(
            "Done: your membership is frozen from 1 March to 30 April and resumes on 1 May. You'll pay €5 a "
            "month meanwhile. Confirmation FRZ-2291.",
            _BLD_FREEZE,
        ),
        u(
            "Cool. Can I still come in and do some easy stretching while it's frozen?",
            "Thanks! Will the €54 go out again automatically on 1 May?",
            "great. do I get an email with FRZ-2291 or should I screenshot this?",
        ),
        a(
            "During a freeze you can't use the walls or the gym, sorry. The normal €54 fee restarts on 1 "
            "May, and a confirmation email is on its way to tomek.w@fastmail.com."
        ),
        stop("Makes sense. Thanks for the help!", "ok cheers", "Perfect, thx. See you in May!", ""),
    ),
    (
        u(_BLD_OPENER),
        a("No problem. For security, can you give me your full name and the email on your account?"),
        u(
            "Tomasz Wieczorek, tomek.w@fastmail.com",
            "Sure - Tomasz Wieczorek and tomek.w@fastmail.com.",
            "name's Tomasz Wieczorek, email tomek.w@fastmail.com",
            "Tomasz Wieczorek / Tomek.W@fastmail.com",
        ),
        a(
            "Found you: Unlimited Monthly, member BLD-40718. A freeze is €5 per month and can last up to 3 "
            "months. When should it start?",
            call("get_member", {"email": "tomek.w@fastmail.com"}, _BLD_MEMBER),
        ),
        u(
            "From 1 March, two months please.",
            "march 1st, for march + april",
            "Starting 2025-03-01 for 2 months.",
            "From the 1st of March. Is 2 months ok or do I need a doctor's note?",
        ),
        a(
            "Two months is fine and no note is needed. Frozen from 1 March to 30 April, resuming 1 May. "
            "Confirmation FRZ-2291.",
            _BLD_FREEZE,
        ),
        stop(
            "Thanks a lot!", "Great, that's sorted then. Thanks", "Nice one, thanks for the quick help.", ""
        ),
    ),
)

# -- 3. carnival float: move an entry to the large category --------------------------------------------------

CARNIVAL = Scenario(
    goal="Your community group's float for the Summer Carnival parade has grown; move its entry from the "
    "small to the large float category and pay the difference.",
    persona="the volunteer secretary of an allotment society, friendly and a bit flustered",
    known_facts={
        "entry_number": "CF-2025-0187",
        "group_name": "Hollins Road Allotment Society",
        "contact_name": "Priya Raman",
        "phone": "07700 900 562",
        "float_length": "9 metres",
    },
    unknown_facts=["large category fee: £85", "parade position number", "marshal's name: Derek Oyelaran"],
    opener=None,
    expected=["change_float_category"],
)
_CF_ENTRY = call(
    "get_float_entry",
    {"entry_number": "CF-2025-0187"},
    {
        "entry": "CF-2025-0187",
        "group": "Hollins Road Allotment Society",
        "category": "small",
        "max_length_m": 6,
        "fee_paid": 40.0,
        "parade_date": "2025-07-19",
        "contact": "Priya Raman",
    },
)
_CF_CHANGE = call(
    "change_float_category",
    {"entry_number": "CF-2025-0187", "category": "large", "length_m": 9},
    {
        "entry": "CF-2025-0187",
        "category": "large",
        "fee": 85.0,
        "balance_due": 45.0,
        "position": 23,
        "marshal": "Derek Oyelaran",
    },
)
CARNIVAL_FLOWS = (
    (
        u(
            "Hello! I'm the secretary of an allotment society and our carnival float has got bigger than we "
            "planned. Can we move up to the large category?",
            "Hi, our float for the Summer Carnival has grown a bit - well, quite a lot - and I think it "
            "needs to go in the large category now.",
            "Hello, I need to change our float entry from small to large please. We got carried away with "
            "the pumpkins!",
            "Hi there, could you help me change the category of our parade float? It's too long for the "
            "small class now.",
        ),
        a("Of course! What's the entry number, and how long is the float now?"),
        u(
            "The entry number is CF-2025-0187 and it's 9 metres long now.",
            "CF-2025-0187 - and it measures 9 metres, trailer included.",
            "Entry CF 2025 0187. Nine metres, give or take.",
            "Um, let me find it... CF-2025-0187! It's 9m long.",
        ),
        a(
            "Thanks. That's the Hollins Road Allotment Society, entered as a small float (up to 6 metres), "
            "£40 paid. The large category is £85, so there's £45 to pay. Shall I move you across?",
            _CF_ENTRY,
        ),
        u(
            "Yes please, move us to large. £45 is fine.",
            "Oh good, that's less than I feared. Yes, please go ahead.",
            "Yes - so we just pay the £45 difference, not the full £85? Please do it.",
            "Yes, the large category please. The committee agreed we'd cover the extra.",
        ),
        a(
            "Done: CF-2025-0187 is now a large float. Your parade position is 23 and your marshal on the day "
            "is Derek Oyelaran. The £45 balance can be paid by card over the phone or at the carnival "
            "office.",
            _CF_CHANGE,
        ),
        u(
            "Brilliant, thank you. Could someone ring me to take the £45? I'm on 07700 900562.",
            "Lovely. Position 23 - is that near the front or the back?",
            "Thank you! Where do we meet Derek Oyelaran on the day?",
            "Great, I'll pop into the carnival office with the £45 this week.",
        ),
        a(
            "Position 23 is in the middle of the parade. Derek will meet you at the assembly field, and I've "
            "noted a callback to take the payment if you'd rather not come in."
        ),
        stop(
            "Wonderful, thank you so much for your help!",
            "That's everything. Thanks very much.",
            "Perfect, the committee will be delighted. Bye!",
            "",
        ),
    ),
    (
        u(
            "Hi, I'm writing about our float entry for the carnival, CF-2025-0187. We need to switch it to "
            "the large category.",
            "Hello, can I change our float category? Entry CF-2025-0187, Hollins Road Allotment Society.",
            "Hi, I'd like to upgrade our parade float from small to large please.",
        ),
        a("Happy to help. Can I have the entry number, the contact name and a phone number?"),
        u(
            "CF-2025-0187, Priya Raman, 07700 900 562.",
            "Entry CF-2025-0187. The contact is me, Priya Raman, mobile 07700900562.",
            "Entry: CF-2025-0187\nContact: Priya Raman\nPhone: 07700 900 562",
            "cf-2025-0187 / priya raman / 07700 900 562",
        ),
        a("Thanks, Priya. I can see the small-float entry. How long is the float now?", _CF_ENTRY),
        u(
            "9 metres.",
            "About 9 metres with the tow bar.",
            "It's 9m now - it was only meant to be 6!",
            "nine metres, I'm afraid",
        ),
        a(
            "That needs the large category: £85 in total, and you've paid £40, so £45 is due. Shall I change "
            "it?"
        ),
        u(
            "Yes please.",
            "Yes, go ahead - £45 is fine.",
            "Please do. Can the £45 go on a card now?",
            "Yes. Thank goodness it's only the difference.",
        ),
        a(
            "Changed: you're now a large float, position 23. I've taken the £45 on the card we have on file.",
            _CF_CHANGE,
        ),
        stop(
            "Thank you, that's a weight off my mind.", "Lovely, thanks for sorting it.", "Great, cheers!", ""
        ),
    ),
)

# -- 4. dog agility: withdraw an injured dog from a show (with an opener) ------------------------------------

DOG = Scenario(
    goal="Your dog has injured a paw; withdraw her from the agility show and get the entry fee refunded "
    "under the vet certificate rule.",
    persona="a Welsh dog handler in her fifties, warm, worried about her dog, writes in full sentences",
    known_facts={
        "handler_name": "Gwen Pryce-Jones",
        "dog_name": "Biscuit",
        "entry_number": "AG-77310",
        "show_date": "2025-05-17",
        "vet_certificate": "VC-11902",
        "email": "gwen.pj@outlook.com",
    },
    unknown_facts=["refund amount: £22.40", "show secretary's name", "refund processing time"],
    opener="Hello, my dog has hurt her paw and we need to withdraw from the agility show.",
    expected=["withdraw_entry"],
)
_AG_OPENER = "Hello, my dog has hurt her paw and we need to withdraw from the agility show."
_AG_ENTRY = {
    "entry": "AG-77310",
    "handler": "Gwen Pryce-Jones",
    "dog": "Biscuit",
    "classes": ["Agility Grade 3", "Jumping Grade 3"],
    "show": "Ashford Spring Show",
    "date": "2025-05-17",
    "fee_paid": 28.0,
    "refund_rule": "80% with vet certificate",
}
_AG_WITHDRAW = call(
    "withdraw_entry",
    {"entry_number": "AG-77310", "reason": "injury", "vet_certificate": "VC-11902"},
    {
        "status": "withdrawn",
        "refund": 22.4,
        "refund_to": "original card",
        "processing_days": 5,
        "ref": "WD-4471",
    },
)
DOG_FLOWS = (
    (
        u(_AG_OPENER),
        a("I'm so sorry to hear that. What's the entry number?"),
        u(
            "It's AG-77310.",
            "The entry number is AG-77310.",
            "AG 77310 - it's for Biscuit.",
            "Yes, of course: AG-77310.",
        ),
        a(
            "Thank you. I have Biscuit entered in Agility Grade 3 and Jumping Grade 3 at the Ashford Spring "
            "Show on Saturday 17 May, £28 paid. With a vet certificate we refund 80% of the fee. Do you have "
            "one?",
            call("find_entry", {"entry_number": "AG-77310"}, _AG_ENTRY),
        ),
        u(
            "Yes, the vet gave me one. The number is VC-11902.",
            "I do - VC-11902. So that's 80% of the £28 back?",
            "Yes, certificate VC-11902 from our vet.",
            "Yes, it's VC-11902. The poor thing has to rest for a fortnight.",
        ),
        a(
            "Withdrawn: Biscuit is out of both classes. £22.40 will be refunded to your original card within "
            "5 working days. Reference WD-4471.",
            _AG_WITHDRAW,
        ),
        u(
            "Thank you. Will we still be able to enter the summer show?",
            "That's very fair, thank you. Could the receipt be sent to gwen.pj@outlook.com?",
            "Diolch! WD-4471, I've noted it. Does the withdrawal affect her grading at all?",
            "£22.40 within 5 working days, lovely. Thank you for being so understanding.",
        ),
        a(
            "The withdrawal doesn't affect her grade, and entries for the summer show open next month. I've "
            "sent the receipt by email as well."
        ),
        stop(
            "Thank you so much for being so kind about it.",
            "Lovely, thanks. Biscuit sends a waggy tail!",
            "That's all, thank you. Bye now.",
            "",
        ),
    ),
    (
        u(_AG_OPENER),
        a("Sorry to hear that. Can you give me your name and the dog's name so I can find the entry?"),
        u(
            "Gwen Pryce-Jones, and my dog is Biscuit.",
            "My name is Gwen Pryce-Jones; the dog is Biscuit.",
            "Pryce-Jones, and she's called Biscuit.",
            "Gwen Pryce-Jones / Biscuit",
        ),
        a(
            "Found it: entry AG-77310 for the show on 17 May. To refund 80% of the £28 fee I need the vet "
            "certificate number.",
            call("find_entry", {"handler": "Gwen Pryce-Jones", "dog": "Biscuit"}, _AG_ENTRY),
        ),
        u(
            "It's VC-11902.",
            "VC-11902, it's dated this week.",
            "The certificate is VC 11902.",
            "Certificate number VC-11902. Thank you for checking.",
        ),
        a(
            "Thank you. Withdrawn, and £22.40 is on its way back to your card (5 working days). Reference "
            "WD-4471.",
            _AG_WITHDRAW,
        ),
        stop("Thank you, that's a relief.", "Lovely. Thanks for your help.", "Much appreciated. Hwyl!", ""),
    ),
)

# -- 5. fudge shop: a replacement for a melted order ---------------------------------------------------------

FUDGE = Scenario(
    goal="Your fudge order arrived melted after being left in the sun; get a replacement sent.",
    persona="a retired postman from Exeter with a dry sense of humour",
    known_facts={
        "order_number": "FDG-60284",
        "full_name": "Oliver Brandt",
        "email": "o.brandt@mailbox.org",
        "delivery_date": "2025-07-22",
        "order_total": "£31.80",
    },
    unknown_facts=["courier", "replacement dispatch date: 2025-07-25"],
    opener=None,
    expected=["arrange_replacement"],
)
_FDG_ORDER = {
    "order": "FDG-60284",
    "name": "Oliver Brandt",
    "items": [
        {"item": "Clotted Cream Fudge 250g", "qty": 2, "price": 7.95},
        {"item": "Salted Caramel Fudge 250g", "qty": 2, "price": 7.95},
    ],
    "total": 31.8,
    "delivered": "2025-07-22",
    "courier": "Evri",
}
_FDG_REPLACE = call(
    "arrange_replacement",
    {"order_number": "FDG-60284", "items": "all", "packaging": "insulated"},
    {
        "replacement_order": "FDG-60311",
        "dispatch": "2025-07-25",
        "packaging": "insulated, ice pack",
        "charge": 0,
    },
)
FUDGE_FLOWS = (
    (
        u(
            "Hello. My fudge order turned up as a puddle - it was left on the doorstep in the sun. Can you "
            "send a replacement?",
            "Hi, the fudge I ordered arrived completely melted. Could I get it replaced please?",
            "Good afternoon. I'm afraid my fudge has melted into one large, very sticky brick. I'd like a "
            "replacement.",
            "Hello, my order arrived on 22 July and the fudge had melted in the box. What can you do?",
        ),
        a("Oh no, I'm sorry! Could you give me the order number?"),
        u("It's FDG-60284.", "FDG-60284", "Order number FDG 60284.", "Certainly - fdg-60284."),
        a(
            "Thanks, Mr Brandt. I can see 2 Clotted Cream and 2 Salted Caramel fudge, 250g each, £31.80 in "
            "total, delivered on 22 July. I can send a full replacement in insulated packaging at no charge. "
            "Shall I arrange it?",
            call("lookup_order", {"order_number": "FDG-60284"}, _FDG_ORDER),
        ),
        u(
            "Yes please. Insulated sounds wise, given the weather.",
            "Yes, all four boxes please.",
            "That would be lovely, thank you. Same address as before.",
            "Yes please. Much better than eating it with a spoon.",
        ),
        a(
            "Done: replacement order FDG-60311 will be dispatched on Friday 25 July in insulated packaging "
            "with an ice pack, free of charge.",
            _FDG_REPLACE,
        ),
        u(
            "Splendid. Do I need to send the melted ones back?",
            "Thank you. Will it be the same courier? The last one didn't exactly think it through.",
            "Marvellous. FDG-60311, noted. Will I get a tracking email?",
        ),
        a(
            "No need to return anything. It goes with Evri again but with a 'keep cool' label, and you'll "
            "get tracking by email on the 25th."
        ),
        stop(
            "Right you are. Thanks very much.",
            "Lovely, thank you for sorting it so quickly.",
            "Cheers, I'll keep it in the shade this time.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need help with a melted fudge order please.",
            "Hello, my fudge delivery arrived melted. Order FDG-60284.",
            "Hello there, I'm writing about an order of fudge that arrived in a sorry state - melted "
            "through.",
        ),
        a("Sorry about that! Can I take your full name and email address to find the order?"),
        u(
            "Oliver Brandt, o.brandt@mailbox.org",
            "Name: Oliver Brandt\nEmail: o.brandt@mailbox.org",
            "It's Oliver Brandt, and my email is o.brandt@mailbox.org.",
            "oliver brandt - O.Brandt@mailbox.org",
        ),
        a(
            "Found it: FDG-60284, four boxes of fudge, £31.80, delivered 22 July by Evri. I can refund the "
            "£31.80 or send a replacement. Which would you prefer?",
            call("lookup_order", {"email": "o.brandt@mailbox.org"}, _FDG_ORDER),
        ),
        u(
            "A replacement, please. We were rather looking forward to it.",
            "Replacement please, not a refund.",
            "I'd much rather have the fudge than the money. Replace it please.",
            "A replacement, thanks. 4 boxes at £7.95 is too good to give up on.",
        ),
        a("Arranged: FDG-60311 goes out on 25 July, insulated, at no cost to you.", _FDG_REPLACE),
        stop("Thank you, that's very good of you.", "Much obliged. Goodbye.", "Great stuff, thanks!", ""),
    ),
)

# -- 6. gelato: more guests on a wedding gelato cart booking (with an opener) --------------------------------

GELATO = Scenario(
    goal="Increase the guest count on the gelato cart booked for your wedding from 120 to 150 and agree the "
    "extra cost.",
    persona="a bride-to-be juggling a hundred wedding tasks, upbeat, uses exclamation marks",
    known_facts={
        "booking_reference": "GEL-3318",
        "full_name": "Chloe Adeyemi",
        "event_date": "2025-08-09",
        "venue": "Fernhill Barn",
        "phone": "+44 7911 123 456",
    },
    unknown_facts=["price per extra guest: £3.20", "cart attendant's name", "deposit paid"],
    opener="Hi, I'd like to change the number of guests on my gelato cart booking.",
    expected=["update_event_booking"],
)
_GEL_OPENER = "Hi, I'd like to change the number of guests on my gelato cart booking."
_GEL_BOOKING = {
    "reference": "GEL-3318",
    "name": "Chloe Adeyemi",
    "event": "wedding",
    "date": "2025-08-09",
    "venue": "Fernhill Barn",
    "guests": 120,
    "price_per_guest": 3.2,
    "total": 384.0,
    "deposit_paid": 100.0,
}
_GEL_UPDATE = call(
    "update_event_booking",
    {"reference": "GEL-3318", "guests": 150},
    {
        "reference": "GEL-3318",
        "guests": 150,
        "total": 480.0,
        "extra": 96.0,
        "balance_due": 380.0,
        "balance_due_by": "2025-07-26",
    },
)
GELATO_FLOWS = (
    (
        u(_GEL_OPENER),
        a("Congratulations on the wedding! What's your booking reference?"),
        u("It's GEL-3318!", "GEL-3318", "Sure, the reference is GEL 3318.", "gel-3318 :)"),
        a(
            "Thanks, Chloe. You're booked for 120 guests at Fernhill Barn on Saturday 9 August, at £3.20 per "
            "guest. How many guests should it be now?",
            call("get_booking", {"reference": "GEL-3318"}, _GEL_BOOKING),
        ),
        u(
            "150 please! My mum's side of the family keeps growing.",
            "We're up to 150 now!",
            "150 guests - so 30 more, which at £3.20 each is £96 extra, right?",
            "It should be 150. Can you still do it with one cart?",
        ),
        a(
            "One cart serves up to 200, so that's fine. Updated to 150 guests: the total is now £480.00, "
            "£96.00 more. You've paid a £100 deposit, so £380.00 is due by 26 July.",
            _GEL_UPDATE,
        ),
        u(
            "Amazing, thank you!! Can I pay the £380 by bank transfer?",
            "Perfect! Will you need the final numbers again closer to the day?",
            "Brilliant. 26 July for the £380, noted!",
        ),
        a(
            "Bank transfer is fine; the details are on your invoice. We'll check final numbers two weeks "
            "before."
        ),
        stop(
            "Thank you so much, that's one thing off the list!!",
            "Perfect, thanks!",
            "You're a star, thank you!",
            "",
        ),
    ),
    (
        u(_GEL_OPENER),
        a("Of course. Can I have the name on the booking and the event date?"),
        u(
            "Chloe Adeyemi, and the wedding is on 9 August.",
            "Chloe Adeyemi - Saturday 9th August 2025!",
            "It's under Chloe Adeyemi, 09/08/2025.",
            "Name Chloe Adeyemi, date 2025-08-09",
        ),
        a(
            "Found it: GEL-3318, currently 120 guests. What's the new number?",
            call("get_booking", {"name": "Chloe Adeyemi", "date": "2025-08-09"}, _GEL_BOOKING),
        ),
        u("150 guests.", "We need it for 150 now.", "150, fingers crossed that's final!"),
        a("The extra 30 guests are £3.20 each, so £96.00 more, making £480.00. Shall I update it?"),
        u(
            "Yes please!",
            "Yes, go for it!",
            "Yes - £96 more is totally fine.",
            "Yes please update it to 150.",
        ),
        a(
            "Done! GEL-3318 is now for 150 guests, total £480.00; the £380.00 balance is due by 26 July.",
            _GEL_UPDATE,
        ),
        stop("Thank you!!", "Amazing, thanks so much!", "Perfect, have a lovely day!", ""),
    ),
)

# -- 7. hammock hire: a deposit refund -----------------------------------------------------------------------

HAMMOCK = Scenario(
    goal="You returned two hired hammocks undamaged after the festival; get your £60 damage deposit "
    "refunded.",
    persona="a festival-goer in his twenties, casual, a bit impatient",
    known_facts={
        "hire_number": "HH-5127",
        "full_name": "Rafael Moreno",
        "email": "rafa.moreno@gmx.es",
        "return_date": "2025-06-30",
        "card_last_four": "4417",
    },
    unknown_facts=["refund reference: DR-90441", "inspector's name: Kofi Mensah", "refund time"],
    opener=None,
    expected=["refund_deposit"],
)
_HH_HIRE = {
    "hire": "HH-5127",
    "name": "Rafael Moreno",
    "items": 2,
    "deposit": 60.0,
    "card": "****4417",
    "returned": "2025-06-30",
    "inspection": "no damage",
    "inspected_by": "Kofi Mensah",
    "deposit_status": "held",
}
_HH_REFUND = call(
    "refund_deposit",
    {"hire_number": "HH-5127", "amount": 60.0},
    {
        "status": "refunded",
        "amount": 60.0,
        "card": "****4417",
        "reference": "DR-90441",
        "arrives_in": "3-5 days",
    },
)
HAMMOCK_FLOWS = (
    (
        u(
            "Hey, I hired two hammocks for the festival and gave them back, but I still haven't got my "
            "deposit back.",
            "hi, where's my deposit? returned the hammocks ages ago",
            "Hello, I returned 2 hammocks after the festival, all fine, and the £60 deposit hasn't come back "
            "yet.",
            "Hi there - can you refund my hammock deposit please? Both came back in one piece.",
        ),
        a("Sorry for the wait! What's your hire number?"),
        u("HH-5127", "It's HH-5127.", "hh5127", "Hire number is HH 5127"),
        a(
            "Thanks, Rafael. Both hammocks came back on 30 June and the inspection found no damage, but the "
            "£60 deposit is still held. I can release it now to the card it was taken from. OK?",
            call("get_hire", {"hire_number": "HH-5127"}, _HH_HIRE),
        ),
        u(
            "Yes, do it. The one ending 4417.",
            "Yes please, finally.",
            "yeah go ahead, same card",
            "Yes. Why was it held if there was no damage though?",
        ),
        a(
            "It should have been released automatically; sorry about that. Refunded: £60 to the card ending "
            "4417, reference DR-90441. It takes 3-5 working days to show.",
            _HH_REFUND,
        ),
        u(
            "Ok. If it's not there by next week I'll quote DR-90441.",
            "Cool. Will I get an email about it?",
            "fine. 3-5 days, got it.",
        ),
        a("Yes, quote DR-90441 if anything goes wrong; a confirmation email is on its way too."),
        stop("cheers", "Thanks, bye.", "Alright, thanks for sorting it.", ""),
    ),
    (
        u(
            "Hi, I need my hammock deposit refunded. Hire HH-5127.",
            "Hello, I'd like my £60 deposit back for the hammock hire, please.",
            "hey, deposit refund for 2 hammocks please",
        ),
        a("Sure. Can you give me the hire number and the email on the booking?"),
        u(
            "HH-5127 and rafa.moreno@gmx.es",
            "Hire number HH-5127, email rafa.moreno@gmx.es.",
            "hh-5127 / Rafa.Moreno@gmx.es",
        ),
        a(
            "Thanks. The hammocks came back on 30 June with no damage. I tried to refund the £60, but our "
            "payment system isn't responding. I'm sorry, I can't complete it right now; please try again "
            "later today.",
            call("get_hire", {"hire_number": "HH-5127"}, _HH_HIRE),
            call(
                "refund_deposit",
                {"hire_number": "HH-5127", "amount": 60.0},
                error="PaymentGatewayTimeout: card processor did not respond",
            ),
        ),
        stop(
            "Seriously? Ok, I'll try again later.",
            "Ugh. Fine, I'll message again this afternoon.",
            "ok, later then. thanks",
            "",
        ),
    ),
    (
        u(
            "Hello, I'm still waiting for the deposit from my hammock hire.",
            "Hi, could you check on my hammock deposit refund?",
            "yo, hammocks went back after the festival, still no deposit",
        ),
        a("Of course. What name is the hire under, and when did you return the hammocks?"),
        u(
            "Rafael Moreno, returned on 30 June.",
            "Rafael Moreno. I dropped them off on the 30th of June.",
            "Moreno, Rafael - brought them back 30/06.",
            "Rafael Moreno, we returned them on June 30 right after the festival.",
        ),
        a(
            "Found hire HH-5127. The inspection was fine, so the £60 can be refunded. Shall I send it to the "
            "card ending 4417?",
            call("get_hire", {"name": "Rafael Moreno"}, _HH_HIRE),
        ),
        u("Yes, that's my card.", "yes please", "Yep, 4417 is right.", "Yes, that one."),
        a("Done: £60 refunded, reference DR-90441, 3-5 working days.", _HH_REFUND),
        stop("Great, thanks.", "Finally, cheers!", "thanks, bye", ""),
    ),
)

# -- 8. ice climbing: move a beginner course to another weekend (with an opener) -----------------------------

ICE = Scenario(
    goal="Move your beginner ice climbing course to a later weekend in February, because of a work trip.",
    persona="a Swedish software tester, organised and polite, writes slightly formal English",
    known_facts={
        "booking_code": "ICE-88042",
        "full_name": "Sanna Lindholm",
        "course_date": "2025-01-18",
        "phone": "+46 70 123 45 67",
        "boot_size": "EU 39",
    },
    unknown_facts=["rebooking fee", "instructor's name: Jonas Berg"],
    opener="Hi, can I move my ice climbing course to another weekend?",
    expected=["reschedule_course"],
)
_ICE_OPENER = "Hi, can I move my ice climbing course to another weekend?"
_ICE_BOOKING = {
    "booking": "ICE-88042",
    "name": "Sanna Lindholm",
    "course": "Beginner Ice Day",
    "date": "2025-01-18",
    "boots": "EU 39",
    "rebooking_fee": 0,
}
_ICE_DATES = call(
    "list_course_dates",
    {"course": "Beginner Ice Day", "month": "2025-02"},
    {
        "dates": [
            {"date": "2025-02-08", "spaces": 3},
            {"date": "2025-02-15", "spaces": 0},
            {"date": "2025-02-22", "spaces": 5},
        ]
    },
)
ICE_FLOWS = (
    (
        u(_ICE_OPENER),
        a("Sure, let me help. What's your booking code?"),
        u("It is ICE-88042.", "ICE-88042", "The booking code is ICE 88042.", "Yes: ice-88042"),
        a(
            "Thanks, Sanna. You're on the Beginner Ice Day on Saturday 18 January. In February we have space "
            "on the 8th and the 22nd; the 15th is full. Moving is free as it's more than 7 days away.",
            call("find_course_booking", {"booking_code": "ICE-88042"}, _ICE_BOOKING),
            _ICE_DATES,
        ),
        u(
            "The 22nd of February would be best, please.",
            "I would like 22 February, please.",
            "Feb 22 please. The 8th is too close to my trip.",
            "Let's take the 22nd. Good that there is no fee.",
            "22/02 please",
        ),
        a(
            "Done: you're now on Saturday 22 February. Meet at 08:00 at the Rjukan base; your instructor "
            "will be Jonas Berg. Is your boot size still EU 39?",
            call(
                "reschedule_course",
                {"booking_code": "ICE-88042", "new_date": "2025-02-22"},
                {"booking": "ICE-88042", "date": "2025-02-22", "fee": 0, "instructor": "Jonas Berg"},
            ),
        ),
        u(
            "Yes, EU 39 is still right. Thank you.",
            "Correct, size 39.",
            "Yes, 39. Should I bring my own gloves?",
            "Yes. 08:00 at the base, noted.",
        ),
        a("Great. Bring warm gloves and a spare layer; we provide everything else."),
        stop(
            "Thank you for the help. Have a nice day.",
            "Perfect, thank you very much.",
            "Good, then I am all set. Thanks!",
            "",
        ),
    ),
    (
        u(_ICE_OPENER),
        a("Yes, that's usually possible. Can I have your full name and the phone number on the booking?"),
        u(
            "Sanna Lindholm, +46 70 123 45 67.",
            "My name is Sanna Lindholm and the phone is +46701234567.",
            "Sanna Lindholm / +46 70-123 45 67",
            "Of course. Sanna Lindholm, phone +46 70 123 45 67.",
        ),
        a(
            "Found ICE-88042 for 18 January. Which weekend would you like instead?",
            call("find_course_booking", {"name": "Sanna Lindholm", "phone": "+46701234567"}, _ICE_BOOKING),
        ),
        u(
            "Something in February, if possible. Which dates do you have?",
            "Any Saturday in February works for me.",
            "February, please - what is free?",
        ),
        a(
            "In February: the 8th (3 places) or the 22nd (5 places). The 15th is full. No rebooking fee.",
            _ICE_DATES,
        ),
        u("Then 8 February, please.", "The 8th, please.", "I take 8 Feb.", "February 8th works well for me."),
        a(
            "Moved to Saturday 8 February, 08:00 at the Rjukan base.",
            call(
                "reschedule_course",
                {"booking_code": "ICE-88042", "new_date": "2025-02-08"},
                {"booking": "ICE-88042", "date": "2025-02-08", "fee": 0, "instructor": "Jonas Berg"},
            ),
        ),
        stop("Thank you, that is perfect.", "Great, thanks a lot!", "Many thanks. Bye.", ""),
    ),
)

# -- 9. juggling: move a child to another class --------------------------------------------------------------

JUGGLE = Scenario(
    goal="Move your son from the Saturday juggling class to the Wednesday class for the rest of term.",
    persona="a busy parent who writes quick messages between meetings",
    known_facts={
        "parent_name": "Deborah Quinn",
        "child_name": "Milo",
        "student_id": "JG-2046",
        "email": "debquinn@protonmail.com",
        "phone": "0412 555 019",
    },
    unknown_facts=["term fee difference", "Wednesday coach's name: Arturo Bellini"],
    opener=None,
    expected=["transfer_class"],
)
_JG_STUDENT = {
    "student": "JG-2046",
    "name": "Milo Quinn",
    "age": 9,
    "class": "Saturday Juniors 10:00",
    "term_fee": 180.0,
    "parent": "Deborah Quinn",
}
_JG_CLASSES = call(
    "list_classes",
    {"level": "Juniors", "day": "Wednesday"},
    {
        "classes": [
            {"class": "Wednesday Juniors 16:30", "spaces": 2, "term_fee": 165.0, "coach": "Arturo Bellini"}
        ]
    },
)
_JG_TRANSFER = call(
    "transfer_class",
    {"student_id": "JG-2046", "to": "Wednesday Juniors 16:30"},
    {"status": "transferred", "from_date": "2025-05-07", "credit": 15.0, "coach": "Arturo Bellini"},
)
JUGGLE_FLOWS = (
    (
        u(
            "Hi, can my son switch from the Saturday juggling class to the Wednesday one?",
            "hi - need to move my kid from saturday juggling to wednesday, is that possible?",
            "Hello, Milo's Saturday juggling class clashes with football now. Could he move to Wednesdays?",
            "Hi there, quick one: can we change Milo's class day from Saturday to Wednesday for the rest of "
            "term?",
        ),
        a("Let's see! What's his student ID?"),
        u("JG-2046", "It's JG-2046.", "student id jg-2046", "JG 2046 I think - yes, JG-2046."),
        a(
            "Thanks. Milo is in Saturday Juniors at 10:00. Wednesday Juniors at 16:30 has 2 spaces, coached "
            "by Arturo Bellini. Its term fee is $165 against $180 for Saturdays, so you'd get $15 back as "
            "credit. Shall I move him from next Wednesday, 7 May?",
            call("get_student", {"student_id": "JG-2046"}, _JG_STUDENT),
            _JG_CLASSES,
        ),
        u(
            "Yes please, from 7 May.",
            "yes move him pls",
            "Great, and the $15 credit is a bonus. Yes please.",
            "Perfect. 4:30 on Wednesdays works. Go ahead.",
        ),
        a(
            "Done: Milo moves to Wednesday Juniors from 7 May, with a $15 credit on your account.",
            _JG_TRANSFER,
        ),
        u(
            "Thanks! Should he bring his own clubs or are they provided?",
            "Great - can you email that to debquinn@protonmail.com?",
            "thank you! does Arturo Bellini know he's coming?",
        ),
        a("Equipment is provided, Arturo knows Milo is joining, and I've emailed you the new timetable."),
        stop("Brilliant, thanks!", "thanks, bye", "perfect, cheers", ""),
    ),
    (
        u(
            "Hi, I'd like to transfer my son Milo to the Wednesday juggling class please.",
            "Hello! Can my son do Wednesdays instead of Saturdays for juggling?",
            "hi, wednesday juggling instead of saturday for my boy - doable?",
        ),
        a("Sure. Can I have your name and email to find the account?"),
        u(
            "Deborah Quinn, debquinn@protonmail.com",
            "Deb Quinn - debquinn@protonmail.com",
            "Deborah Quinn. Email: debquinn@protonmail.com",
        ),
        a(
            "Thanks, Deborah. Milo (JG-2046) is in Saturday Juniors. Wednesday Juniors at 16:30 has space; "
            "the term fee there is $165, which is $15 less. Shall I move him?",
            call("get_student", {"email": "debquinn@protonmail.com"}, _JG_STUDENT),
            _JG_CLASSES,
        ),
        u("Yes please.", "Yes, from next week if possible.", "Yes! Who's the coach on Wednesdays?"),
        a(
            "Moved from Wednesday 7 May. His coach there is Arturo Bellini, and the $15 is credited.",
            _JG_TRANSFER,
        ),
        stop("Thanks so much.", "great thank you", "Lovely, thanks!"),
    ),
    (
        u(
            "Hi, could my son move from Saturday juggling to the Wednesday class?",
            "hey, can Milo swap to wednesdays for juggling?",
        ),
        a("Can I have his student ID?"),
        u("JG-2046", "Sure, JG-2046.", "it's JG-2046"),
        a(
            "Thanks. I'm afraid Wednesday Juniors is full this term, and I can't add students over the limit "
            "for safety reasons. I can put Milo on the waiting list or keep him on Saturdays.",
            call("get_student", {"student_id": "JG-2046"}, _JG_STUDENT),
            call(
                "list_classes",
                {"level": "Juniors", "day": "Wednesday"},
                {"classes": [{"class": "Wednesday Juniors 16:30", "spaces": 0}]},
            ),
        ),
        u(
            "Can't you squeeze one more in? He's small!",
            "Oh no. Is there really no way?",
            "That's annoying. What about Wednesdays next term?",
        ),
        a(
            "Sorry, the cap is strict. Next term's timetable comes out in June; I can't promise a place "
            "until then."
        ),
        stop(
            "Ok, keep him on Saturdays then. Thanks anyway.",
            "fine, thanks",
            "Alright, I'll look out for the June timetable. Bye.",
            "",
        ),
    ),
)

# -- 10. kite shop: refund a kite that arrived broken (with an opener) ---------------------------------------

KITE = Scenario(
    goal="The stunt kite you ordered arrived with a snapped spar; return it and get your money back.",
    persona="a dad who flies kites with his kids at the beach on weekends, friendly and a bit chatty",
    known_facts={
        "order_number": "KS-104853",
        "full_name": "Finn McAllister",
        "email": "f.mcallister@icloud.com",
        "order_date": "2025-04-03",
        "price": "$89.99",
    },
    unknown_facts=["return label number: RL-55120", "restocking fee"],
    opener="Hello, the kite I ordered arrived with a snapped spar and I'd like a refund.",
    expected=["refund_order"],
)
_KS_OPENER = "Hello, the kite I ordered arrived with a snapped spar and I'd like a refund."
_KS_ORDER = {
    "order": "KS-104853",
    "name": "Finn McAllister",
    "item": "Skyrider 2.5m stunt kite",
    "price": 89.99,
    "shipping": 6.5,
    "ordered": "2025-04-03",
    "delivered": "2025-04-08",
    "email": "f.mcallister@icloud.com",
}
_KS_REFUND = call(
    "refund_order",
    {"order_number": "KS-104853", "reason": "damaged on arrival", "amount": 96.49},
    {"status": "refund_pending_return", "amount": 96.49, "return_label": "RL-55120", "restocking_fee": 0},
)
KITE_FLOWS = (
    (
        u(_KS_OPENER),
        a("Sorry about that! Can I have your order number?"),
        u("Sure, it's KS-104853.", "KS-104853", "Order number KS 104853.", "ks-104853, the stunt kite"),
        a(
            "Thanks, Finn. That's the Skyrider 2.5m stunt kite, $89.99 plus $6.50 shipping, delivered on 8 "
            "April. Since it arrived damaged I can refund both, $96.49, with no restocking fee. Shall I go "
            "ahead?",
            call("lookup_order", {"order_number": "KS-104853"}, _KS_ORDER),
        ),
        u(
            "Yes please, go ahead.",
            "Yes - $96.49 including the shipping, that's fair. Please do.",
            "Great, yes. The kids were gutted, the top spar snapped clean through.",
            "yes please refund it",
        ),
        a(
            "Done. Print the prepaid label RL-55120 and send the kite back; the $96.49 refund is issued as "
            "soon as it arrives.",
            _KS_REFUND,
        ),
        u(
            "Will do. Can I drop it at any post office?",
            "Ok, RL-55120. Do I need the original box?",
            "Thanks! Does the label come by email?",
        ),
        a(
            "Any post office is fine, any sturdy box will do, and the label has been emailed to "
            "f.mcallister@icloud.com."
        ),
        stop(
            "Brilliant, thanks for the help!",
            "Great, cheers. Have a good one!",
            "Thanks, sending it back this weekend.",
            "",
        ),
    ),
    (
        u(_KS_OPENER),
        a("I'm sorry! What email address did you order with?"),
        u(
            "f.mcallister@icloud.com",
            "It's f.mcallister@icloud.com.",
            "F.McAllister@icloud.com",
            "the email is f.mcallister@icloud.com - I ordered on 3 April",
        ),
        a(
            "Found order KS-104853. I can send a replacement spar kit for free, or refund the $89.99 kite "
            "and the $6.50 shipping. Which would you prefer?",
            call("lookup_order", {"email": "f.mcallister@icloud.com"}, _KS_ORDER),
        ),
        u(
            "A refund please, I'd rather not patch a brand-new kite.",
            "Refund, please.",
            "I'll take the refund - so $96.49 back?",
            "Refund please. We'll pick a sturdier one next time.",
        ),
        a("Refund started: $96.49 once the kite is back with us. Your return label is RL-55120.", _KS_REFUND),
        stop("Thanks!", "Great, thanks a lot.", "Perfect, cheers.", ""),
    ),
    (
        u(_KS_OPENER),
        a("Sorry to hear that. What's the order number?"),
        u("KS-104853", "It's KS-104853.", "Order KS-104853, bought on April 3rd."),
        a(
            "Thanks. I found the order and tried to start the refund, but our returns system gave an error. "
            "I can't process it right now; please try again tomorrow.",
            call("lookup_order", {"order_number": "KS-104853"}, _KS_ORDER),
            call(
                "refund_order",
                {"order_number": "KS-104853", "reason": "damaged on arrival", "amount": 96.49},
                error="ReturnsServiceError: 503 Service Unavailable",
            ),
        ),
        u(
            "Oh, ok. Is there anything I should do with the kite in the meantime?",
            "Bit annoying. Should I keep the kite until then?",
            "Hm, alright. Do I keep all the packaging?",
        ),
        a("Just keep it in its packaging for now. Sorry for the trouble."),
        stop("No worries, I'll try again tomorrow.", "Ok, thanks anyway.", "Alright. Bye.", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("abbeytours", ABBEY, ABBEY_FLOWS),
    Domain("bouldering", BOULDER, BOULDER_FLOWS),
    Domain("carnivalfloat", CARNIVAL, CARNIVAL_FLOWS),
    Domain("dogagility", DOG, DOG_FLOWS),
    Domain("fudgeshop", FUDGE, FUDGE_FLOWS),
    Domain("gelato", GELATO, GELATO_FLOWS),
    Domain("hammockhire", HAMMOCK, HAMMOCK_FLOWS),
    Domain("iceclimbing", ICE, ICE_FLOWS),
    Domain("juggling", JUGGLE, JUGGLE_FLOWS),
    Domain("kiteshop", KITE, KITE_FLOWS),
]

# -- seeded faults -------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "bouldering",
        0,
        Say(0, "Hey, I need to pause my climbing membership for a couple of months, hurt my finger."),
        "paraphrase",
    ),
    F("opener", "bouldering", 1, Say(0, "Hi, I'd like to freeze my climbing membership."), "truncated"),
    F(
        "opener",
        "dogagility",
        0,
        Say(0, "Hello, my dog hurt her paw, so we have to pull out of the agility show."),
        "reworded",
    ),
    F(
        "opener",
        "dogagility",
        1,
        Say(
            0,
            "Hello, my dog has hurt her paw and we need to withdraw from the agility show. Her name is "
            "Biscuit.",
        ),
        "opener plus the dog's name",
    ),
    F(
        "opener",
        "gelato",
        1,
        Say(0, "Hi! I need to update the guest numbers for my wedding gelato cart - we're at 150 now!"),
        "paraphrase with the new count",
    ),
    F(
        "opener",
        "iceclimbing",
        0,
        Say(0, "Hi, can I move my ice climbing course to another weekend? I will be travelling for work."),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "iceclimbing",
        1,
        Say(0, "Hello, would it be possible to reschedule my ice climbing course?"),
        "formal rewording",
    ),
    F("opener", "kiteshop", 1, Say(0, "Hello, the kite I ordered arrived with a snapped spar."), "truncated"),
    # -- reply_shape: a second voice, reasoning, stage business or a malformed stop
    F(
        "reply_shape",
        "abbeytours",
        0,
        Say(
            3,
            "Lovely. Could you email the details to m.ellison@postbox.co.uk?\nAbbey office: Of course, Mrs "
            "Ellison, it's on its way.",
        ),
        "the office speaking on its own line",
    ),
    F(
        "reply_shape",
        "bouldering",
        1,
        Say(2, "*winces and flexes the taped finger* From 1 March, two months please."),
        "action written as in a play",
    ),
    F(
        "reply_shape",
        "carnivalfloat",
        1,
        Say(3, '{"role": "user", "content": "Yes please, change it to the large category."}'),
        "message as JSON with a role",
    ),
    F(
        "reply_shape",
        "fudgeshop",
        0,
        Say(
            3,
            "Splendid. Will the new box come with the same courier? Probably, they always seem to use them.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "gelato",
        0,
        Say(4, "Thank you so much! Do you do dairy-free flavours as well?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "hammockhire",
        0,
        Say(2, "Yes please, finally.\n\n[Note: the customer is relieved but still a little annoyed.]"),
        "bracketed note about the conversation",
    ),
    F(
        "reply_shape",
        "iceclimbing",
        0,
        Say(
            2,
            "Thought process: the agent offered the 8th and the 22nd, and my trip is early in February, so "
            "the later date is safer.\n\nThe 22nd of February would be best, please.",
        ),
        "reasoning written out",
    ),
    F(
        "reply_shape",
        "juggling",
        0,
        Say(2, "Here's my reply as the parent: Yes please, move him from 7 May."),
        "reply framed as the part",
    ),
    F(
        "reply_shape",
        "kiteshop",
        0,
        Say(1, "Sure, it's KS-104853.\n\nAssistant: Thanks! Let me pull that order up for you."),
        "assistant line",
    ),
    # -- invented_specifics: a specific in neither the scenario nor an earlier message or tool result
    F(
        "invented_specifics",
        "abbeytours",
        0,
        Say(2, "10:30 please. The booking is in the name of Margaret Ellison, phone 01632 960481."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "carnivalfloat",
        0,
        Say(1, "The entry number is CF-2025-0178 and it's 9 metres long now."),
        "entry number digits swapped",
    ),
    F(
        "invented_specifics",
        "dogagility",
        1,
        Say(2, "It's VC-11902. The vet's bill came to £64.50, if that matters."),
        "invoice amount",
    ),
    F(
        "invented_specifics",
        "fudgeshop",
        1,
        Say(1, "Oliver Brandt, o.brandt@mailbox.org. It was delivered to 14 Longbrook Street, Exeter."),
        "street address",
    ),
    F(
        "invented_specifics",
        "gelato",
        0,
        Say(3, "Amazing, thank you!! I'll send the £380 by bank transfer on 18 July."),
        "payment date",
    ),
    F(
        "invented_specifics",
        "hammockhire",
        1,
        Say(1, "HH-5127 and rafa.moreno@gmail.com"),
        "email domain changed",
    ),
    F(
        "invented_specifics",
        "iceclimbing",
        0,
        Say(3, "Yes, EU 39 is still right. If anything changes, please text me on +46 73 555 20 18."),
        "second phone number",
    ),
    F(
        "invented_specifics",
        "juggling",
        1,
        Say(1, "Deborah Quinn, deb.quinn@protonmail.com"),
        "email with a dot added",
    ),
    F(
        "invented_specifics",
        "kiteshop",
        1,
        Say(1, "It's f.mcallister@icloud.com. I ordered it on 5 April."),
        "order date",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "abbeytours",
        0,
        Say(
            1,
            "Saturday 14 June, 8 of us. Could we have Dr Helen Marsh as our guide? I hear she's marvellous.",
        ),
        "guide's name before the agent said it",
    ),
    F(
        "unknown_fact",
        "bouldering",
        0,
        Say(
            1, "BLD-40718. A mate froze his last year and paid a €5 freeze fee each month, that's fine by me."
        ),
        "freeze fee before the lookup",
    ),
    F(
        "unknown_fact",
        "carnivalfloat",
        0,
        Say(
            0,
            "Hello! Our carnival float has got too big for the small class. I believe the large category is "
            "£85 - can we move up?",
        ),
        "large category fee up front",
    ),
    F(
        "unknown_fact",
        "dogagility",
        0,
        Say(1, "It's AG-77310. I understand I'd get £22.40 back with a vet's note."),
        "refund amount before the lookup",
    ),
    F(
        "unknown_fact",
        "fudgeshop",
        0,
        Say(
            0,
            "Hello. The courier, Evri, left my fudge order on the doorstep in the sun and it melted. Can you "
            "send a replacement?",
        ),
        "courier named before any lookup",
    ),
    F(
        "unknown_fact",
        "gelato",
        0,
        Say(1, "GEL-3318! I know the extra guests are £3.20 a head."),
        "price per guest before the lookup",
    ),
    F(
        "unknown_fact",
        "hammockhire",
        0,
        Say(1, "HH-5127. Kofi Mensah checked them when I handed them back and said they were fine."),
        "inspector's name",
    ),
    F(
        "unknown_fact",
        "juggling",
        0,
        Say(1, "JG-2046. A friend says Arturo Bellini coaches the Wednesday group - Milo would love that."),
        "Wednesday coach's name",
    ),
    F(
        "unknown_fact",
        "kiteshop",
        0,
        Say(2, "Yes please, and send the return label RL-55120 to my email."),
        "return label number before the write",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked for them
    F(
        "data_dump",
        "abbeytours",
        0,
        Say(
            0,
            "Hello, I'd like to book a guided tour with the crypt for my book club: 8 people on Saturday 14 "
            "June. I'm Margaret Ellison and my number is 01632 960 418.",
        ),
        "four facts in the first message",
    ),
    F(
        "data_dump",
        "bouldering",
        0,
        Say(1, "BLD-40718 - Tomasz Wieczorek, tomek.w@fastmail.com, and I pay €54 a month."),
        "asked for the number, gives three more",
    ),
    F(
        "data_dump",
        "carnivalfloat",
        0,
        Say(
            0,
            "Hi, this is Priya Raman from the Hollins Road Allotment Society. Our float CF-2025-0187 is now "
            "9 metres long, so we need the large category. My number is 07700 900 562.",
        ),
        "every fact up front",
    ),
    F(
        "data_dump",
        "dogagility",
        0,
        Say(1, "It's AG-77310 - Gwen Pryce-Jones, my dog is Biscuit, and I have vet certificate VC-11902."),
        "asked for the entry, gives three more",
    ),
    F(
        "data_dump",
        "fudgeshop",
        1,
        Say(
            0,
            "Hello, my fudge order FDG-60284 arrived melted on 22 July. It cost £31.80 and my email is "
            "o.brandt@mailbox.org.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "gelato",
        1,
        Say(
            1,
            "Chloe Adeyemi, wedding on 9 August at Fernhill Barn.\n- Reference: GEL-3318\n- Mobile: +44 7911 "
            "123 456",
        ),
        "asked for name and date, lists three more",
    ),
    F(
        "data_dump",
        "hammockhire",
        2,
        Say(
            0,
            "Hi, Rafael Moreno here, hire HH-5127. I returned both hammocks on 30 June and the deposit was "
            "taken from my card ending 4417.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "iceclimbing",
        1,
        Say(
            1,
            "Sanna Lindholm, +46 70 123 45 67. My booking is ICE-88042 for 18 January, and my boot size is "
            "EU 39.",
        ),
        "asked for name and phone, gives three more",
    ),
    F(
        "data_dump",
        "juggling",
        0,
        Say(
            0,
            "Hi, this is Deborah Quinn, Milo's mum (student JG-2046). Can he switch from Saturday to "
            "Wednesday juggling? My number is 0412 555 019.",
        ),
        "four facts up front",
    ),
    # -- premature_stop: a stop before the expected write ran, the agent neither failed nor refused
    F(
        "premature_stop",
        "abbeytours",
        0,
        StopAt(4, "Thank you, that's very helpful. I'll confirm the time with the group and ring back."),
        "after the slots",
    ),
    F(
        "premature_stop",
        "bouldering",
        0,
        StopAt(4, "ok good to know, I'll think about it and maybe come back next week"),
        "after the fee",
    ),
    F(
        "premature_stop",
        "carnivalfloat",
        1,
        StopAt(6, "Ok, thank you. I'll check with the committee treasurer first and call back."),
        "after the quote",
    ),
    F(
        "premature_stop",
        "dogagility",
        0,
        StopAt(4, "Oh, I'd better find the certificate first. I'll get back to you. Thank you."),
        "leaves to find the certificate",
    ),
    F(
        "premature_stop",
        "fudgeshop",
        0,
        StopAt(4, "Let me think about whether I'd rather have the money back. I'll be in touch. Thanks."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "gelato",
        1,
        StopAt(6, "Ooh, let me just run it past my fiancé first! Thanks!"),
        "after the quote",
    ),
    F("premature_stop", "hammockhire", 2, StopAt(4, ""), "silent stop after the offer"),
    F(
        "premature_stop",
        "iceclimbing",
        1,
        StopAt(6, "Thank you, I will check my calendar and come back to you."),
        "after the dates",
    ),
    F(
        "premature_stop",
        "kiteshop",
        1,
        StopAt(4, "Hmm, let me talk to the kids about the spar kit first. Thanks, I'll be back."),
        "after the choice",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "abbeytours", 1, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "bouldering", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
    F("persona_sent", "carnivalfloat", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "fudgeshop", 1, meta(0, prompt_missing=["known_facts.order_number"]), "a known fact"),
    F(
        "persona_sent",
        "hammockhire",
        0,
        meta(1, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown facts",
    ),
    F("persona_sent", "iceclimbing", 1, meta(2, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "juggling", 2, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "kiteshop",
        2,
        meta(0, prompt_missing=["known_facts.order_number", "known_facts.email"]),
        "two known facts",
    ),
]
