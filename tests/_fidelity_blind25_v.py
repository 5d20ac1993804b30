"""Blind set 25, part V: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework and the first set's ``FAULTS``), the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: a crushed crimper in a paper-quilling kit (a replacement), a team raft-building day moved
because of a storm forecast (a reschedule), a silver ring resized again under the workmanship guarantee (a
repair booking), a tango course cancelled part-way (a refund of unused classes), an armchair collected for
upcycling (a collection booking), a stall at an autumn vintage fair (a stall booking), a wakeboard lesson
rained off (a rebooking), a glamping yurt stay made one night longer (an extension), a Zumba class pass frozen
after a sprained ankle (a freeze) and waxworks museum tickets booked for the wrong Saturday (a date change).

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

# -- 1. quilling kit: crushed crimper (with an opener) -------------------------------------------------------

QUILLING_OPENER = "Hi, my quilling kit arrived today and the crimper tool is crushed."
QUILLING = Scenario(
    goal="The paper-quilling starter kit you ordered arrived with a crushed crimper tool; get a replacement "
    "crimper sent out.",
    persona="a retired librarian who took up paper quilling last winter, chatty and warm",
    known_facts={
        "order_number": "QL-50318",
        "full_name": "Niamh Byrne",
        "email": "niamh.byrne@eircom.net",
        "order_date": "2025-03-03",
        "phone": "087 214 6650",
    },
    unknown_facts=["replacement tracking number: AN-7730-4412", "dispatch date"],
    opener=QUILLING_OPENER,
    expected=["send_replacement"],
)
_QL_LOOKUP = call(
    "lookup_order",
    {"order_number": "QL-50318"},
    {
        "order": "QL-50318",
        "name": "Niamh Byrne",
        "placed": "2025-03-03",
        "items": ["Quilling starter kit (deluxe)", "Crimper tool"],
        "total": 38.5,
        "currency": "EUR",
        "ship_to": "9 Chapel Lane, Kinsale",
        "delivered": "2025-03-06",
    },
)
_QL_SEND = call(
    "send_replacement",
    {"order_number": "QL-50318", "item": "Crimper tool", "ship_to": "9 Chapel Lane, Kinsale"},
    {"status": "created", "replacement": "RPL-2291", "tracking": "AN-7730-4412", "dispatch": "2025-03-10"},
)
QUILLING_FLOWS = (
    (
        u(QUILLING_OPENER),
        a("Oh no, I'm sorry to hear that! Could you give me your order number so I can pull it up?"),
        u(
            "Of course, it's QL-50318.",
            "The order number is QL 50318.",
            "Sure - ql-50318 (it's on the packing slip).",
            "QL-50318, ordered on the 3rd of March.",
        ),
        a(
            "Thanks, Ms Byrne. I can see order QL-50318: the deluxe quilling starter kit, delivered to 9 "
            "Chapel Lane, Kinsale on 6 March. Could you describe the damage, and would you like a "
            "replacement crimper or a refund for it?",
            _QL_LOOKUP,
        ),
        u(
            "A replacement please. The handle is bent flat and the rollers don't turn at all.",
            "Replacement, definitely - I want to finish my first card! The crimper's rollers are squashed "
            "together.",
            "I'd rather have a new crimper than the money back. It looks like something heavy sat on the "
            "box.",
            "replacement please, the crimper is bent almost in half. the rest of the kit is fine, thankfully",
        ),
        a("Thank you. Should we send the new one to 9 Chapel Lane, Kinsale again?"),
        u(
            "Yes, same address please.",
            "Yes, Chapel Lane is right.",
            "That's the one, 9 Chapel Lane.",
            "Yes please, to Kinsale as before.",
        ),
        a(
            "Done: a replacement crimper is on its way. It ships on Monday 10 March with tracking number "
            "AN-7730-4412.",
            _QL_SEND,
        ),
        u(
            "Lovely, thank you. Do I need to send the broken one back?",
            "Great! So tracking AN77304412, I'll keep an eye on it. Should I keep the old crimper or post it "
            "back?",
            "Thank you! Will it come by An Post?",
            "Brilliant, 10 March. Do you need a photo of the damaged one for your records?",
        ),
        a(
            "No need to return it or send a photo - you can recycle the old one. It comes by An Post and "
            "usually takes 2-3 working days."
        ),
        stop(
            "Wonderful, thanks so much for your help!",
            "Perfect. Have a lovely day!",
            "Great, thanks a million.",
            "",
        ),
    ),
    (
        u(QUILLING_OPENER),
        a("I'm so sorry! To find your order, what's the email address you ordered with?"),
        u(
            "niamh.byrne@eircom.net",
            "It's niamh.byrne@eircom.net - the order number is QL-50318 if that helps.",
            "Niamh dot Byrne at eircom dot net",
            "The email is niamh.byrne@eircom.net.",
        ),
        a(
            "Found it: order QL-50318 from 3 March, €38.50. I'll also need a phone number in case the "
            "courier needs to reach you.",
            _QL_LOOKUP,
        ),
        u(
            "087 214 6650",
            "Sure, it's 0872146650.",
            "+353 87 214 6650 is my mobile.",
            "My mobile is 087-214-6650. I'm usually in, mind you!",
        ),
        a("Thank you. Would you like a replacement crimper, or a refund of the crimper's price?"),
        u(
            "A replacement, please.",
            "Replacement please - I can't do the wavy strips without it!",
            "I'd like a new one sent out, thank you. Same address as the kit went to.",
            "Oh, a replacement for sure. The refund wouldn't help me finish my project.",
        ),
        a(
            "All done - replacement RPL-2291 ships to 9 Chapel Lane, Kinsale on 10 March; tracking "
            "AN-7730-4412.",
            _QL_SEND,
        ),
        stop(
            "Thank you, that's brilliant.",
            "Perfect, I'll look out for it. Thanks!",
            "Great, RPL-2291 noted. Bye now!",
            "Super, thanks a million for sorting that so quickly.",
        ),
    ),
    (
        u(QUILLING_OPENER),
        a("Sorry about that! What's the order number?"),
        u(
            "QL-50318",
            "It's QL-50318, ordered on 3 March.",
            "Order number QL-50318.",
            "Let me find the email... here it is: QL-50318.",
        ),
        a(
            "Thanks. I see the deluxe kit, delivered on 6 March to 9 Chapel Lane, Kinsale. Shall I send a "
            "replacement crimper to the same address?",
            _QL_LOOKUP,
        ),
        u(
            "Yes please.",
            "Yes, please send it there.",
            "Yes - Chapel Lane is right. Thank you!",
            "That would be great, same address.",
        ),
        a(
            "I'm sorry, our replacement system isn't responding right now, so I couldn't create the "
            "replacement. Please try again later today, or email us and we'll set it up by hand.",
            call(
                "send_replacement",
                {"order_number": "QL-50318", "item": "Crimper tool", "ship_to": "9 Chapel Lane, Kinsale"},
                error="503 Service Unavailable: fulfilment backend timed out",
            ),
        ),
        stop(
            "Oh dear. OK, I'll try again tomorrow. Thanks anyway.",
            "Alright, I'll send an email later. Thank you for trying.",
            "No problem, these things happen. I'll come back later. Bye!",
            "",
        ),
    ),
)

# -- 2. raft-building team day moved -------------------------------------------------------------------------

RAFTBUILDING = Scenario(
    goal="Move your team's raft-building session at Lakeside Adventures from 12 June 2025 to a later date in "
    "June, because storms are forecast.",
    persona="an office manager organising a team away-day, brisk and efficient",
    known_facts={
        "booking_reference": "RB-22417",
        "company_name": "Keller & Finch Ltd",
        "contact_email": "events@kellerfinch.co.uk",
        "group_size": "12",
        "phone": "01632 960418",
    },
    unknown_facts=["rebooking fee: £45", "instructor's name"],
    expected=["reschedule_session"],
)
_RB_BOOKING = {
    "reference": "RB-22417",
    "company": "Keller & Finch Ltd",
    "date": "2025-06-12",
    "start": "10:00",
    "group": 12,
    "paid": 660.0,
    "currency": "GBP",
    "free_dates": ["2025-06-19", "2025-06-26", "2025-06-27"],
}
_RB_LOOKUP = call("get_booking", {"reference": "RB-22417"}, _RB_BOOKING)
_RB_LOOKUP_BY_COMPANY = call(
    "get_booking", {"company": "Keller & Finch Ltd", "phone": "01632 960418"}, _RB_BOOKING
)


def _rb_move(day: str):
    return call(
        "reschedule_session",
        {"reference": "RB-22417", "new_date": day},
        {"reference": "RB-22417", "date": day, "start": "10:00", "fee": 45.0, "instructor": "Callum Reid"},
    )


RAFTBUILDING_FLOWS = (
    (
        u(
            "Hi, we've got a raft-building session booked for 12 June but the forecast is awful. Can we move "
            "it to later in the month?",
            "Hello, I need to reschedule our team's raft-building day - storms are forecast for the 12th of "
            "June.",
            "Hi there, looking to push back our raft building session on 12/06, the weather looks grim. What "
            "dates do you have later in June?",
            "Morning! Our away-day raft building on June 12 needs moving, there's a storm warning. Booking "
            "ref RB-22417.",
        ),
        a("No problem at all. Could you confirm the booking reference and the company name?"),
        u(
            "RB-22417, Keller & Finch Ltd.",
            "Ref is RB-22417 and it's under Keller and Finch.",
            "rb22417 - Keller & Finch",
            "Sure:\n- Reference: RB-22417\n- Company: Keller & Finch Ltd",
        ),
        a(
            "Thanks. I have 12 people on Thursday 12 June at 10:00, £660 paid. Later in June we have the "
            "19th, the 26th or the 27th. Moving the date carries a £45 rebooking fee. Which date works?",
            _RB_LOOKUP,
        ),
        u(
            "The 19th please. Is the £45 added to the invoice or paid now?",
            "Thursday the 19th would be best. £45 is fine.",
            "Let's go for 19 June. Same start time at 10?",
            "19/06 please - still 12 of us.",
            "The 19th. A week later is plenty of time for the weather to clear, hopefully.",
        ),
        a("The 19th it is, same 10:00 start; the £45 goes on your final invoice. Shall I confirm?"),
        u("Yes, go ahead.", "Yes please confirm.", "Yep, confirm it.", "Please do, thanks."),
        a(
            "Done - RB-22417 is now on Thursday 19 June at 10:00. Your instructor will be Callum Reid.",
            _rb_move("2025-06-19"),
        ),
        u(
            "Great. Could you send a confirmation to events@kellerfinch.co.uk?",
            "Thanks. Will Callum Reid still be our instructor if we have to move again?",
            "Brilliant. So the total is now £705 with the fee?",
            "Perfect. Anything we need to bring besides swimwear?",
        ),
        a(
            "A confirmation is on its way by email, £705 in total including the fee. Callum runs most June "
            "sessions, so very likely. Bring a change of clothes and shoes that can get wet."
        ),
        stop("Cheers, thanks for sorting that.", "Great, thank you!", "Lovely, thanks. Bye.", ""),
    ),
    (
        u(
            "Hi, I'd like to change the date of a raft-building booking.",
            "Hello - can I move our raft building session? The 12th of June doesn't work anymore with that "
            "forecast.",
            "Hi, we need to rearrange our team's raft build because of the weather.",
            "Hello, is it possible to postpone a group raft-building session booked for 12 June?",
        ),
        a("Sure. Can I take the booking reference and the email address on the booking?"),
        u(
            "RB-22417, events@kellerfinch.co.uk",
            "Reference RB 22417; email events@kellerfinch.co.uk.",
            "It's RB-22417 and the email is events@kellerfinch.co.uk",
            "Booking reference: RB-22417\nEmail: events@kellerfinch.co.uk",
        ),
        a("Thanks, found it.", _RB_LOOKUP),
        a(
            "You're booked for 12 June at 10:00, 12 people. I can offer 19, 26 or 27 June. There's a £45 fee "
            "to change the date."
        ),
        u(
            "The 27th (a Friday) works best for us.",
            "Friday 27 June please.",
            "Let's do the 27th. £45 is ok.",
            "27/06 would be great, we'll pay the £45.",
            "Fridays are easier for the team, so the 27th please.",
        ),
        a(
            "Booked for Friday 27 June, 10:00. A confirmation is on its way to events@kellerfinch.co.uk.",
            _rb_move("2025-06-27"),
        ),
        u(
            "Thanks. Can we add two more people? We might be 14 by then.",
            "Great. If anyone drops out, do we get any money back?",
            "Perfect. Do you need a phone number for the day? Mine is 01632 960418.",
            "Cheers. £660 plus the £45, so £705 altogether now?",
        ),
        a(
            "You can add people up to a week before, at £55 each; there are no refunds for drop-outs within "
            "7 days. The total is £705, and I've noted your number for the day."
        ),
        stop(
            "Understood, thanks!", "OK, good to know. Thank you.", "Great, cheers.", "Thanks for your help."
        ),
    ),
    (
        u(
            "Hello, what can you do if the weather is bad for a booked raft-building session? Ours is on 12 "
            "June.",
            "Hi, the forecast for 12 June looks stormy. Can our raft-building session be moved?",
            "Hi! Can we shift our team raft-building day to later in June? 12 June looks like a washout.",
        ),
        a(
            "We can move sessions to another date. Which booking is it? I'll need the company name and a "
            "contact phone number."
        ),
        u(
            "Keller & Finch Ltd, 01632 960418.",
            "It's for Keller & Finch Ltd - my number is 01632 960 418.",
            "Company: Keller & Finch Ltd. Phone: (01632) 960418.",
            "keller & finch, 01632960418",
        ),
        a(
            "Thank you. I have booking RB-22417, 12 people on 12 June at 10:00. Free dates later in June: "
            "the 19th, 26th and 27th.",
            _RB_LOOKUP_BY_COMPANY,
        ),
        u(
            "Is the 26th free in the morning too?",
            "The 26th would suit us - same time?",
            "Let's aim for Thursday 26 June, please.",
            "26 June, please. Nearly everyone is in the office that week.",
        ),
        a("Yes, 26 June at 10:00 is free. Moving the date costs a £45 rebooking fee. Shall I book it?"),
        u(
            "Yes, book it please.",
            "Fine, £45 is OK. Go ahead.",
            "Yes please, the 26th at 10.",
            "Go ahead - put the £45 on our invoice.",
        ),
        a("Done: RB-22417 is now on 26 June at 10:00, with instructor Callum Reid.", _rb_move("2025-06-26")),
        stop("Great, thanks very much.", "Perfect, cheers.", "Thanks! See you on the 26th.", ""),
    ),
)

# -- 3. silver ring resized again (with an opener) -----------------------------------------------------------

SILVERSMITH_OPENER = "Hello, the ring you resized for me last month is still too tight."
SILVERSMITH = Scenario(
    goal="The silver ring the workshop resized for you last month is still too tight; get it booked in to be "
    "resized again under the workmanship guarantee.",
    persona="a secondary-school music teacher, polite and a little apologetic",
    known_facts={
        "repair_ticket": "SR-40917",
        "full_name": "Tobias Lindgren",
        "phone": "07700 900582",
        "collected_on": "2025-04-22",
        "size_needed": "size P",
    },
    unknown_facts=["guarantee end date: 2025-07-22", "silversmith's name: Isla Murdoch"],
    opener=SILVERSMITH_OPENER,
    expected=["book_repair"],
)
_SR_FIND = call(
    "find_repair",
    {"ticket": "SR-40917"},
    {
        "ticket": "SR-40917",
        "customer": "Tobias Lindgren",
        "item": "sterling silver band",
        "resized_from": "N",
        "resized_to": "O",
        "collected": "2025-04-22",
        "guarantee_until": "2025-07-22",
        "charged": 35.0,
    },
)
_SR_BOOK = call(
    "book_repair",
    {"ticket": "SR-40917", "new_size": "P", "drop_off": "2025-05-20"},
    {
        "job": "SR-41203",
        "drop_off": "2025-05-20",
        "ready": "2025-05-23",
        "charge": 0.0,
        "silversmith": "Isla Murdoch",
    },
)
SILVERSMITH_FLOWS = (
    (
        u(SILVERSMITH_OPENER),
        a("I'm sorry about that. Do you have the repair ticket number from last time?"),
        u(
            "Yes, it's SR-40917.",
            "I do - SR 40917.",
            "It's SR-40917, I picked the ring up on 22 April.",
            "sr40917 I think - yes, that's what's on the receipt.",
        ),
        a(
            "Thanks, Mr Lindgren. That's the sterling silver band we took from N to O, collected on 22 "
            "April. It's under our workmanship guarantee until 22 July, so another resize is free. What size "
            "do you need?",
            _SR_FIND,
        ),
        u(
            "A size P, I think - I had it measured at another jeweller.",
            "Size P please.",
            "P, please. O still leaves a red mark on my finger after an hour of playing.",
            "I was measured at P last week, so P please. Sorry for the bother!",
        ),
        a("Could you drop it off on Tuesday 20 May? It would be ready on Friday 23 May."),
        u(
            "Tuesday 20 May is fine, I can come after school.",
            "Yes, the 20th works. Ready on the 23rd, great.",
            "Yes please - 20/05 drop-off, 23/05 pickup.",
            "That works. Do I need to bring the old ticket?",
        ),
        a(
            "Booked: drop-off 20 May, ready 23 May, no charge. Just bring the ring. Isla Murdoch will do the "
            "work again; your new job number is SR-41203.",
            _SR_BOOK,
        ),
        stop(
            "Thank you, that's very kind.",
            "Perfect, see you on the 20th. Thanks!",
            "Great - SR-41203, noted. Thanks so much.",
            "",
        ),
    ),
    (
        u(SILVERSMITH_OPENER),
        a("Sorry to hear that. What name is the repair under, and a phone number?"),
        u(
            "Tobias Lindgren, 07700 900582.",
            "It's under Tobias Lindgren. Phone: +44 7700 900582.",
            "Lindgren, Tobias - 07700900582",
            "Tobias Lindgren; my mobile is 07700 900 582.",
        ),
        a("Thank you. I found ticket SR-40917.", _SR_FIND),
        a(
            "It was resized to O and collected on 22 April. The guarantee covers another resize until 22 "
            "July. Which size do you need now?"
        ),
        u(
            "Size P, please.",
            "One size up, so P.",
            "P - I measured it with a ring sizer at home.",
            "A P, please. I'm sorry, I should have said it felt snug when I collected it.",
        ),
        a("We have a drop-off slot on Tuesday 20 May, ready Friday 23 May. Does that work?"),
        u(
            "Yes, that's fine.",
            "Yes. Is it really free because of the guarantee?",
            "Fine, thank you - and nothing to pay, since it's before 22 July?",
            "The 20th is good; I finish at half three that day.",
        ),
        a("Yes, there's no charge. I've booked it: job SR-41203.", _SR_BOOK),
        u(
            "Thank you. Will the ring be any thinner after stretching it again?",
            "Great. Can my wife collect it for me on the 23rd?",
            "Lovely. Who's doing the work?",
            "SR-41203, got it. Should I bring the old ticket SR-40917 as well?",
        ),
        a(
            "It won't be noticeably thinner. Anyone with the job number can collect it, and you don't need "
            "the old ticket. Isla Murdoch will do it, as last time."
        ),
        stop(
            "That's reassuring, thank you.",
            "Great, thanks for your help.",
            "Wonderful, thank you very much.",
            "Thanks again, and sorry for the trouble.",
        ),
    ),
)

# -- 4. tango course cancelled, refund of unused classes -----------------------------------------------------

TANGO = Scenario(
    goal="You can no longer make Thursday evenings; cancel the rest of your 10-week tango course and get a "
    "refund for the classes you will miss.",
    persona="a software tester who just changed jobs, direct and a bit impatient",
    known_facts={
        "student_id": "TG-3381",
        "email": "lucia.ferraro@gmail.com",
        "course": "Milonga Beginners, Thursdays 19:30",
        "amount_paid": "€180",
        "start_date": "2025-01-09",
    },
    unknown_facts=["refund amount: €108", "course coordinator's name"],
    expected=["refund_classes"],
)
_TG_LOOKUP = call(
    "get_enrolment",
    {"student_id": "TG-3381"},
    {
        "student": "TG-3381",
        "course": "Milonga Beginners",
        "weeks": 10,
        "attended": 4,
        "paid": 180.0,
        "currency": "EUR",
        "start": "2025-01-09",
        "policy": "unused classes refundable if cancelled before week 6",
    },
)
_TG_LOOKUP_LATE = call(
    "get_enrolment",
    {"email": "lucia.ferraro@gmail.com"},
    {
        "student": "TG-3381",
        "course": "Milonga Beginners",
        "weeks": 10,
        "attended": 6,
        "paid": 180.0,
        "currency": "EUR",
        "start": "2025-01-09",
        "policy": "unused classes refundable if cancelled before week 6",
    },
)
_TG_REFUND = call(
    "refund_classes",
    {"student_id": "TG-3381", "classes": 6},
    {
        "refund": 108.0,
        "currency": "EUR",
        "to": "original card",
        "reference": "RF-7702",
        "coordinator": "Mariela Sosa",
    },
)
TANGO_FLOWS = (
    (
        u(
            "Hi, I need to cancel my tango course - I can't do Thursdays anymore. Can I get a refund for the "
            "remaining classes?",
            "Hello, I've started a new job and can't make the Thursday milonga class. I'd like to cancel and "
            "get money back for the weeks I'll miss.",
            "Hi. Cancelling my Thursday tango course please, new work schedule. Refund for the rest?",
            "hi, i'm in the Milonga Beginners course on thursdays and need to drop out. can i get a partial "
            "refund?",
        ),
        a("I'm sorry to hear that. Can you give me your student ID?"),
        u("TG-3381", "It's TG-3381.", "Student ID TG 3381.", "tg-3381, email lucia.ferraro@gmail.com"),
        a(
            "Thanks, Lucia. You're in Milonga Beginners, started 9 January, €180 paid for 10 weeks, and "
            "you've attended 4 classes. Since you're cancelling before week 6, I can refund the 6 classes "
            "you'll miss. Shall I go ahead?",
            _TG_LOOKUP,
        ),
        u(
            "Yes, go ahead.",
            "Yes please. That's €18 a class, right?",
            "Yes. 6 classes out of 10, fine - please process it.",
            "yes do it pls",
            "Yes. The sooner the better, honestly.",
        ),
        a(
            "Done. €108 is on its way back to your original card, reference RF-7702. It takes 5-10 working "
            "days.",
            _TG_REFUND,
        ),
        u(
            "Great, thanks. Will I get an email about it?",
            "OK, RF-7702. So €108 in 5 to 10 days.",
            "Thanks. Could I join a weekend course later on?",
            "Good. €108 back out of €180, that's fair.",
        ),
        a(
            "Yes, a receipt goes to lucia.ferraro@gmail.com. And our Saturday courses restart in April; "
            "Mariela Sosa, our coordinator, can help you sign up."
        ),
        stop("Perfect, thanks!", "Good, thanks for the quick help.", "OK, bye.", ""),
    ),
    (
        u(
            "Hello, I want to cancel my tango course and get a refund for the classes left.",
            "Hi, can I cancel the Thursday Milonga Beginners course? I can't come anymore.",
            "Hi there - I need to quit my tango classes on Thursdays. Is a refund possible?",
            "I have to drop my Thursday tango course because of work. What are my options for a refund?",
        ),
        a("Let me check. What's the email on your enrolment?"),
        u(
            "lucia.ferraro@gmail.com",
            "It's lucia.ferraro@gmail.com.",
            "lucia.ferraro@gmail.com - student ID TG-3381 as well.",
            "Email is lucia.ferraro@gmail.com",
        ),
        a("Thanks.", _TG_LOOKUP_LATE),
        a(
            "I'm sorry, but you've already attended 6 of the 10 classes, and our policy only allows refunds "
            "before week 6. I can't refund the remaining classes, but you could transfer them to the "
            "Saturday course."
        ),
        u(
            "That's a shame. Can't you make an exception? I changed jobs, it's not like I'm just bored.",
            "Hmm. Is there really nothing you can do?",
            "Seriously? I paid €180 for this.",
            "So 4 classes just go to waste? That doesn't seem fair.",
        ),
        a("I'm afraid I can't issue a refund. Transferring to Saturdays is the only option I can offer."),
        stop(
            "Fine, I'll think about the Saturday option. Bye.",
            "OK. Disappointing, but thanks for explaining.",
            "Alright, thanks anyway.",
            "",
        ),
    ),
)

# -- 5. armchair collected for upcycling (with an opener) ----------------------------------------------------

UPCYCLING_OPENER = "Hi! I'd like to get my grandmother's armchair upcycled."
UPCYCLING = Scenario(
    goal="Book a collection of your grandmother's wingback armchair for the workshop's reupholstery and "
    "upcycling service.",
    persona="a graphic designer in her thirties, enthusiastic, uses emojis now and then",
    known_facts={
        "full_name": "Priya Raman",
        "address": "27 Wickham Road, London SE4 1NH",
        "phone": "020 7946 0321",
        "email": "priya.raman@fastmail.com",
        "quote_reference": "UC-Q-8841",
    },
    unknown_facts=["collection fee: £35", "upholsterer's name"],
    opener=UPCYCLING_OPENER,
    expected=["book_collection"],
)
_UC_QUOTE = call(
    "get_quote",
    {"quote_reference": "UC-Q-8841"},
    {
        "quote": "UC-Q-8841",
        "item": "wingback armchair",
        "work": "reupholster in customer's fabric, repaint legs",
        "price": 420.0,
        "deposit": 84.0,
        "valid_until": "2025-05-31",
    },
)
_UC_BOOK = call(
    "book_collection",
    {"quote_reference": "UC-Q-8841", "address": "27 Wickham Road, London SE4 1NH", "date": "2025-05-14"},
    {
        "collection": "COL-5528",
        "date": "2025-05-14",
        "window": "08:00-12:00",
        "fee": 35.0,
        "upholsterer": "Dev Mistry",
    },
)
UPCYCLING_FLOWS = (
    (
        u(UPCYCLING_OPENER),
        a("Lovely! Have you had a quote from us already? If so, what's the quote reference?"),
        u(
            "Yes! It's UC-Q-8841.",
            "I have - UC-Q-8841 😊",
            "Yep, quote reference UCQ8841.",
            "Yes, the reference is UC-Q-8841, from the email you sent me.",
        ),
        a(
            "Thanks! Quote UC-Q-8841: reupholstering the wingback armchair in your own fabric and repainting "
            "the legs, £420, with an £84 deposit. Where should we collect it from?",
            _UC_QUOTE,
        ),
        u(
            "27 Wickham Road, London SE4 1NH.",
            "From my flat: 27 Wickham Rd, SE4 1NH.",
            "It's 27 Wickham Road, SE4 1NH - ground floor, so no stairs!",
            "27 wickham road, london se4 1nh",
        ),
        a("We can collect on Wednesday 14 May between 8 and 12. The collection fee is £35. Shall I book it?"),
        u(
            "Yes please, 14 May works!",
            "Perfect, book it in 🙌",
            "Wednesday morning is great. So £35 on top of the £420?",
            "Yes - and is the £84 deposit paid now or at collection?",
            "Yes please! I'll make sure the fabric is ready to go with it.",
        ),
        a(
            "Booked: collection COL-5528 on 14 May, 8:00-12:00. The £84 deposit is due at collection, and "
            "the £35 fee goes on the final invoice on top of the £420. Dev Mistry will be your upholsterer.",
            _UC_BOOK,
        ),
        u(
            "Amazing, thank you! Can Dev Mistry call me about the fabric? My number is 020 7946 0321.",
            "Brilliant. So it's £455 all in with the collection fee?",
            "Yay! Will you text me before the van arrives?",
            "COL-5528, lovely. How long does the whole thing usually take?",
        ),
        a(
            "Of course: £455 in total including the collection fee. We text on the morning of the "
            "collection, Dev will call you about the fabric, and the work usually takes three to four weeks."
        ),
        stop(
            "Perfect, thank you so much! 🪑✨", "Thanks, can't wait to see it!", "Brilliant, thanks. Bye!", ""
        ),
    ),
    (
        u(UPCYCLING_OPENER),
        a("How exciting! Could I take your name and email address first?"),
        u(
            "Priya Raman, priya.raman@fastmail.com",
            "Sure - Priya Raman, and my email is priya.raman@fastmail.com.",
            "Name: Priya Raman\nEmail: priya.raman@fastmail.com",
            "priya raman / priya.raman@fastmail.com",
        ),
        a("Thanks, Priya. Do you have a quote reference?"),
        u("Yes, UC-Q-8841.", "It's UC-Q-8841 I believe.", "uc-q-8841", "I do! UC-Q-8841 ✨"),
        a("Found it.", _UC_QUOTE),
        a(
            "The quote is £420 with an £84 deposit, valid until 31 May. When would you like us to collect, "
            "and from which address?"
        ),
        u(
            "From 27 Wickham Road, SE4 1NH - any weekday morning works.",
            "27 Wickham Road, London SE4 1NH. Mornings are best.",
            "My address is 27 Wickham Road, SE4 1NH. As soon as possible please!",
            "27 Wickham Rd, London, SE4 1NH. I work from home, so any day before 31 May.",
        ),
        a("The first morning slot is Wednesday 14 May, 8-12, and there's a £35 collection fee. Is that OK?"),
        u(
            "Yes, that's fine.",
            "Sure, £35 is fine, please book it.",
            "Yes please! 14 May 👍",
            "That works - so £84 deposit plus £35, £119 on the day?",
        ),
        a(
            "All booked: COL-5528, Wednesday 14 May, 8:00-12:00. The deposit is due on the day; the £35 goes "
            "on the final invoice.",
            _UC_BOOK,
        ),
        stop("Thank you! 😊", "Perfect, thanks so much.", "Great, see you on the 14th!", ""),
    ),
)

# -- 6. vintage fair stall -----------------------------------------------------------------------------------

VINTAGEFAIR = Scenario(
    goal="Book a 3-metre stall with electricity for your vintage clothing business at the Autumn Vintage "
    "Fair on 4 October 2025.",
    persona="a vintage clothing trader, warm and chatty, uses exclamation marks",
    known_facts={
        "trader_id": "VF-T-1187",
        "business_name": "Moth & Magpie Vintage",
        "email": "hello@mothandmagpie.co.uk",
        "phone": "07911 123456",
        "public_liability_policy": "PL-99-420173",
    },
    unknown_facts=["pitch number: B14", "electricity surcharge"],
    expected=["book_stall"],
)
_VF_TRADER = call(
    "get_trader",
    {"trader_id": "VF-T-1187"},
    {
        "trader": "VF-T-1187",
        "name": "Moth & Magpie Vintage",
        "insurance_on_file": False,
        "last_fair": "2025-04-12",
    },
)
_VF_AVAIL = call(
    "check_availability",
    {"fair": "2025-10-04", "size": "3m", "power": True},
    {"available": ["B14", "C03"], "price": 85.0, "power_surcharge": 15.0},
)


def _vf_book(pitch: str):
    return call(
        "book_stall",
        {
            "trader_id": "VF-T-1187",
            "fair": "2025-10-04",
            "pitch": pitch,
            "power": True,
            "policy": "PL-99-420173",
        },
        {"booking": "VFB-30452", "pitch": pitch, "total": 100.0, "setup": "07:30-09:30"},
    )


VINTAGEFAIR_FLOWS = (
    (
        u(
            "Hi! I'd love to book a stall at the Autumn Vintage Fair on 4 October - a 3m one with "
            "electricity please!",
            "Hello! Moth & Magpie Vintage here, we'd like a 3 metre pitch with power for the autumn fair on "
            "the 4th of October.",
            "Hiya, can I book a 3m stall with electricity for the 4/10 vintage fair? 😊",
            "Hi there! Looking to book a stall (3m, with power) for the Autumn Vintage Fair on Saturday 4 "
            "October!",
        ),
        a("Wonderful! Are you an existing trader with us? If so, what's your trader ID?"),
        u(
            "Yes! It's VF-T-1187.",
            "We are! Trader ID VF-T-1187 - Moth & Magpie Vintage.",
            "yes, VFT1187!",
            "Yep - VF-T-1187. We did the spring fair too!",
        ),
        a(
            "Welcome back, Moth & Magpie! I have two 3m pitches with power: B14, near the café, or C03 by "
            "the main doors. It's £85 plus a £15 electricity surcharge. Before I can book, I need your "
            "public liability insurance policy number - we don't have it on file.",
            _VF_TRADER,
            _VF_AVAIL,
        ),
        u(
            "B14 by the café please! The policy number is PL-99-420173.",
            "Policy PL-99-420173. And B14 sounds lovely!",
            "Ooh, B14 please. Insurance: PL 99 420173.",
            "The doors get so draughty, so B14! My public liability number is PL-99-420173.",
        ),
        a(
            "Booked! Pitch B14 on 4 October, with power. Total £100. Set-up is 7:30-9:30. Your booking "
            "reference is VFB-30452.",
            _vf_book("B14"),
        ),
        u(
            "Yay, thank you!! Can I pay the £100 by bank transfer?",
            "Fab! So £85 plus £15, £100 altogether. Do you send the invoice to hello@mothandmagpie.co.uk?",
            "Brilliant! What time does the fair open to the public?",
            "VFB-30452 - noted! Can I bring a clothes rail taller than 2 metres?",
        ),
        a(
            "You'll get an invoice by email, and bank transfer is fine. Doors open to the public at 10:00, "
            "and rails up to 2.2 m are fine."
        ),
        stop("Perfect, see you on the 4th! Thank you!", "Thanks so much!! 💕", "Lovely, cheers!", ""),
    ),
    (
        u(
            "Hello, do you still have stalls for the Autumn Vintage Fair on 4 October?",
            "Hi! Any 3m stalls with electricity left for 4 October?",
            "Hi, I want to book a pitch for the October vintage fair - 3 metres, with a plug socket if "
            "possible!",
            "Hello! Is it too late to get a stall with power at the autumn fair on 04/10?",
        ),
        a("Let me check.", _VF_AVAIL),
        a(
            "Yes - B14 and C03 are free, both 3m with power: £85 plus a £15 surcharge for electricity. Can I "
            "have your trader ID, or your business name and email if you're new?"
        ),
        u(
            "Trader ID VF-T-1187, Moth & Magpie Vintage.",
            "We're Moth & Magpie Vintage, trader ID VF-T-1187!",
            "VF-T-1187 :) email hello@mothandmagpie.co.uk",
            "VF-T-1187 - we've traded with you before!",
        ),
        a("Thanks!", _VF_TRADER),
        a("Which pitch would you like? I'll also need your public liability policy number."),
        u(
            "C03 please - PL-99-420173 is the policy.",
            "Let's do C03! Policy number PL-99-420173.",
            "C03 by the doors, and insurance is PL-99-420173.",
            "C03!! Our rails look best near the entrance. Policy: PL-99-420173",
        ),
        a(
            "All booked: pitch C03, 4 October, with electricity. £100 in total. Reference VFB-30452.",
            _vf_book("C03"),
        ),
        u(
            "Wonderful, thank you! Can we set up from 7:30?",
            "Great! Who do I call on the day if we get lost? My mobile is 07911 123456 if you need me.",
            "Amazing, thanks! Do I need to bring my own extension lead?",
            "Perfect - £85 for the pitch and £15 for power, that's the £100. Thanks!",
        ),
        a(
            "Set-up runs 7:30 to 9:30. Please bring a PAT-tested extension lead; we'll text on the day if "
            "anything changes."
        ),
        stop("Perfect, thank you!!", "Thanks, see you in October!", "Lovely, bye for now!", ""),
    ),
)

# -- 7. wakeboard lesson rained off (with an opener) ---------------------------------------------------------

WAKEBOARD_OPENER = "hey, my wakeboard lesson on saturday got cancelled because of the storm. can i rebook?"
WAKEBOARD = Scenario(
    goal="Your wakeboard lesson on Saturday 19 July 2025 was cancelled because of a thunderstorm; rebook it "
    "for another day the same month.",
    persona="a 24-year-old student, casual, often writes in lowercase",
    known_facts={
        "booking_code": "WB7K2Q",
        "full_name": "Jonas Weber",
        "mobile": "+49 151 23456789",
        "email": "jonas.weber@posteo.de",
        "lesson_time": "14:00",
    },
    unknown_facts=["rain voucher code: RAIN-5521", "coach's name"],
    opener=WAKEBOARD_OPENER,
    expected=["rebook_lesson"],
)
_WB_FIND = call(
    "find_booking",
    {"code": "WB7K2Q"},
    {
        "code": "WB7K2Q",
        "name": "Jonas Weber",
        "lesson": "2025-07-19T14:00",
        "status": "cancelled_weather",
        "paid": 49.0,
        "currency": "EUR",
        "voucher": "RAIN-5521",
    },
)
_WB_SLOTS = call(
    "list_slots",
    {"month": "2025-07", "after": "2025-07-19"},
    {"slots": ["2025-07-24T17:00", "2025-07-26T10:00", "2025-07-27T14:00"]},
)


def _wb_rebook(slot: str):
    return call(
        "rebook_lesson",
        {"code": "WB7K2Q", "slot": slot},
        {"code": "WB7K2Q", "lesson": slot, "coach": "Lena Brandt", "charge": 0.0},
    )


WAKEBOARD_FLOWS = (
    (
        u(WAKEBOARD_OPENER),
        a("Sorry about the weather! What's your booking code?"),
        u("WB7K2Q", "its WB7K2Q", "booking code wb7k2q", "sure - WB7K2Q, lesson was at 2pm"),
        a(
            "Got it, Jonas. Your 14:00 lesson on 19 July was cancelled for weather, so rebooking is free. "
            "Free slots this month: Thursday 24 July at 17:00, Saturday 26 July at 10:00 or Sunday 27 July "
            "at 14:00.",
            _WB_FIND,
            _WB_SLOTS,
        ),
        u(
            "saturday 26th at 10 pls",
            "the 26th at 10am works",
            "Sat 26.07, 10:00 please",
            "hmm thursday is bad... saturday the 26th at 10 then",
        ),
        a(
            "Done: Saturday 26 July at 10:00, with coach Lena Brandt. No extra charge.",
            _wb_rebook("2025-07-26T10:00"),
        ),
        u(
            "nice, thanks! do i need to bring my own wetsuit?",
            "cool. is it the same €49 lesson?",
            "great, will i get an email at jonas.weber@posteo.de?",
            "sweet. what if it storms again lol",
        ),
        a(
            "Wetsuits are included, it's the same lesson you paid for, and a confirmation is on its way by "
            "email. If the weather cancels it again, we'll rebook for free."
        ),
        stop("perfect, thx!", "awesome, see you on the 26th", "cool cool, thanks a lot", ""),
    ),
    (
        u(WAKEBOARD_OPENER),
        a("Sure. What's the name and mobile number on the booking?"),
        u(
            "Jonas Weber, +49 151 23456789",
            "jonas weber, 0151 23456789",
            "Jonas Weber - mobile 015123456789",
            "name's jonas weber, number +49 (0)151 2345 6789",
        ),
        a("Thanks.", _WB_FIND),
        a(
            "Found it: booking WB7K2Q, 19 July at 14:00, €49 paid. You can rebook, or take a rain voucher "
            "(RAIN-5521) to use any time this season. Which would you prefer?"
        ),
        u(
            "rebook please, i'd like to go this month",
            "i'd rather rebook. what days do you have?",
            "rebook! voucher codes always get lost in my inbox haha",
            "rebooking is better, i'm only here till the end of july",
        ),
        a("Let me look.", _WB_SLOTS),
        a("I have Thursday 24 July at 17:00, Saturday 26 July at 10:00, or Sunday 27 July at 14:00."),
        u("sunday 27th at 2, same time as before", "27 july 14:00 please", "sunday works, the 27th at 14:00"),
        a("Rebooked for Sunday 27 July at 14:00 with Lena Brandt.", _wb_rebook("2025-07-27T14:00")),
        stop("thanks!!", "great, cheers", "perfect, see ya", ""),
    ),
)

# -- 8. yurt stay one night longer ---------------------------------------------------------------------------

YURT = Scenario(
    goal="Add a third night to your glamping yurt booking, leaving on 11 August instead of 10 August 2025.",
    persona="a primary-school teacher on her summer holiday, organised and friendly",
    known_facts={
        "booking_reference": "YRT-60455",
        "lead_name": "Gwen Pritchard",
        "email": "gwen.pritchard@btinternet.com",
        "arrival_date": "2025-08-08",
        "party": "2 adults and a dog",
    },
    unknown_facts=["nightly rate: £95", "yurt name: Curlew"],
    expected=["extend_stay"],
)
_YT_BOOKING = {
    "reference": "YRT-60455",
    "lead": "Gwen Pritchard",
    "yurt": "Curlew",
    "arrive": "2025-08-08",
    "depart": "2025-08-10",
    "guests": 2,
    "dog": True,
    "paid": 190.0,
}
_YT_FIND = call("get_booking", {"reference": "YRT-60455"}, _YT_BOOKING)
_YT_FIND_BY_NAME = call("get_booking", {"lead": "Gwen Pritchard", "arrive": "2025-08-08"}, _YT_BOOKING)
_YT_AVAIL = call(
    "check_availability", {"yurt": "Curlew", "night": "2025-08-10"}, {"available": True, "rate": 95.0}
)
_YT_EXTEND = call(
    "extend_stay",
    {"reference": "YRT-60455", "depart": "2025-08-11"},
    {"reference": "YRT-60455", "depart": "2025-08-11", "added": 95.0, "total": 285.0},
)
YURT_FLOWS = (
    (
        u(
            "Hello, I'd like to add a night to our yurt booking - leaving on 11 August instead of the 10th.",
            "Hi there, could we extend our glamping stay by one night? We'd leave on the 11th of August "
            "rather than the 10th.",
            "Hi! Is it possible to stay an extra night in our yurt? Checking out 11/08 instead of 10/08.",
            "Good afternoon, we're booked in a yurt from 8 August and would love to stay one more night, "
            "until the 11th.",
        ),
        a("Let's see! What's your booking reference?"),
        u("It's YRT-60455.", "YRT-60455, under Gwen Pritchard.", "Booking reference YRT 60455.", "yrt-60455"),
        a(
            "Thank you, Mrs Pritchard. You're in Curlew yurt from 8 to 10 August, two guests and a dog. "
            "Curlew is free on the night of the 10th at £95. Shall I add it?",
            _YT_FIND,
            _YT_AVAIL,
        ),
        u(
            "Yes please! So that's £285 for the three nights?",
            "Yes, please add it. £95 is fine.",
            "Lovely - yes please, same yurt.",
            "Yes please. The dog's fine for the extra night too?",
            "Oh wonderful, Curlew again. Yes, please add the night.",
        ),
        a(
            "Done: you now leave on 11 August, £285 in total; the extra £95 goes on your card on file. And "
            "the dog is welcome, of course.",
            _YT_EXTEND,
        ),
        stop(
            "Wonderful, thank you so much!",
            "Brilliant, thanks. We can't wait!",
            "Perfect - £285, noted. Thank you.",
            "",
        ),
    ),
    (
        u(
            "Hi, we have a yurt booked for August and would like to stay one extra night, if there's space.",
            "Hello, can I extend a glamping booking by a night?",
            "Hi, I'd like to change our departure from 10 August to 11 August.",
            "Hello! Quick one: can we keep our yurt until the 11th of August?",
        ),
        a("Happy to check. Can I have the lead name and arrival date?"),
        u(
            "Gwen Pritchard, arriving 8 August.",
            "It's under Gwen Pritchard, we arrive on Friday the 8th of August.",
            "Gwen Pritchard - arrival 08/08/2025.",
            "Pritchard, Gwen. Arrival 2025-08-08.",
        ),
        a("Thanks, found it: YRT-60455.", _YT_FIND_BY_NAME),
        a("The night of the 10th is free in your yurt, Curlew, at £95. Would you like it?", _YT_AVAIL),
        u(
            "Yes please.",
            "Yes, we'd love that.",
            "Yes - can you send the updated confirmation to gwen.pritchard@btinternet.com?",
            "Yes please, that's £95 more on top of the £190 we paid.",
        ),
        a(
            "Added: departure now 11 August, £95 extra, £285 in total. The updated confirmation goes to your "
            "email.",
            _YT_EXTEND,
        ),
        u(
            "Thank you! What time is check-out on the 11th?",
            "Great. Can we still arrive late on the 8th, around 6pm?",
            "Lovely. Do we pay the £95 now or when we arrive?",
        ),
        a("Check-out is 10:00, late arrival is fine, and the £95 was charged to the card on file."),
        stop("Perfect, thanks for your help!", "Great, see you in August!", "Thank you, bye!", ""),
    ),
    (
        u(
            "Hello, could we add an extra night to our yurt stay in August? We'd leave on the 11th.",
            "Hi, any chance of a third night on our glamping booking, until 11 August?",
            "Hiya, we're having such a good time planning this trip that we'd like another night - leaving "
            "11 August instead of 10 August, please.",
        ),
        a("Certainly - what's the booking reference and the lead name?"),
        u(
            "YRT-60455, Gwen Pritchard.",
            "The reference is YRT-60455 and it's under Gwen Pritchard.",
            "YRT60455 - Pritchard.",
            "Reference: YRT-60455\nLead name: Gwen Pritchard",
        ),
        a(
            "Thank you. Your yurt, Curlew, is already booked by someone else on the night of the 10th, but "
            "Kestrel, the yurt next door, is free that night at £95. You'd move across on the morning of the "
            "10th. Would that work?",
            _YT_FIND,
            call(
                "check_availability",
                {"yurt": "Curlew", "night": "2025-08-10"},
                {"available": False, "alternative": "Kestrel", "rate": 95.0},
            ),
        ),
        u(
            "OK, that's fine - we'll move to Kestrel for the last night.",
            "Is Kestrel dog-friendly too? If so, yes please.",
            "Packing up halfway is a bit of a faff, but yes, let's do it.",
            "Next door is easy enough. Yes please, Kestrel for the 10th.",
        ),
        a(
            "Kestrel is dog-friendly too. Done: Curlew for the 8th and 9th, Kestrel for the 10th, leaving on "
            "11 August. £285 in total.",
            call(
                "extend_stay",
                {"reference": "YRT-60455", "depart": "2025-08-11", "last_night_yurt": "Kestrel"},
                {"reference": "YRT-60455", "depart": "2025-08-11", "added": 95.0, "total": 285.0},
            ),
        ),
        u(
            "Thank you! Can we leave our bags somewhere while Kestrel is being cleaned?",
            "Great, £285 in total, got it. What time can we move into Kestrel?",
            "Lovely. Will the reference stay YRT-60455?",
        ),
        a(
            "Yes, same reference. You can move into Kestrel from 11:00 and leave bags at reception until "
            "then."
        ),
        stop("Perfect, thank you!", "Great, thanks for finding a way.", "Lovely, see you in August!", ""),
    ),
)

# -- 9. Zumba pass frozen (with an opener) -------------------------------------------------------------------

ZUMBA_OPENER = "Hi, I sprained my ankle and need to pause my Zumba pass."
ZUMBA = Scenario(
    goal="You sprained your ankle; freeze your Zumba class pass for four weeks so the remaining classes "
    "don't expire.",
    persona="an ICU nurse working shifts, friendly but tired",
    known_facts={
        "member_number": "ZB-80412",
        "full_name": "Carmen Alvarez",
        "email": "carmen.alv@outlook.com",
        "phone": "(512) 555-0186",
        "pass_type": "10-class pass",
    },
    unknown_facts=["classes left: 6", "new expiry date: 2025-06-28"],
    opener=ZUMBA_OPENER,
    expected=["freeze_pass"],
)
_ZB_FIND = call(
    "lookup_member",
    {"member_number": "ZB-80412"},
    {
        "member": "ZB-80412",
        "name": "Carmen Alvarez",
        "pass": "10-class",
        "classes_left": 6,
        "expires": "2025-05-31",
    },
)
_ZB_FIND_BY_EMAIL = call(
    "lookup_member",
    {"email": "carmen.alv@outlook.com"},
    {
        "member": "ZB-80412",
        "name": "Carmen Alvarez",
        "pass": "10-class",
        "classes_left": 6,
        "expires": "2025-05-31",
    },
)
_ZB_FREEZE = call(
    "freeze_pass",
    {"member_number": "ZB-80412", "weeks": 4, "from": "2025-05-03"},
    {"status": "frozen", "from": "2025-05-03", "until": "2025-05-31", "new_expiry": "2025-06-28"},
)
ZUMBA_FLOWS = (
    (
        u(ZUMBA_OPENER),
        a("Oh no, I hope it heals quickly! Can I have your member number?"),
        u(
            "ZB-80412",
            "Sure, it's ZB-80412.",
            "member number zb 80412",
            "It's ZB-80412 - I have the 10-class pass.",
        ),
        a(
            "Thanks, Carmen. You have 6 classes left on your pass, which expires on 31 May. We can freeze it "
            "for up to 4 weeks from today (3 May). Would you like that?",
            _ZB_FIND,
        ),
        u(
            "Yes, 4 weeks please.",
            "Yes please, four weeks should be enough for the ankle.",
            "Yes - and that pushes the 31 May expiry back too?",
            "yes please! the doctor said 3-4 weeks",
            "Please do. It'd be a shame to lose 6 classes.",
        ),
        a(
            "Done. Your pass is frozen until 31 May, and the new expiry date is 28 June. Your 6 classes are "
            "safe.",
            _ZB_FREEZE,
        ),
        u(
            "Thank you! Will I get a confirmation at carmen.alv@outlook.com?",
            "Great, so 28 June now. Can I unfreeze early if I heal faster?",
            "Perfect. Can I still come and watch a class meanwhile? 😄",
            "Thanks. So 4 weeks added on - 31 May to 28 June, that adds up.",
        ),
        a(
            "Yes: a confirmation is on its way by email, you can unfreeze early at the front desk, and "
            "you're always welcome to watch."
        ),
        stop("Thanks so much!", "Perfect, thanks. See you in June!", "Lovely, thank you.", ""),
    ),
    (
        u(ZUMBA_OPENER),
        a("Sorry to hear that! Could you tell me your full name and the email on your account?"),
        u(
            "Carmen Alvarez, carmen.alv@outlook.com",
            "Sure: Carmen Alvarez / carmen.alv@outlook.com",
            "It's Carmen Alvarez and the email is carmen.alv@outlook.com.",
            "carmen alvarez - carmen.alv@outlook.com",
        ),
        a("Thanks, found you (ZB-80412).", _ZB_FIND_BY_EMAIL),
        a(
            "You have 6 classes left, expiring 31 May. How long do you need the freeze for? The maximum is 4 "
            "weeks."
        ),
        u(
            "Four weeks please.",
            "The full 4 weeks, please.",
            "4 weeks, my physio said no dancing for a month.",
            "The maximum, please - better safe than sorry with 6 classes left.",
        ),
        a("Frozen from today (3 May) for 4 weeks. New expiry: 28 June.", _ZB_FREEZE),
        stop("Thank you so much!", "Great, 28 June - got it. Thanks!", "Perfect, thank you. Bye!", ""),
    ),
)

# -- 10. waxworks tickets moved to another Saturday ----------------------------------------------------------

WAXWORKS = Scenario(
    goal="You booked waxworks museum tickets for the wrong day; move them from Saturday 17 May 2025 to "
    "Saturday 24 May 2025.",
    persona="a father of two planning a birthday treat, patient and clear",
    known_facts={
        "order_number": "WX-339021",
        "full_name": "David Okonkwo",
        "email": "d.okonkwo@gmail.com",
        "tickets": "2 adults and 2 children",
        "amount_paid": "£96",
        "card_last_four": "4417",
    },
    unknown_facts=["change fee", "new order number: WX-340588"],
    expected=["change_tickets"],
)
_WX_ORDER = {
    "order": "WX-339021",
    "name": "David Okonkwo",
    "date": "2025-05-17",
    "entry": "10:00",
    "tickets": {"adult": 2, "child": 2},
    "paid": 96.0,
}
_WX_FIND = call("find_order", {"order_number": "WX-339021"}, _WX_ORDER)
_WX_AVAIL = call(
    "check_availability",
    {"date": "2025-05-24", "tickets": 4},
    {"times": ["10:00", "11:30", "14:00"], "change_fee_per_ticket": 2.5},
)


def _wx_change(entry: str):
    return call(
        "change_tickets",
        {"order_number": "WX-339021", "date": "2025-05-24", "entry": entry},
        {"new_order": "WX-340588", "date": "2025-05-24", "entry": entry, "fee": 10.0, "card": "4417"},
    )


WAXWORKS_FLOWS = (
    (
        u(
            "Hi, I booked tickets for the waxworks for the wrong Saturday - can I move them from 17 May to "
            "24 May?",
            "Hello, I need to change the date on my waxworks tickets. I picked 17 May by mistake, it should "
            "be the 24th.",
            "Hi there, my museum tickets are for Sat 17/05 but we actually wanted Sat 24/05. Can you swap "
            "them?",
            "Hello! Small mix-up: I booked the waxworks for the 17th of May instead of the 24th. Could you "
            "move the booking?",
        ),
        a("Of course. What's the order number?"),
        u(
            "WX-339021",
            "It's WX-339021.",
            "Order number WX 339021.",
            "wx-339021, booked with d.okonkwo@gmail.com",
        ),
        a(
            "Thanks. I see 2 adult and 2 child tickets for Saturday 17 May at 10:00, £96 paid. On 24 May "
            "there's space at 10:00, 11:30 or 14:00. Changing the date costs £2.50 per ticket.",
            _WX_FIND,
            _WX_AVAIL,
        ),
        u(
            "11:30 please. So £10 for the four tickets?",
            "The 11:30 slot would be perfect. The fee is fine.",
            "Could we do 11:30? The kids won't be up early on a Saturday, ha.",
            "11:30 on the 24th please - £2.50 each is ok.",
        ),
        a(
            "Done: your tickets are now for Saturday 24 May at 11:30, and the new order number is WX-340588. "
            "The £10 fee was charged to your card ending 4417.",
            _wx_change("11:30"),
        ),
        u(
            "Great, thank you. Will the new tickets be emailed?",
            "Thanks! So I use WX-340588 at the door, not the old number?",
            "Perfect. Do the old tickets stop working now?",
            "Thank you - £10 on the 4417 card, that's fine.",
        ),
        a("Yes: the new e-tickets under WX-340588 are in your inbox, and the old ones are cancelled."),
        stop(
            "Brilliant, thanks for your help.", "Great, thank you very much.", "Thanks, have a nice day!", ""
        ),
    ),
    (
        u(
            "Hello, I'd like to change the date of my waxworks tickets please.",
            "Hi, can I move museum tickets to a different day?",
            "Hi! I need to rebook our waxworks visit for the following Saturday.",
            "Hello, I got the date wrong on our waxworks booking. Can it be changed?",
        ),
        a("Sure. Can I have the email address used for the booking and the last four digits of the card?"),
        u(
            "d.okonkwo@gmail.com, card ending 4417.",
            "Email d.okonkwo@gmail.com; last four 4417.",
            "It's d.okonkwo@gmail.com and the card ends in 4417.",
            "d.okonkwo@gmail.com / 4417",
        ),
        a(
            "Thanks.",
            call("find_order", {"email": "d.okonkwo@gmail.com", "card_last_four": "4417"}, _WX_ORDER),
        ),
        a(
            "I found order WX-339021 for Saturday 17 May at 10:00: 2 adults, 2 children. Which date would "
            "you like?"
        ),
        u(
            "Saturday 24 May, please.",
            "The 24th of May, same time if possible.",
            "24/05 please - the next Saturday.",
            "A week later, Saturday the 24th. It's my daughter's birthday weekend.",
        ),
        a("Checking.", _WX_AVAIL),
        a("10:00 on 24 May is available. There's a change fee of £2.50 per ticket, so £10. Go ahead?"),
        u(
            "Yes, go ahead.",
            "That's fine, please change them.",
            "OK, £10 is fine.",
            "Yes please, same 10:00 time.",
        ),
        a("Changed: Saturday 24 May, 10:00. New order number WX-340588.", _wx_change("10:00")),
        stop("Thank you!", "Perfect, thanks a lot.", "Great, WX-340588 noted. Bye!", ""),
    ),
    (
        u(
            "Hi, I need to move our waxworks tickets from 17 May to 24 May.",
            "Hello, can I change my waxworks booking from Saturday the 17th to Saturday the 24th of May?",
            "Hi - wrong date on my museum tickets, I need the 24th of May instead of the 17th.",
        ),
        a("I can help. What's your order number?"),
        u("WX-339021.", "Order WX-339021.", "It's wx 339021"),
        a(
            "Thanks. The 24th has space at 10:00, 11:30 and 14:00; the change fee is £2.50 per ticket, £10 "
            "for your four. Which time?",
            _WX_FIND,
            _WX_AVAIL,
        ),
        u("14:00 please.", "The 2pm slot, please.", "Let's say 14:00 - £10 is fine."),
        a(
            "I'm sorry - the change didn't go through: the £10 fee was declined on your card ending 4417, so "
            "your tickets are still for 17 May. You could try again later or use another card online.",
            call(
                "change_tickets",
                {"order_number": "WX-339021", "date": "2025-05-24", "entry": "14:00"},
                error="PaymentDeclined: card ending 4417 declined (amount 10.00 GBP)",
            ),
        ),
        stop(
            "Oh, that's odd. I'll check with my bank and try again later. Thanks.",
            "OK, I'll sort out the card and come back. Thank you.",
            "Right, I'll try online with another card then. Bye.",
            "",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("quilling", QUILLING, QUILLING_FLOWS),
    Domain("raftbuilding", RAFTBUILDING, RAFTBUILDING_FLOWS),
    Domain("silversmith", SILVERSMITH, SILVERSMITH_FLOWS),
    Domain("tango", TANGO, TANGO_FLOWS),
    Domain("upcycling", UPCYCLING, UPCYCLING_FLOWS),
    Domain("vintagefair", VINTAGEFAIR, VINTAGEFAIR_FLOWS),
    Domain("wakeboard", WAKEBOARD, WAKEBOARD_FLOWS),
    Domain("yurt", YURT, YURT_FLOWS),
    Domain("zumba", ZUMBA, ZUMBA_FLOWS),
    Domain("waxworks", WAXWORKS, WAXWORKS_FLOWS),
]

# -- seeded faults -------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "quilling",
        0,
        Say(0, "Hi, the quilling kit I ordered arrived today but the crimper tool is crushed."),
        "paraphrase",
    ),
    F(
        "opener",
        "quilling",
        2,
        Say(
            0, "Hi, my quilling kit arrived today and the crimper tool is crushed. Can you send me a new one?"
        ),
        "opener plus a request",
    ),
    F(
        "opener",
        "silversmith",
        0,
        Say(0, "Hello, the ring you resized for me is still too tight."),
        "truncated",
    ),
    F(
        "opener",
        "silversmith",
        1,
        Say(
            0,
            "Good afternoon! I had a ring resized at your workshop and it still pinches - could you look at "
            "it again?",
        ),
        "a different first message",
    ),
    F(
        "opener",
        "upcycling",
        0,
        Say(0, "Hi! I'd like to get my grandma's armchair upcycled."),
        "one word changed",
    ),
    F(
        "opener",
        "wakeboard",
        0,
        Say(
            0,
            "hey, my wakeboard lesson on saturday got cancelled because of the storm. can i rebook for next "
            "weekend?",
        ),
        "opener extended at the end",
    ),
    F(
        "opener",
        "wakeboard",
        1,
        Say(
            0,
            "hi! saturday's wakeboard lesson was called off cos of the thunderstorm - can i get a new date?",
        ),
        "paraphrase in the persona's style",
    ),
    F(
        "opener",
        "zumba",
        1,
        Say(0, "Hi, I sprained my ankle and need to pause my Zumba membership."),
        "last noun swapped",
    ),
    # -- reply_shape: a second voice, reasoning, markers, a stop that asks
    F(
        "reply_shape",
        "raftbuilding",
        0,
        Say(
            3,
            "Yes, go ahead.\nLakeside Adventures: Great, we'll get that confirmed and send the paperwork "
            "over.",
        ),
        "the centre speaking on its own line",
    ),
    F(
        "reply_shape",
        "silversmith",
        0,
        Say(4, "Thank you, that's very kind. Will you text me when it's ready?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "tango",
        1,
        Say(
            2,
            "Thought process: the agent is citing the week-6 rule, so I should push for an exception once "
            "before giving up.\n\nCan't you make an exception? I only just changed jobs.",
        ),
        "reasoning with a label",
    ),
    F(
        "reply_shape",
        "upcycling",
        1,
        Say(
            4, "Yes please! 14 May 👍\n\n[Note: the customer is happy with the date and the fee and agrees.]"
        ),
        "bracketed note about the conversation",
    ),
    F(
        "reply_shape",
        "vintagefair",
        0,
        Say(3, "Yay, thank you!! ###STOP### Oh, and can I pay the £100 by bank transfer?"),
        "stop signal inside the text",
    ),
    F(
        "reply_shape",
        "wakeboard",
        1,
        Say(3, '{"role": "user", "content": "sunday 27th at 2 pls, same time as before"}'),
        "JSON message with a role",
    ),
    F(
        "reply_shape",
        "yurt",
        2,
        Say(2, "*sighs and looks at the dog* Fine, let's do it - Kestrel for the last night."),
        "action written as in a play",
    ),
    F(
        "reply_shape",
        "zumba",
        0,
        Say(
            3,
            "Great, your pass is frozen until 31 May and your new expiry date is 28 June. Is there anything "
            "else I can help you with today?",
        ),
        "the assistant's voice",
    ),
    F("reply_shape", "waxworks", 0, Say(1, "Customer (David): It's WX-339021."), "role marker with a name"),
    # -- invented_specifics: an id, amount, date, email or address nobody gave
    F(
        "invented_specifics",
        "quilling",
        1,
        Say(1, "It's niamh.byrne@eircom.net - the order number is QL-50381 if that helps."),
        "order number digits swapped",
    ),
    F(
        "invented_specifics",
        "raftbuilding",
        0,
        Say(2, "The 19th please. Could you put our PO number 4500-1182 on the invoice?"),
        "purchase order number",
    ),
    F(
        "invented_specifics",
        "silversmith",
        1,
        Say(1, "Tobias Lindgren, 07700 900528."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "tango",
        0,
        Say(1, "It's TG-3381. I paid the €180 on 2 January."),
        "payment date",
    ),
    F(
        "invented_specifics",
        "vintagefair",
        1,
        Say(2, "C03 please - PL-99-421073 is the policy."),
        "policy number digits swapped",
    ),
    F(
        "invented_specifics",
        "wakeboard",
        0,
        Say(2, "the 26th at 10am works. my mate is on booking WB9M4T, can we go together?"),
        "another booking code",
    ),
    F(
        "invented_specifics",
        "yurt",
        0,
        Say(
            2,
            "Yes please, add it. And could you post the receipt to 14 Heol y Bryn, Llandeilo? We're often "
            "offline on holiday.",
        ),
        "street address",
    ),
    F(
        "invented_specifics",
        "zumba",
        0,
        Say(3, "Thank you! Could you copy the confirmation to my work email too, c.alvarez@stdavids.org?"),
        "second email",
    ),
    F(
        "invented_specifics",
        "waxworks",
        1,
        Say(1, "d.okonkwo@gmail.com, card ending 4417. I paid £108 for the four tickets."),
        "wrong amount paid",
    ),
    # -- unknown_fact: the user states what only the agent or a tool could tell it
    F(
        "unknown_fact",
        "quilling",
        0,
        Say(3, "Yes, same address please. I'll look out for tracking number AN-7730-4412."),
        "tracking number before the write",
    ),
    F(
        "unknown_fact",
        "raftbuilding",
        2,
        Say(
            2, "Is the 26th free? We'd love Callum Reid as our instructor again, he was brilliant last time."
        ),
        "instructor's name",
    ),
    F(
        "unknown_fact",
        "silversmith",
        0,
        Say(1, "Yes, it's SR-40917. It's still under guarantee until 22 July, isn't it?"),
        "guarantee end date before the lookup",
    ),
    F(
        "unknown_fact",
        "tango",
        1,
        Say(1, "lucia.ferraro@gmail.com. Mariela Sosa, the course coordinator, told me to contact you."),
        "coordinator's name",
    ),
    F(
        "unknown_fact",
        "upcycling",
        0,
        Say(2, "27 Wickham Road, London SE4 1NH. And the collection fee is £35, right?"),
        "collection fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "vintagefair",
        0,
        Say(1, "Yes! It's VF-T-1187. Could we have pitch B14 again? We loved that spot."),
        "pitch number before availability",
    ),
    F(
        "unknown_fact",
        "wakeboard",
        0,
        Say(1, "WB7K2Q - and i've already got the rain voucher RAIN-5521 if that's easier"),
        "voucher code before the lookup",
    ),
    F(
        "unknown_fact",
        "zumba",
        0,
        Say(1, "ZB-80412. I should still have 6 classes left on it."),
        "classes left before the lookup",
    ),
    F(
        "unknown_fact",
        "waxworks",
        1,
        Say(2, "Saturday 24 May, please. The change fee is £10, isn't it?"),
        "change fee with an amount",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "quilling",
        0,
        Say(1, "QL-50318. I'm Niamh Byrne, email niamh.byrne@eircom.net, phone 087 214 6650."),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "raftbuilding",
        1,
        Say(
            0,
            "Hi, I need to move our raft-building session away from 12 June. Booking RB-22417 for Keller & "
            "Finch Ltd, 12 people, and you can reach me on 01632 960418.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "tango",
        1,
        Say(
            0,
            "Hi, I want to cancel my Thursday tango course and get a refund. Student ID TG-3381, email "
            "lucia.ferraro@gmail.com, I paid €180 and started on 9 January.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "upcycling",
        0,
        Say(
            1,
            "Yes! It's UC-Q-8841. I'm Priya Raman, at 27 Wickham Road, London SE4 1NH, "
            "priya.raman@fastmail.com.",
        ),
        "asked for the quote, gives three more",
    ),
    F(
        "data_dump",
        "vintagefair",
        0,
        Say(
            1,
            "Yes! Trader ID VF-T-1187 - that's Moth & Magpie Vintage, hello@mothandmagpie.co.uk, 07911 "
            "123456.",
        ),
        "asked for the trader id, gives three more",
    ),
    F(
        "data_dump",
        "wakeboard",
        0,
        Say(1, "WB7K2Q. i'm Jonas Weber, +49 151 23456789, jonas.weber@posteo.de"),
        "asked for the code, gives three more",
    ),
    F(
        "data_dump",
        "yurt",
        1,
        Say(
            0,
            "Hi, booking YRT-60455 under Gwen Pritchard - 2 adults and a dog, arriving 8 August. Could we "
            "stay until the 11th instead of the 10th?",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "zumba",
        1,
        Say(
            1,
            "Carmen Alvarez, carmen.alv@outlook.com. My member number is ZB-80412, phone (512) 555-0186, and "
            "I'm on the 10-class pass.",
        ),
        "asked for name and email, gives three more",
    ),
    F(
        "data_dump",
        "waxworks",
        0,
        Say(
            0,
            "Hi, I booked the waxworks for 2 adults and 2 children on 17 May by mistake - it should be 24 "
            "May. Order WX-339021, I paid £96, email d.okonkwo@gmail.com.",
        ),
        "four facts up front",
    ),
    # -- premature_stop: the user leaves before the write, the agent neither failed nor refused
    F(
        "premature_stop",
        "quilling",
        0,
        StopAt(4, "Actually, let me see if I can bend it back into shape myself first. Thanks for now!"),
        "after the lookup",
    ),
    F(
        "premature_stop",
        "raftbuilding",
        1,
        StopAt(5, "OK, I'll check with the team which date suits and get back to you."),
        "after the dates were offered",
    ),
    F(
        "premature_stop",
        "silversmith",
        0,
        StopAt(6, "Let me look at my timetable for that week and I'll ring back. Thanks."),
        "after the slot was offered",
    ),
    F(
        "premature_stop",
        "tango",
        0,
        StopAt(4, "Hmm, let me think about whether I could switch to Saturdays instead. Bye for now."),
        "after the refund was offered",
    ),
    F(
        "premature_stop",
        "upcycling",
        1,
        StopAt(9, "Ooh, let me check my diary for that week and I'll come back to you! 😊"),
        "after the slot and fee",
    ),
    F(
        "premature_stop",
        "vintagefair",
        0,
        StopAt(4, "Lovely! Let me dig out the insurance papers and I'll come back to book."),
        "asked for the policy, leaves",
    ),
    F(
        "premature_stop",
        "wakeboard",
        1,
        StopAt(8, "hmm, let me check with my mate which day works and i'll come back"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "yurt",
        1,
        StopAt(5, "Lovely, I'll talk it over with my husband and book the extra night later. Thanks!"),
        "after the offer",
    ),
    F("premature_stop", "waxworks", 1, StopAt(8, ""), "silent stop after the fee question"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "quilling", 0, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "raftbuilding", 2, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "tango", 0, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "upcycling",
        1,
        meta(2, prompt_missing=["known_facts.quote_reference"]),
        "a known fact",
    ),
    F(
        "persona_sent",
        "vintagefair",
        1,
        meta(1, prompt_missing=["known_facts.trader_id", "known_facts.business_name"]),
        "two known facts",
    ),
    F("persona_sent", "yurt", 0, meta(1, prompt_missing=["known_facts.booking_reference"]), "a known fact"),
    F("persona_sent", "zumba", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "waxworks", 2, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
]
