"""Blind set 18, part H: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, ``tests/_fidelity_blind.py`` (the
framework and the first set's ``FAULTS``), the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: moving a whole-body cryotherapy session because of a cold (cryotherapy), switching a ghost
walk booking from Friday to Saturday (ghostwalk), claiming for a shirt scorched by an ironing service
(ironingservice), changing the size of a custom map print before it is printed (mapprinting), a refund for a
beard-oil subscription box that arrived leaking (beardoil), booking a follow-up physiotherapy session billed
to an insurer (sportsphysio), extending a theatre props hire for an extra performance (theatreprops), moving
the delivery of a wedding ice sculpture (icesculpture), a refund for a heritage railway trip whose steam
engine was replaced by a diesel (heritagerail) and a replacement camera for a bird box kit (birdbox).

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

# -- 1. cryotherapy: move a session because of a cold --------------------------------------------------------

CRYO = Scenario(
    goal="You have a heavy cold: move your whole-body cryotherapy session of Thursday 13 March to a slot "
    "next week, ideally without paying a late-change fee.",
    persona="a semi-professional cyclist who books recovery sessions every week; brisk, friendly, "
    "abbreviates",
    known_facts={
        "booking_ref": "CRY-40718",
        "full_name": "Dominika Walsh",
        "phone": "07911 402733",
        "email": "dom.walsh@cyclemail.co.uk",
        "session_date": "2025-03-13",
    },
    unknown_facts=["late-change fee: £15", "technician's name: Rory Castellan", "sessions left on the pack"],
    opener=None,
    expected=["reschedule_session"],
)
_CRYO_FIND = call(
    "find_booking",
    {"booking_ref": "CRY-40718"},
    {
        "booking": "CRY-40718",
        "name": "Dominika Walsh",
        "slot": "2025-03-13T07:30",
        "pack": "Recovery 10-pack",
        "sessions_left": 4,
    },
)
_CRYO_SLOTS = call(
    "list_slots",
    {"week_of": "2025-03-17"},
    {
        "slots": [
            {"start": "2025-03-18T07:30", "technician": "Rory"},
            {"start": "2025-03-19T12:15", "technician": "Lena"},
            {"start": "2025-03-21T07:30", "technician": "Lena"},
        ]
    },
)
CRYO_FLOWS = (
    (
        u(
            "Hi, I've got a cryo session booked for Thursday the 13th but I've come down with a stinking "
            "cold. Can I move it to next week?",
            "hey - need to move my cryotherapy sesh on Thurs 13 March, full of cold 🤧 anything next week?",
            "Hello! I'm booked in for whole-body cryo this Thursday but I'm ill. Could we shift it to next "
            "week?",
            "Hi there, could I reschedule my cryotherapy appointment on 13/03? Got a heavy cold, don't want "
            "to bring it in.",
        ),
        a("Sorry to hear that! Moving it is the right call with a cold. What's your booking reference?"),
        u(
            "It's CRY-40718.",
            "CRY40718",
            "cry-40718, under Dominika Walsh",
            "Ref is CRY 40718 👍",
        ),
        a(
            "Found it: Thursday 13 March at 7:30 am with Rory. As it's under 48 hours away there's normally "
            "a £15 late-change fee, but we waive it for illness. Next week I have Tuesday 18th at 7:30 am, "
            "Wednesday 19th at 12:15 or Friday 21st at 7:30 am. Which would suit?",
            _CRYO_FIND,
            _CRYO_SLOTS,
        ),
        u(
            "Tuesday 18th at 7:30 please, same time as usual.",
            "Tues 18th, 7.30am - and thanks for waiving the £15!",
            "The 18th at 07:30 would be perfect. Is that with Rory again?",
            "Tuesday morning please. Glad the fee's waived, cheers.",
        ),
        a(
            "Done - you're now booked for Tuesday 18 March at 7:30 am with Rory, no fee. A confirmation text "
            "will go to the mobile ending 2733.",
            call(
                "reschedule_session",
                {"booking_ref": "CRY-40718", "new_start": "2025-03-18T07:30", "waive_fee": True},
                {"booking": "CRY-40718", "start": "2025-03-18T07:30", "fee": 0, "sms": True},
            ),
        ),
        stop(
            "Perfect, thanks so much!",
            "Brill, Tues 18th 7:30 it is. Cheers!",
            "Thanks - hopefully I'll have shaken this off by then.",
            "",
        ),
    ),
    (
        u(
            "Hi, I need to move my cryotherapy session from Thursday 13 March, I've caught a cold.",
            "Hello, can I rebook my Thursday cryo? Booking CRY-40718. I'm full of cold.",
            "hi! Dominika Walsh here. I need to move Thursday's session to next week, I'm ill",
            "Morning - any chance of moving my session on the 13th? Streaming cold, not fit for the freezing "
            "chamber 😅",
        ),
        a(
            "I can help with that. For security, can you confirm the mobile number and the email on the "
            "booking?",
        ),
        u(
            "07911 402733 and dom.walsh@cyclemail.co.uk",
            "Mobile: +44 7911 402733\nEmail: dom.walsh@cyclemail.co.uk",
            "Sure - 07911402733, dom.walsh@cyclemail.co.uk",
            "mob is 07911 402 733, email Dom.Walsh@cyclemail.co.uk",
        ),
        a(
            "Thanks Dominika, that's verified: booking CRY-40718, Thursday 13 March at 7:30 am. Next week I "
            "can offer Wednesday 19 March at 12:15 or Friday 21 March at 7:30 am.",
            _CRYO_FIND,
            _CRYO_SLOTS,
        ),
        u(
            "Before I pick - will I be charged for changing it this late? And how many sessions have I got "
            "left on my pack?",
            "Is there a fee for moving it at short notice? Also, how many sessions are left on my pack?",
            "ok - quick q first, is there a charge for this? and how many sessions do I have remaining?",
        ),
        a(
            "Normally a £15 late-change fee applies inside 48 hours, but I'll waive it as you're unwell. You "
            "have 4 sessions left on your Recovery 10-pack."
        ),
        u(
            "Great, thank you. Friday 21st at 7:30 then.",
            "Amazing, thanks for waiving the £15. I'll take Fri 21/03, 7.30am.",
            "ok cool, 4 left, good to know. The Friday morning one please",
            "Lovely. Friday the 21st, 07:30 please.",
        ),
        a(
            "All moved: Friday 21 March at 7:30 am with Lena, fee waived. That still leaves 4 sessions on "
            "your pack, as this one hasn't been used.",
            call(
                "reschedule_session",
                {"booking_ref": "CRY-40718", "new_start": "2025-03-21T07:30", "waive_fee": True},
                {"booking": "CRY-40718", "start": "2025-03-21T07:30", "fee": 0, "sms": True},
            ),
        ),
        u(
            "Thanks! Will I get a text reminder the day before like usual?",
            "Nice one. Will the confirmation go to my email as well?",
        ),
        a("Yes - a confirmation email now, and a text reminder the evening before."),
        stop("Great, thanks a lot!", "Perfect. Cheers, bye!", "Sorted, thank you 🙏"),
    ),
)

# -- 2. ghostwalk: switch a ghost walk booking to another night (with an opener) -----------------------------

GHOST = Scenario(
    goal="Move your group's ghost walk booking from the Friday 31 October tour to a Saturday night tour, "
    "keeping all four places.",
    persona="a cheerful history teacher organising a night out for friends; chatty, fond of a pun",
    known_facts={
        "booking_number": "GW-55192",
        "lead_name": "Tobias Fenwick",
        "party_size": "4",
        "email": "t.fenwick@mailbox.org",
        "original_date": "2025-10-31",
    },
    unknown_facts=["guide's name: Mortimer Bleak", "Saturday ticket price", "change fee: £2.50 per ticket"],
    opener="Hello! We're booked on your ghost walk this Friday and we'd love to switch to the Saturday tour "
    "instead.",
    expected=["change_tour_date"],
)
_GHOST_OPENER = (
    "Hello! We're booked on your ghost walk this Friday and we'd love to switch to the Saturday tour instead."
)
_GHOST_FIND = call(
    "find_booking",
    {"booking_number": "GW-55192"},
    {
        "booking": "GW-55192",
        "lead": "Tobias Fenwick",
        "tour": "Shambles Midnight Walk",
        "start": "2025-10-31T21:00",
        "places": 4,
        "paid": 60.0,
    },
)
_GHOST_AVAIL = call(
    "check_availability",
    {"date": "2025-11-01", "places": 4},
    {
        "tours": [{"start": "19:30", "free": 6}, {"start": "21:00", "free": 2}],
        "price": 15.0,
        "change_fee": 2.5,
    },
)
_GHOST_CHANGE = call(
    "change_tour_date",
    {"booking_number": "GW-55192", "new_start": "2025-11-01T19:30", "places": 4},
    {"booking": "GW-55192", "start": "2025-11-01T19:30", "places": 4, "fee_charged": 10.0},
)
GHOST_FLOWS = (
    (
        u(_GHOST_OPENER),
        a("Oooh, happy to help! What's the booking number?"),
        u(
            "It's GW-55192.",
            "Booking GW-55192 - there are four of us",
            "gw55192 (all brave, allegedly)",
            "The number is GW 55192.",
        ),
        a(
            "Found it, Mr Fenwick: four places on the Shambles Midnight Walk, Friday 31 October at 9 pm. On "
            "Saturday 1 November the 9 pm tour only has 2 places left, but the 7:30 pm tour has 6. Moving "
            "costs a £2.50 change fee per ticket. Would the 7:30 work?",
            _GHOST_FIND,
            _GHOST_AVAIL,
        ),
        u(
            "7:30 on Saturday is fine - slightly less spooky but we'll cope! So £10 in change fees for the "
            "four of us?",
            "Yes, the 7.30pm one please. £2.50 each is fine.",
            "Saturday 1st at half seven works. Go ahead.",
            "Ah, shame about the 9pm. 19:30 on Sat it is then, please move all 4.",
        ),
        a(
            "Done! You're on Saturday 1 November at 7:30 pm, all four places, and £10 has been charged for "
            "the change. Your guide that night is Mortimer Bleak - meet him at the market entrance on the "
            "Shambles.",
            _GHOST_CHANGE,
        ),
        u(
            "Mortimer Bleak! What a name. Will the new tickets be emailed to me?",
            "Perfect, thanks. Do we need to print the tickets or is the email ok?",
            "Great stuff. Will I get new tickets, or do the old ones still work?",
        ),
        a(
            "The updated e-tickets are on their way to t.fenwick@mailbox.org; showing them on a phone is "
            "fine.",
        ),
        stop(
            "Brilliant, thanks so much - see you (and Mortimer) on Saturday!",
            "Lovely, cheers!",
            "Great, thank you. A spooky Saturday it is.",
            "",
        ),
    ),
    (
        u(_GHOST_OPENER),
        a("Sure! Can I take the booking number and the lead name, please?"),
        u(
            "GW-55192, lead name Tobias Fenwick.",
            "Booking number GW-55192, under Tobias Fenwick",
            "It's under Fenwick (Tobias), ref GW-55192.",
            "gw-55192 / Tobias Fenwick",
        ),
        a(
            "Thanks Tobias. You have 4 places on Friday 31 October at 9 pm. On Saturday 1 November the 7:30 "
            "pm tour has 6 places free and the 9 pm tour has 2. Which would you like?",
            _GHOST_FIND,
            _GHOST_AVAIL,
        ),
        u(
            "The 7:30 then, as 9pm can't fit all four of us. Is the Saturday tour the same price? And is "
            "there a fee to change?",
            "Before I choose - does Saturday cost more than Friday, and is there a charge for swapping?",
            "7.30 looks like our only option for 4! Is the price the same as Friday's, and is there a change "
            "fee?",
        ),
        a(
            "Saturday tickets are £15 each, the same as Friday, so there's no difference to pay. The change "
            "fee is £2.50 per ticket."
        ),
        u(
            "OK, that's fair. The 7:30pm tour for all four of us, please.",
            "Fine by me - 4 x £2.50, so £10. Book us onto the 19:30 please.",
            "Right, Saturday at 7.30 then, all four places.",
            "That's reasonable. Please go ahead with the 7:30 on the 1st.",
        ),
        a(
            "All moved: Saturday 1 November at 7:30 pm, 4 places. The £10 change fee went on your original "
            "card.",
            _GHOST_CHANGE,
        ),
        stop(
            "Fang-tastic, thank you! 🦇",
            "Thanks very much, have a good evening.",
            "Great, that's sorted then. Cheers!",
        ),
    ),
)

# -- 3. ironingservice: a scorched shirt ---------------------------------------------------------------------

IRON = Scenario(
    goal="Your ironing service scorched a white linen shirt in your last order; report the damage and get "
    "compensation.",
    persona="a retired civil servant, precise and a little dry, writes in full sentences",
    known_facts={
        "order_number": "ORD-77310",
        "full_name": "Margaret Eccleston",
        "phone": "0161 496 0732",
        "collection_date": "2025-05-06",
        "shirt_price": "£45",
    },
    unknown_facts=["compensation cap: £40", "driver's name", "claim reference: DMG-5521"],
    opener=None,
    expected=["file_damage_claim"],
)
_IRON_ORDER = call(
    "get_order",
    {"order_number": "ORD-77310"},
    {
        "order": "ORD-77310",
        "customer": "Margaret Eccleston",
        "collected": "2025-05-06",
        "returned": "2025-05-08",
        "items": 12,
    },
)
_IRON_CLAIM = call(
    "file_damage_claim",
    {"order_number": "ORD-77310", "item": "white linen shirt", "value": 45.0},
    {"claim": "DMG-5521", "payout": 40.0, "method": "card refund"},
)
IRON_FLOWS = (
    (
        u(
            "Good morning. I am afraid your service scorched one of my shirts in my last order - a white "
            "linen shirt. I should like to report it.",
            "Hello. A white linen shirt came back from you with a scorch mark on the back. I would like to "
            "make a claim, please.",
            "Good morning, I'd like to report damage to a shirt from my recent order, ORD-77310. It came "
            "back scorched.",
            "Hello. I wish to complain: my white linen shirt has been scorched by your ironing. What is the "
            "procedure for compensation?",
        ),
        a("I'm very sorry about that. Could you give me the order number and the name on the account?"),
        u(
            "Certainly. Order ORD-77310, in the name of Margaret Eccleston.",
            "ORD-77310, Margaret Eccleston.",
            "The order number is ORD 77310 and the account is under Mrs M. Eccleston.",
            "It is ord-77310; the name is Margaret Eccleston.",
        ),
        a(
            "Thank you, Mrs Eccleston. I can see order ORD-77310, collected on Tuesday 6 May and returned "
            "on the 8th, 12 items. Could you tell me what the shirt cost, and do you have a photo of the "
            "damage?",
            _IRON_ORDER,
        ),
        u(
            "It cost £45, and I have taken two photographs of the scorch mark.",
            "I paid £45 for it. Yes, I have photographs.",
            "£45. I can email photographs if you tell me where to send them.",
            "The shirt was £45. I do have a photo, taken the day it came back.",
        ),
        a(
            "Thank you. Our compensation for a single damaged item is capped at £40, so I can offer £40 "
            "refunded to your card. Shall I file the claim?"
        ),
        u(
            "£40 rather than £45. I suppose that is reasonable. Yes, please file it.",
            "Very well, £40 it is. Please go ahead.",
            "That leaves me £5 short, but I accept. Please file the claim.",
            "I would have preferred the full amount, but yes, please proceed.",
        ),
        a(
            "Filed. Your claim reference is DMG-5521, and £40 will be back on your card within five working "
            "days. Please reply to the claim email with your photos.",
            _IRON_CLAIM,
        ),
        stop(
            "Thank you, that is satisfactory. Good day.",
            "Noted: DMG-5521. Thank you for your help.",
            "Thank you. I shall send the photographs this afternoon.",
            "",
        ),
    ),
    (
        u(
            "Hello, this is Margaret Eccleston. One of my shirts came back from you scorched.",
            "Good afternoon. A white linen shirt of mine was scorched during ironing and I would like it put "
            "right.",
            "Hello. I am writing about a shirt your company ruined - there is a brown scorch mark on the "
            "collar.",
        ),
        a("I'm sorry to hear it. To find your account, what phone number is it registered under?"),
        u(
            "0161 496 0732.",
            "It is 0161 4960732.",
            "+44 161 496 0732",
            "The landline, 0161 496 0732.",
        ),
        a(
            "Thank you, Mrs Eccleston. Your most recent order is ORD-77310, collected on 6 May. Is that the "
            "one?",
            _IRON_ORDER,
        ),
        u(
            "Yes, that is the one collected on 6 May.",
            "Yes, ORD-77310. The white linen shirt was in it.",
            "That is correct - collected on Tuesday the 6th.",
            "It is. Twelve items, one of them ruined.",
        ),
        a("Was the shirt the only damaged item, and what did it cost?"),
        u(
            "Only the shirt. It was £45.",
            "Just the one shirt, thankfully. It cost £45.",
            "Only that one. I paid £45 for it.",
        ),
        a(
            "I've filed claim DMG-5521. Our cap for a single item is £40, so £40 will be refunded to your "
            "card.",
            _IRON_CLAIM,
        ),
        u(
            "I see, so not the full £45. Should I keep the shirt in case someone wishes to inspect it?",
            "£40 then. Do you need the shirt sent back to you?",
            "Understood. Will someone contact me about the photographs?",
        ),
        a(
            "Please keep the shirt for 30 days in case our quality team asks to see it; no need to send it "
            "now.",
        ),
        stop(
            "Very well. Thank you for dealing with it promptly.",
            "Understood. Thank you, goodbye.",
            "I shall keep it. Thank you.",
        ),
    ),
)

# -- 4. mapprinting: change the size of a custom map print (with an opener) ----------------------------------

MAP = Scenario(
    goal="Change your custom map print order from A3 to A2 before it goes to print, and find out the extra "
    "cost.",
    persona="a hillwalker buying a birthday present for her father; friendly, writes quickly with the odd "
    "typo",
    known_facts={
        "order_id": "MP-883014",
        "email": "jun.ito@posteo.net",
        "map_area": "Keswick and Derwentwater",
        "order_date": "2025-06-05",
    },
    unknown_facts=["price difference: £18", "print date: 2025-06-12", "paper type"],
    opener="Hi, I ordered a custom map print last week and I'd like to change the size before it gets "
    "printed.",
    expected=["update_order"],
)
_MAP_OPENER = (
    "Hi, I ordered a custom map print last week and I'd like to change the size before it gets printed."
)
_MAP_ORDER = call(
    "get_order",
    {"order_id": "MP-883014"},
    {
        "order": "MP-883014",
        "area": "Keswick and Derwentwater",
        "size": "A3",
        "paper": "matte 200gsm",
        "price": 34.0,
        "status": "awaiting print",
        "print_date": "2025-06-12",
    },
)
_MAP_QUOTE = call(
    "quote_size_change", {"order_id": "MP-883014", "size": "A2"}, {"difference": 18.0, "new_price": 52.0}
)
_MAP_UPDATE = call(
    "update_order",
    {"order_id": "MP-883014", "size": "A2"},
    {"order": "MP-883014", "size": "A2", "charged": 18.0, "total": 52.0, "print_date": "2025-06-12"},
)
MAP_FLOWS = (
    (
        u(_MAP_OPENER),
        a("Sure - what's the order number, and which size would you like?"),
        u(
            "It's MP-883014, and I'd like A2 instead of A3 please.",
            "Order MP883014 - can it be A2 rather than A3?",
            "mp-883014, id like to go up to A2",
            "Order number MP-883014. A2 please, A3 looks a bit small for the wall.",
        ),
        a(
            "Thanks! Order MP-883014, Keswick and Derwentwater at A3 for £34, is still waiting to print - "
            "it's scheduled for Thursday 12 June. Going up to A2 is an extra £18. Shall I change it?",
            _MAP_ORDER,
            _MAP_QUOTE,
        ),
        u(
            "Yes please, £18 is fine. So £52 altogether?",
            "yes go ahead with A2 - £18 extra is fine",
            "Perfect, please change it to A2. Will it still print on the 12th?",
            "yes pls, change to A2 :)",
        ),
        a(
            "Done - your print is now A2, £52 in total, and the extra £18 has been charged to your card. It "
            "still prints on 12 June.",
            _MAP_UPDATE,
        ),
        stop(
            "Brilliant, thank you!",
            "Great, Dad's going to love it. Thanks!",
            "thanks so much, that was quick",
            "",
        ),
    ),
    (
        u(_MAP_OPENER),
        a("Happy to help. Which email address did you order with?"),
        u(
            "jun.ito@posteo.net",
            "It was jun.ito@posteo.net",
            "Jun.Ito@posteo.net - it's a map of Keswick if that helps",
            "the order's under jun.ito@posteo.net",
        ),
        a(
            "I've found order MP-883014: Keswick and Derwentwater at A3. What size would you like?",
            _MAP_ORDER,
        ),
        u(
            "A2 please. How much more does that cost?",
            "Could it be A2? What's the difference in price?",
            "A2 if poss - and how much extra is that?",
            "Id like A2. What would that come to?",
        ),
        a(
            "A2 is £18 more, so £52 instead of £34. It's due to print on 12 June, so there's time.",
            _MAP_QUOTE,
        ),
        u(
            "Ok, please go ahead and change it to A2.",
            "That's fine - change it to A2 please, the £18 is ok.",
            "Yes, A2, thanks. Will the delivery date change?",
            "great, £52 is fine. go for it",
        ),
        a(
            "Changed to A2 and £18 charged. Delivery stays as planned, a few days after it prints on 12 "
            "June.",
            _MAP_UPDATE,
        ),
        stop("Thanks a lot!", "Perfect, thank you :)", "Lovely, cheers for the help", ""),
    ),
)

# -- 5. beardoil: refund for a leaking subscription box ------------------------------------------------------

BEARD = Scenario(
    goal="Your last beard-oil subscription box arrived with the bottle cracked and leaking; get a refund for "
    "that box.",
    persona="a laid-back barista, informal, mostly lowercase, the odd emoji",
    known_facts={
        "subscription_id": "BO-SUB-61047",
        "email": "callum.reid84@gmail.com",
        "charge_amount": "$24.95",
        "charge_date": "2025-02-03",
        "scent": "Cedar & Bergamot",
    },
    unknown_facts=["refund reference: RF-30992", "batch number", "refund time: 3-5 business days"],
    opener=None,
    expected=["issue_refund"],
)
_BEARD_FIND = call(
    "find_subscription",
    {"subscription_id": "BO-SUB-61047"},
    {
        "subscription": "BO-SUB-61047",
        "email": "callum.reid84@gmail.com",
        "plan": "monthly",
        "last_box": {
            "date": "2025-02-03",
            "scent": "Cedar & Bergamot",
            "charged": 24.95,
            "batch": "CB-0125-07",
        },
    },
)
_BEARD_REFUND = call(
    "issue_refund",
    {"subscription_id": "BO-SUB-61047", "charge_date": "2025-02-03", "amount": 24.95},
    {"refund": "RF-30992", "amount": 24.95, "status": "processing"},
)
BEARD_FLOWS = (
    (
        u(
            "hey, my last beard oil box showed up with the bottle cracked and oil all over the box 😩 can i "
            "get a refund?",
            "Hi there - the bottle in my latest subscription box was cracked and leaked everywhere. I'd like "
            "a refund for that box please.",
            "hey! bottle in this month's box was broken + leaking. refund pls?",
            "hi, cedar & bergamot bottle arrived cracked, leaked all over. can i get my money back for that "
            "box?",
        ),
        a("Oh no, sorry about that! What's your subscription ID or the email on the account?"),
        u(
            "it's BO-SUB-61047",
            "callum.reid84@gmail.com",
            "sub id BO-SUB-61047, email callum.reid84@gmail.com",
            "bo-sub-61047 👍",
        ),
        a(
            "Got it, Callum. Your last box was charged $24.95 on February 3 - the Cedar & Bergamot. Would "
            "you like a refund of the full $24.95, or a free replacement bottle?",
            _BEARD_FIND,
        ),
        u(
            "refund please, the full $24.95",
            "refund would be great thanks",
            "just the refund pls, i've still got some oil left from the last one",
            "Refund please! The feb 3 one, yeah.",
        ),
        a(
            "Done! Refund RF-30992 for $24.95 is on its way - it usually takes 3-5 business days to show up.",
            _BEARD_REFUND,
        ),
        stop("legend, thanks 🙌", "awesome, cheers!", "sweet, RF-30992 noted. thanks!", ""),
    ),
    (
        u(
            "hi, the bottle in my beard oil box was cracked when it arrived. account is "
            "callum.reid84@gmail.com",
            "hey there, got my box and the bottle's smashed, oil everywhere lol. can you refund it?",
            "Hello, my subscription box arrived damaged (cracked bottle, leaking). What can you do?",
        ),
        a(
            "Sorry about that! Can you confirm the subscription ID and the date you were charged for that "
            "box?",
        ),
        u(
            "BO-SUB-61047, charged on feb 3rd",
            "sub BO-SUB-61047 - it was the 3 Feb charge",
            "BO-SUB-61047. charge date was 2025-02-03 i think",
            "its BO-SUB-61047, charged 03/02",
        ),
        a("Thanks. I see $24.95 on 3 February. Do you have a photo of the broken bottle?", _BEARD_FIND),
        u(
            "yep, want me to email it?",
            "yes, took a couple of pics before i cleaned up 😅",
            "I do - where do I send it?",
            "yeah got one on my phone",
        ),
        a(
            "No need for now, I'll note it on the refund. Refund RF-30992 for $24.95 is done, and your "
            "subscription carries on as normal.",
            _BEARD_REFUND,
        ),
        u(
            "cool, and next month's box is still coming right?",
            "nice. will the next box be packed better lol",
            "thanks! how long till the $24.95 shows on my card?",
        ),
        a(
            "Yes, next month's box ships as normal, and we've flagged your account for extra padding. "
            "Refunds take 3-5 business days to show."
        ),
        stop("perfect, cheers 👍", "nice one, thanks", "ok great, thanks for sorting it", ""),
    ),
    (
        u(
            "hey, bottle in my last box arrived cracked, half the oil leaked out. can you sort a refund?",
            "hi! my beard oil arrived leaking from a crack in the bottle. i'd rather have my money back than "
            "a new one",
            "Hi - cracked bottle in my subscription box, oil all over the packaging. Refund please?",
        ),
        a("Sorry to hear that! Which email is the subscription under?"),
        u(
            "callum.reid84@gmail.com",
            "it's callum.reid84@gmail.com",
            "Callum.Reid84@gmail.com",
        ),
        a(
            "Found you - subscription BO-SUB-61047. The February box was Cedar & Bergamot from batch "
            "CB-0125-07, and a few bottles from that batch have cracked. I can send a replacement bottle "
            "today, or refund $24.95. Which do you prefer?",
            _BEARD_FIND,
        ),
        u(
            "huh, so it's the whole CB-0125-07 batch? i'll take the refund then thanks",
            "refund please - don't fancy another one from the same batch 😅",
            "the refund please, $24.95 back is fine",
            "I'll go for the refund, thanks.",
        ),
        a("Refunded: RF-30992, $24.95, back on your card in 3-5 business days.", _BEARD_REFUND),
        stop("cheers!", "thanks mate, appreciate it", "Great, thank you!", ""),
    ),
)

# -- 6. sportsphysio: book a follow-up session billed to an insurer (with an opener) -------------------------

PHYSIO = Scenario(
    goal="Book a follow-up physiotherapy session for your hamstring strain next week, billed to your health "
    "insurer.",
    persona="a club hockey player in her thirties, organised and to the point",
    known_facts={
        "patient_id": "SP-12093",
        "full_name": "Aisling Moran",
        "date_of_birth": "1994-11-02",
        "insurer": "Laya Healthcare",
        "policy_number": "LH-448-90215",
    },
    unknown_facts=["physio's name: Declan Furlong", "session price", "insurer excess: €20"],
    opener="Hi, I'd like to book a follow-up physio session for my hamstring.",
    expected=["book_appointment"],
)
_PHYSIO_OPENER = "Hi, I'd like to book a follow-up physio session for my hamstring."
_PHYSIO_FIND = call(
    "find_patient",
    {"patient_id": "SP-12093"},
    {"patient": "SP-12093", "name": "Aisling Moran", "dob": "1994-11-02", "last_visit": "2025-06-03"},
)
_PHYSIO_SLOTS = call(
    "list_slots",
    {"week_of": "2025-06-09", "clinician": "same as last visit"},
    {"clinician": "Declan Furlong", "slots": ["2025-06-10T18:00", "2025-06-12T07:45"]},
)
PHYSIO_FLOWS = (
    (
        u(_PHYSIO_OPENER),
        a("Of course. Can I have your patient ID, or your name and date of birth?"),
        u(
            "Patient ID SP-12093.",
            "Aisling Moran, 2 November 1994.",
            "Sure - SP-12093, Aisling Moran.",
            "It's SP12093",
        ),
        a(
            "Thanks Aisling. Your last session was with Declan on 3 June. Next week he has Tuesday 10 June "
            "at 6 pm or Thursday 12 June at 7:45 am. Which suits?",
            _PHYSIO_FIND,
            _PHYSIO_SLOTS,
        ),
        u(
            "Thursday at 7:45 please, before work.",
            "The Thursday 12th, 07:45 one please.",
            "Thursday morning works. Please bill it to Laya Healthcare like last time.",
            "Thurs 12 June 7.45am please",
        ),
        a(
            "Great. Should it go to your insurer as before? If so, please confirm the insurer and the policy "
            "number."
        ),
        u(
            "Yes, Laya Healthcare, policy LH-448-90215.",
            "Yes please. Policy number LH-448-90215 with Laya.",
            "yes - Laya, LH 448 90215",
            "Yes. Laya Healthcare, LH-448-90215.",
        ),
        a(
            "Booked: Thursday 12 June at 7:45 am with Declan Furlong, reference APT-30517. The session is "
            "€65; Laya pays €45, so there's a €20 excess for you to pay at the clinic.",
            call(
                "book_appointment",
                {"patient_id": "SP-12093", "start": "2025-06-12T07:45", "policy": "LH-448-90215"},
                {"appointment": "APT-30517", "price": 65.0, "insurer_pays": 45.0, "excess": 20.0},
            ),
        ),
        stop(
            "Perfect, thanks a million.",
            "Great - €20 at the desk, grand. Thanks!",
            "Thanks, see you Thursday.",
            "",
        ),
    ),
    (
        u(_PHYSIO_OPENER),
        a("Sure. What's your full name and date of birth?"),
        u(
            "Aisling Moran, 02/11/1994.",
            "Aisling Moran, born 2 Nov 1994",
            "Name's Aisling Moran and DOB is 1994-11-02.",
            "aisling moran - 2nd of November 1994",
        ),
        a("Thanks Aisling, I have you. Would you like to see the same physio as last time?", _PHYSIO_FIND),
        u(
            "Yes please, if possible.",
            "Yes, same person would be great.",
            "Yes ideally, he knows the injury.",
        ),
        a(
            "Declan Furlong has Tuesday 10 June at 6 pm or Thursday 12 June at 7:45 am next week.",
            _PHYSIO_SLOTS,
        ),
        u(
            "Tuesday at 6 please. What's the price of a session?",
            "The Tuesday one please. How much is a session these days?",
            "Tues 10th at 6pm. And how much will it be?",
            "Tuesday evening suits me better. What does a session cost?",
        ),
        a("A session is €65. Are you claiming on insurance? If so, the insurer and policy number, please."),
        u(
            "Yes - Laya Healthcare, LH-448-90215.",
            "Laya, policy number LH-448-90215.",
            "Yes, policy LH-448-90215 with Laya Healthcare.",
        ),
        a(
            "Booked for Tuesday 10 June at 6 pm with Declan, reference APT-30522. Laya covers €45 of the "
            "€65, so you pay a €20 excess.",
            call(
                "book_appointment",
                {"patient_id": "SP-12093", "start": "2025-06-10T18:00", "policy": "LH-448-90215"},
                {"appointment": "APT-30522", "price": 65.0, "insurer_pays": 45.0, "excess": 20.0},
            ),
        ),
        u(
            "Grand. Should I bring anything with me?",
            "Thanks. Do I need to bring my insurance card?",
            "Great, €20 is fine. Anything I should wear?",
        ),
        a("Just wear shorts; we have your policy details on file."),
        stop("Perfect, thanks!", "Grand, see you Tuesday.", "Thanks for your help."),
    ),
)

# -- 7. theatreprops: extend a props hire for an extra performance -------------------------------------------

PROPS = Scenario(
    goal="Extend the hire of the props for your amateur production by one week because an extra performance "
    "was added; keep the same deposit.",
    persona="the volunteer props manager of an amateur drama group; enthusiastic, a little scatty, writes "
    "long messages",
    known_facts={
        "hire_reference": "TPH-2291",
        "organisation": "Bramble Lane Players",
        "contact_email": "props@bramblelaneplayers.org.uk",
        "return_date": "2025-04-14",
        "deposit": "£150",
    },
    unknown_facts=["weekly hire rate: £85", "warehouse manager's name: Gwen Ashdown", "late return fine"],
    opener=None,
    expected=["extend_hire"],
)
_PROPS_HIRE = call(
    "get_hire",
    {"hire_reference": "TPH-2291"},
    {
        "hire": "TPH-2291",
        "organisation": "Bramble Lane Players",
        "items": ["Victorian chaise longue", "brass candelabra x4", "prop rapier x2"],
        "return": "2025-04-14",
        "deposit": 150.0,
    },
)
_PROPS_FREE = call(
    "check_item_availability",
    {"hire_reference": "TPH-2291", "until": "2025-04-21"},
    {"available": True, "conflicts": [], "weekly_rate": 85.0},
)
_PROPS_EXTEND = call(
    "extend_hire",
    {"hire_reference": "TPH-2291", "new_return": "2025-04-21"},
    {"hire": "TPH-2291", "return": "2025-04-21", "charge": 85.0, "deposit": 150.0},
)
PROPS_FLOWS = (
    (
        u(
            "Hello! I'm the props person for Bramble Lane Players - we've had an extra performance added "
            "(hooray!) so we need to keep our hired props for another week. Is that possible?",
            "Hi, we need to extend our prop hire by a week because an extra show has been added. Hire ref "
            "TPH-2291.",
            "Hiya, quick one (well, maybe not quick): our show has been extended by one performance, so "
            "could we keep the props for one more week? Same deposit and everything, ideally.",
            "Hello hello! Props manager here. Good news, we've sold so well they've added another night, "
            "which means I need the props for an extra week. Can we extend?",
        ),
        a("Congratulations on the extra show! What's the hire reference?"),
        u(
            "It's TPH-2291.",
            "TPH-2291 - under Bramble Lane Players.",
            "tph 2291 I think, let me check... yes, TPH-2291.",
            "Ooh, hang on, it's on the paperwork somewhere... here we go: TPH-2291.",
        ),
        a(
            "Found it: a Victorian chaise longue, four brass candelabra and two prop rapiers, due back on "
            "Monday 14 April. Everything is free until Monday 21 April, so I can extend by a week at the "
            "weekly rate of £85. Your £150 deposit stays as it is. Shall I go ahead?",
            _PROPS_HIRE,
            _PROPS_FREE,
        ),
        u(
            "Yes please! £85 for the week is absolutely fine.",
            "Wonderful, yes, extend to the 21st please. The deposit staying at £150 is great.",
            "Yes - so we return on Mon 21 April instead of the 14th? Go for it.",
            "Oh brilliant, the chaise is the star of the show so that's a relief. Yes please, extend it!",
        ),
        a(
            "Done - the new return date is Monday 21 April, and the £85 will be invoiced to "
            "props@bramblelaneplayers.org.uk.",
            _PROPS_EXTEND,
        ),
        stop(
            "Fantastic, thank you so much - you've saved our final night!",
            "Brilliant, thanks!",
            "Lovely, invoice to the props inbox is perfect. Cheers!",
            "",
        ),
    ),
    (
        u(
            "Hello, could we extend our props hire? Our production has an extra performance now.",
            "Hi there! We've been given an extra show (very exciting) so need to hang on to the props a bit "
            "longer.",
            "Hello - we're a little am-dram group and we need our hired props for an extra week, please.",
        ),
        a("I can look into that. Which group is the hire for, and what's the contact email on the booking?"),
        u(
            "Bramble Lane Players, props@bramblelaneplayers.org.uk",
            "It's for Bramble Lane Players - the email is props@bramblelaneplayers.org.uk (the shared props "
            "inbox, so whoever's on duty will see it).",
            "Group: Bramble Lane Players\nEmail: props@bramblelaneplayers.org.uk",
        ),
        a("Thanks. That's hire TPH-2291, due back on 14 April. How long do you need to extend?", _PROPS_HIRE),
        u(
            "One week please, so we'd bring everything back a week later than planned.",
            "Just one more week.",
            "A week should do it - the extra show is the weekend after we'd planned to return everything.",
            "Seven days please! Then it all comes home, I promise.",
        ),
        a(
            "Everything's free until 21 April. A one-week extension costs £85, and your £150 deposit stays "
            "as it is. Shall I book it?",
            _PROPS_FREE,
        ),
        u(
            "Yes please. Who should we ask for when we drop things off?",
            "Yes, go ahead. And the £150 deposit still comes back once everything's returned?",
            "Please do! £85 is well within our budget.",
        ),
        a(
            "Extended to Monday 21 April. When you return the props, ask for Gwen Ashdown at the warehouse; "
            "she'll check everything and release the £150 deposit.",
            _PROPS_EXTEND,
        ),
        stop(
            "Thanks! We'll look for Gwen on the 21st.",
            "Perfect, thank you ever so much.",
            "Great, all sorted then. Cheers!",
        ),
    ),
    (
        u(
            "Hi, is there any way we can keep our hired props for an extra week? We've added a performance.",
            "Hello! Bramble Lane Players here - could our props hire be extended by a week?",
            "Hi, extra performance added to our run, so we'd love to keep the props another week if "
            "possible.",
        ),
        a("Let me check. What's the hire reference?"),
        u("TPH-2291", "It's TPH-2291.", "TPH-2291, I think that's the one on the invoice."),
        a(
            "I'm sorry - I can't extend this hire. The chaise longue and the candelabra are booked out to "
            "another production from 15 April, so everything has to come back on 14 April as planned.",
            _PROPS_HIRE,
            call(
                "check_item_availability",
                {"hire_reference": "TPH-2291", "until": "2025-04-21"},
                {"available": False, "conflicts": ["Victorian chaise longue", "brass candelabra x4"]},
            ),
        ),
        u(
            "Oh no. Is there any way round it - maybe a similar chaise?",
            "Ah, that's a blow. Could we keep just the rapiers, at least?",
            "Drat. Is there really nothing you can do?",
        ),
        a(
            "I'm afraid not: we have no other chaise longue, and I can't split or extend this hire. The "
            "return date has to stay 14 April."
        ),
        stop(
            "Ah well, we'll improvise. Thanks for checking anyway.",
            "Shame, but understood. Thanks.",
            "OK, we'll bring everything back on the 14th. Thanks anyway!",
            "",
        ),
    ),
)

# -- 8. icesculpture: move the delivery of a wedding ice sculpture (with an opener) --------------------------

ICE = Scenario(
    goal="Your wedding reception now starts two hours later; move the ice sculpture delivery to match.",
    persona="a bride-to-be in the last weeks of planning; warm but stretched, double-checks everything",
    known_facts={
        "order_number": "ICE-7046",
        "full_name": "Priyanka Desai",
        "event_date": "2025-08-23",
        "venue": "Hollowbrook Barn, 14 Mill Lane, Ashford",
        "phone": "+44 7700 900415",
    },
    unknown_facts=["carver's name: Stefan Lund", "sculpture's weight", "rescheduling fee: £35"],
    opener="Good afternoon, I have an ice sculpture ordered for my wedding and the venue has pushed the "
    "reception back.",
    expected=["update_delivery"],
)
_ICE_OPENER = (
    "Good afternoon, I have an ice sculpture ordered for my wedding and the venue has pushed the reception "
    "back."
)
_ICE_ORDER = call(
    "get_order",
    {"order_number": "ICE-7046"},
    {
        "order": "ICE-7046",
        "name": "Priyanka Desai",
        "sculpture": "two swans",
        "event_date": "2025-08-23",
        "delivery": "2025-08-23T14:00",
        "venue": "Hollowbrook Barn, 14 Mill Lane, Ashford",
    },
)
_ICE_UPDATE = call(
    "update_delivery",
    {"order_number": "ICE-7046", "delivery": "2025-08-23T16:00"},
    {"order": "ICE-7046", "delivery": "2025-08-23T16:00", "fee": 35.0, "carver": "Stefan Lund"},
)
ICE_FLOWS = (
    (
        u(_ICE_OPENER),
        a("Congratulations! Let's get that sorted. What's the order number?"),
        u(
            "It's ICE-7046.",
            "ICE-7046, under Priyanka Desai.",
            "ice 7046",
            "The order number is ICE7046 - thank you for helping!",
        ),
        a(
            "Thanks Priyanka. You have the two-swan sculpture, delivered to Hollowbrook Barn on Saturday 23 "
            "August at 2 pm. What's the new reception time?",
            _ICE_ORDER,
        ),
        u(
            "It's now two hours later, so could the delivery be at 4pm instead of 2?",
            "Everything's moved back two hours - could you deliver at 4pm?",
            "The reception now starts 2 hours later. Delivery at 16:00 would be ideal.",
            "Two hours later than planned! So 4pm rather than 2pm, if that's possible?",
        ),
        a(
            "I can move it to 4 pm. Changing a delivery within a month of the event carries a £35 "
            "rescheduling fee. Is that OK?"
        ),
        u(
            "Yes, that's fine, please go ahead.",
            "£35 is fine. Please move it to 4pm.",
            "OK - yes, do it. Will the swans still look good by the evening?",
            "That's fine. Better £35 than a puddle on the table!",
        ),
        a(
            "Done: delivery moved to 4 pm on 23 August at Hollowbrook Barn, and the £35 fee is added to your "
            "final invoice. Stefan Lund, who carved your swans, will deliver and set them up himself.",
            _ICE_UPDATE,
        ),
        stop(
            "Thank you so much, that's one less thing to worry about!",
            "Lovely, thanks. Stefan and the swans at 4 - perfect.",
            "Great, thank you!",
            "",
        ),
    ),
    (
        u(_ICE_OPENER),
        a("Congratulations on the wedding! Could I take your name and the date of the event?"),
        u(
            "Priyanka Desai, the 23rd of August.",
            "Priyanka Desai - 23/08/2025",
            "Sure, it's Priyanka Desai and the wedding is on Saturday 23 August.",
            "priyanka desai, 23 Aug",
        ),
        a(
            "Thank you. I have order ICE-7046: two swans, delivered to Hollowbrook Barn at 2 pm. When does "
            "the reception start now?",
            _ICE_ORDER,
        ),
        u(
            "Two hours later than before, so we'd need the sculpture at 4pm.",
            "It's been pushed back by two hours. Could you come at 4 instead of 2?",
            "Two hours later. So a 4pm delivery, please, if you can.",
        ),
        a("4 pm is free. There's a £35 fee for changes this close to the date. Shall I go ahead?"),
        u(
            "Yes please. Could the driver call me when they arrive?",
            "Yes, go ahead. Sorry for the faff!",
            "Yes, that's fine.",
        ),
        a(
            "Moved to 4 pm, with £35 added to your invoice. Which number should the driver call on arrival?",
            _ICE_UPDATE,
        ),
        u(
            "+44 7700 900415",
            "07700 900415, that's my mobile.",
            "Please call 07700 900 415.",
            "My mobile: +44 7700 900415. Thank you!",
        ),
        a("Noted - the driver will ring 07700 900415 when they arrive at Hollowbrook Barn."),
        stop(
            "Perfect. Thank you so much!",
            "Brilliant, thanks for being so helpful.",
            "Thank you - that's a weight off my mind.",
        ),
    ),
)

# -- 9. heritagerail: refund for a steam trip hauled by a diesel ---------------------------------------------

RAIL = Scenario(
    goal="The steam locomotive on your heritage railway trip was replaced by a diesel; ask for a refund of "
    "your tickets under the railway's 'steam guaranteed' promise.",
    persona="a retired engineer and railway enthusiast; courteous, precise about details",
    known_facts={
        "booking_reference": "HR-3K7Q9",
        "lead_passenger": "Geoffrey Lunt",
        "travel_date": "2025-09-07",
        "amount_paid": "£58.50",
        "email": "g.lunt@ridgewaymail.co.uk",
        "tickets": "2 adults and 1 child",
    },
    unknown_facts=["refund processing time: 5-7 working days", "locomotive number", "goodwill voucher: £10"],
    opener=None,
    expected=["refund_tickets"],
)
_RAIL_FIND = call(
    "find_booking",
    {"booking_reference": "HR-3K7Q9"},
    {
        "booking": "HR-3K7Q9",
        "lead": "Geoffrey Lunt",
        "date": "2025-09-07",
        "service": "10:15 Steam Special",
        "tickets": {"adult": 2, "child": 1},
        "paid": 58.5,
        "traction": "diesel substitute",
    },
)
_RAIL_REFUND = call(
    "refund_tickets",
    {"booking_reference": "HR-3K7Q9", "amount": 58.5, "reason": "steam guarantee"},
    {"status": "refunded", "amount": 58.5, "processing": "5-7 working days"},
)
RAIL_FLOWS = (
    (
        u(
            "Good afternoon. We travelled on your Steam Special on Sunday 7 September, but the train was "
            "hauled by a diesel. Your website promises steam guaranteed, so I should like a refund.",
            "Hello. On our trip on 7 September the steam engine was swapped for a diesel. I understand that "
            "qualifies for a refund under your 'steam guaranteed' promise.",
            "Good afternoon, I'm writing about booking HR-3K7Q9: the advertised steam locomotive was "
            "replaced by a diesel. I would like a refund, please.",
            "Hello. I am afraid our 'steam' day out was nothing of the sort - a diesel did the honours. I'd "
            "like to claim a refund under your guarantee.",
        ),
        a("I'm sorry your steam day wasn't. Can I have the booking reference and the lead passenger's name?"),
        u(
            "HR-3K7Q9, Geoffrey Lunt.",
            "Booking reference HR-3K7Q9; lead passenger Geoffrey Lunt.",
            "hr3k7q9 - Mr G. Lunt.",
            "Certainly: HR-3K7Q9, in the name of Geoffrey Lunt.",
        ),
        a(
            "Thank you, Mr Lunt. I can see two adults and one child on the 10:15 Steam Special on 7 "
            "September, £58.50 in total, and our log confirms a diesel ran that day. You're entitled to a "
            "full refund of £58.50 to the original card. Shall I process it?",
            _RAIL_FIND,
        ),
        u(
            "Yes, please do.",
            "Yes please, the full £58.50.",
            "That is correct - two adults and our grandson. Please process the refund.",
            "Please do. Two adults and one child, £58.50, quite right.",
        ),
        a("Refunded: £58.50 to your card. It takes 5-7 working days to appear.", _RAIL_REFUND),
        stop(
            "Thank you, that is very fair.",
            "Most kind. Good afternoon.",
            "Thank you. 5-7 working days, noted.",
            "",
        ),
    ),
    (
        u(
            "Hello, I'd like to request a refund: the steam engine on our trip was replaced by a diesel.",
            "Good morning. Our steam-hauled excursion was, in the event, diesel-hauled. I believe a refund "
            "is due.",
            "Hello there. Lead passenger Geoffrey Lunt here - our steam train turned out to be a diesel, and "
            "I'd like my money back under the guarantee.",
        ),
        a("I'm sorry to hear that. What's the email address on the booking?"),
        u(
            "g.lunt@ridgewaymail.co.uk",
            "It is g.lunt@ridgewaymail.co.uk.",
            "G.Lunt@ridgewaymail.co.uk",
        ),
        a(
            "Found it: HR-3K7Q9, 7 September, 2 adults and 1 child, £58.50. A diesel did replace the steam "
            "engine that day, as the booked locomotive failed a boiler inspection. I can refund the fare in "
            "full, or give you free replacement tickets plus a £10 voucher. Which would you prefer?",
            _RAIL_FIND,
        ),
        u(
            "A refund, please. Out of interest, which locomotive was meant to run?",
            "The refund, thank you.",
            "I'd prefer the refund of £58.50, thank you. A £10 voucher is generous, but we're unlikely to be "
            "back this season.",
        ),
        a(
            "I've refunded £58.50; please allow 5-7 working days. The booked engine was No. 5643, which is "
            "back in steam next month.",
            _RAIL_REFUND,
        ),
        stop(
            "Thank you. Pity about 5643 - we'll try again next season.",
            "Very good, thank you for your help.",
            "Splendid, thank you.",
        ),
    ),
    (
        u(
            "Hello, our steam train trip on 7 September ran with a diesel instead. Am I entitled to a "
            "refund?",
            "Good afternoon. A diesel substituted for the steam locomotive on our trip. I'd like to claim a "
            "refund, please.",
            "Hi. Steam guaranteed, it said. Diesel, it was. Refund please.",
        ),
        a("Sorry about that. What's your booking reference, please?"),
        u("HR-3K7Q9.", "It is HR-3K7Q9.", "The reference is HR 3K7Q9."),
        a(
            "Confirmed - a diesel ran on 7 September. You qualify for a full refund of £58.50. Shall I "
            "process it to the card you paid with?",
            _RAIL_FIND,
        ),
        u("Yes, please.", "Yes, to the same card, please.", "Please do."),
        a(
            "I'm sorry - our payment system returned an error and I can't process the refund right now. "
            "Please try again tomorrow, or email us and we'll do it once the system is back.",
            call(
                "refund_tickets",
                {"booking_reference": "HR-3K7Q9", "amount": 58.5, "reason": "steam guarantee"},
                error="payment_provider_unavailable: upstream timeout",
            ),
        ),
        stop(
            "Very well, I shall try again tomorrow. Thank you.",
            "Understood. I'll email instead. Good day.",
            "How tiresome. I'll try again tomorrow.",
            "",
        ),
    ),
)

# -- 10. birdbox: a replacement camera for a bird box kit (with an opener) -----------------------------------

BIRD = Scenario(
    goal="The camera in your bird box kit does not work; get a replacement camera sent before the nesting "
    "season gets going.",
    persona="a keen amateur birdwatcher and grandmother; friendly and chatty, not very technical",
    known_facts={
        "order_number": "BB-190552",
        "full_name": "Marian Okoye",
        "postcode": "EX4 6PL",
        "email": "marian.okoye@btinternet.com",
        "purchase_date": "2025-04-02",
    },
    unknown_facts=["camera serial number", "replacement dispatch date: 2025-04-16", "courier"],
    opener="Hi there, the camera in my bird box kit isn't working and I'd like a replacement.",
    expected=["send_replacement"],
)
_BIRD_OPENER = "Hi there, the camera in my bird box kit isn't working and I'd like a replacement."
_BIRD_ORDER = call(
    "find_order",
    {"order_number": "BB-190552"},
    {
        "order": "BB-190552",
        "name": "Marian Okoye",
        "product": "Nestcam HD bird box",
        "purchased": "2025-04-02",
        "postcode": "EX4 6PL",
        "warranty": "12 months",
    },
)
_BIRD_SEND = call(
    "send_replacement",
    {"order_number": "BB-190552", "part": "camera module"},
    {"replacement": "RPL-8824", "dispatch": "2025-04-16", "courier": "Royal Mail Tracked 48"},
)
BIRD_FLOWS = (
    (
        u(_BIRD_OPENER),
        a("I'm sorry to hear that! Could you give me your order number and postcode?"),
        u(
            "Yes, it's BB-190552 and my postcode is EX4 6PL.",
            "Order BB-190552, postcode EX4 6PL",
            "bb190552 and ex4 6pl",
            "The order number is BB 190552, and the postcode is EX4 6PL. Thank you, dear.",
        ),
        a(
            "Thanks, Marian. That's the Nestcam HD bird box bought on 2 April, so it's well within warranty. "
            "What happens when you switch the camera on?",
            _BIRD_ORDER,
        ),
        u(
            "Nothing at all - no little light, and no picture on the app.",
            "The little light doesn't come on and the app says it can't find the camera.",
            "It just doesn't come on. I've tried the plug in two different sockets.",
            "Nothing, I'm afraid. My grandson set the app up and it just shows a black screen.",
        ),
        a(
            "That sounds like a faulty camera module. I can send a replacement module free of charge. Shall "
            "I?",
        ),
        u(
            "Yes please, that would be wonderful.",
            "Yes please! The blue tits have been eyeing the box already.",
            "Oh yes please, thank you.",
            "Yes, please do. I'd hate to miss the nest building.",
        ),
        a(
            "Done - replacement RPL-8824 will be dispatched on Wednesday 16 April by Royal Mail Tracked 48, "
            "so it should reach you by the 18th.",
            _BIRD_SEND,
        ),
        stop(
            "Thank you so much, that's very kind.",
            "Lovely, thank you. The 16th it is.",
            "Brilliant, thanks ever so much!",
            "",
        ),
    ),
    (
        u(_BIRD_OPENER),
        a("Sorry about that! What's the email address you ordered with?"),
        u(
            "marian.okoye@btinternet.com",
            "It's marian.okoye@btinternet.com - I ordered it at the start of April.",
            "Marian.Okoye@btinternet.com",
            "it is marian.okoye@btinternet.com, thank you",
        ),
        a(
            "Found your order BB-190552 from 2 April. Have you tried resetting the camera by holding the "
            "button on the back for ten seconds?",
            _BIRD_ORDER,
        ),
        u(
            "Yes, I tried that twice but nothing happened.",
            "I did try, my grandson even had a go. Still nothing.",
            "Yes - no change, I'm afraid.",
            "I held it down and counted to ten, twice. Nothing at all.",
        ),
        a("Thanks for trying. I'll send a replacement camera. Is the delivery postcode still EX4 6PL?"),
        u(
            "Yes, EX4 6PL, same address.",
            "That's right, EX4 6PL.",
            "Yes please, same as before.",
        ),
        a("Replacement RPL-8824 is booked; it leaves our warehouse on 16 April.", _BIRD_SEND),
        u(
            "Should I send the broken one back?",
            "Thank you! Do I need to return the faulty camera?",
            "Wonderful. What shall I do with the old camera?",
        ),
        a("No need - please recycle it locally."),
        stop(
            "Lovely, thank you for your help.",
            "Thank you so much. The birds will be pleased!",
            "Super, thanks very much.",
            "",
        ),
    ),
)

# -- the domains ---------------------------------------------------------------------------------------------

DOMAINS: list[Domain] = [
    Domain("cryotherapy", CRYO, CRYO_FLOWS),
    Domain("ghostwalk", GHOST, GHOST_FLOWS),
    Domain("ironingservice", IRON, IRON_FLOWS),
    Domain("mapprinting", MAP, MAP_FLOWS),
    Domain("beardoil", BEARD, BEARD_FLOWS),
    Domain("sportsphysio", PHYSIO, PHYSIO_FLOWS),
    Domain("theatreprops", PROPS, PROPS_FLOWS),
    Domain("icesculpture", ICE, ICE_FLOWS),
    Domain("heritagerail", RAIL, RAIL_FLOWS),
    Domain("birdbox", BIRD, BIRD_FLOWS),
]

# -- seeded faults: each breaks exactly one rule -------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "ghostwalk",
        0,
        Say(0, "Hi! We're booked on your ghost walk on Friday and we'd love to swap to Saturday instead."),
        "paraphrase",
    ),
    F(
        "opener",
        "ghostwalk",
        1,
        Say(
            0,
            "Hello! We're booked on your ghost walk this Friday and we'd love to switch to the Saturday tour "
            "instead. There are four of us.",
        ),
        "opener plus a sentence",
    ),
    F("opener", "mapprinting", 0, Say(0, "Hi, I ordered a custom map print last week."), "truncated"),
    F(
        "opener",
        "mapprinting",
        1,
        Say(
            0,
            "Hello, can I still change the size on order MP-883014? Hopefully it hasn't been printed yet.",
        ),
        "a different first message",
    ),
    F(
        "opener",
        "sportsphysio",
        0,
        Say(0, "Hi, I'd like to book a follow-up physio appointment for my hamstring, please."),
        "one word changed, one added",
    ),
    F(
        "opener",
        "icesculpture",
        0,
        Say(
            0,
            "Good afternoon, I have an ice sculpture ordered for my wedding and the venue has pushed the "
            "reception back. Could the delivery be moved two hours later to match?",
        ),
        "opener plus the request",
    ),
    F(
        "opener",
        "icesculpture",
        1,
        Say(
            0,
            "Hi, I have an ice sculpture ordered for my wedding and the venue has pushed the reception back.",
        ),
        "greeting changed",
    ),
    F(
        "opener",
        "birdbox",
        0,
        Say(0, "Hello, I bought one of your bird box kits and I'm having a bit of trouble with it."),
        "a different first message",
    ),
    # -- reply_shape: more than one voice, or not a customer's message
    F(
        "reply_shape",
        "cryotherapy",
        0,
        Say(
            1,
            "Reasoning: the agent is asking for my booking reference, which I have, so I'll give it.\n\nIt's "
            "CRY-40718.",
        ),
        "reasoning written out",
    ),
    F(
        "reply_shape",
        "ghostwalk",
        0,
        Say(2, "*rubs hands together gleefully* Saturday at 7:30 is perfect - please move all four of us."),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "ironingservice",
        0,
        Say(
            2,
            '{"role": "user", "content": "It cost £45, and I have taken two photographs of the scorch '
            'mark."}',
        ),
        "message as JSON with a role",
    ),
    F(
        "reply_shape",
        "mapprinting",
        0,
        Say(3, "Brilliant, thank you! Will it be posted in a tube or a flat box?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "beardoil",
        0,
        Say(2, "refund please, the full $24.95\n\nSupport: No problem, processing that now!"),
        "the shop speaking on its own line",
    ),
    F(
        "reply_shape",
        "sportsphysio",
        0,
        Say(2, "[Her partner here - Aisling is at training, but she says Thursday at 7:45 please.]"),
        "a third party taking over",
    ),
    F(
        "reply_shape",
        "theatreprops",
        0,
        Say(
            2,
            "Wonderful! I've extended your hire to Monday 21 April. Is there anything else I can help you "
            "with today?",
        ),
        "speaks as the assistant",
    ),
    F(
        "reply_shape",
        "heritagerail",
        1,
        Say(
            2,
            "A refund, please. Will it go back to the card I paid with? I expect so, that is how these "
            "things usually work.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "birdbox",
        1,
        Say(
            2,
            "(Staying in character as a grandmother who isn't very technical.) Yes, I tried that twice but "
            "nothing happened.",
        ),
        "note about staying in character",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "cryotherapy",
        1,
        Say(1, "07911 402738 and dom.walsh@cyclemail.co.uk"),
        "phone number, last digit wrong",
    ),
    F(
        "invented_specifics",
        "ironingservice",
        1,
        Say(3, "Only the shirt. It was £45, and I paid £18.50 for the ironing of that order."),
        "an amount from nowhere",
    ),
    F("invented_specifics", "mapprinting", 1, Say(1, "jun.ito@posteo.de"), "email domain changed"),
    F("invented_specifics", "beardoil", 0, Say(1, "it's BO-SUB-61074"), "subscription id digits swapped"),
    F(
        "invented_specifics",
        "sportsphysio",
        0,
        Say(3, "Yes, Laya Healthcare, policy LH-448-90251."),
        "policy number digits swapped",
    ),
    F(
        "invented_specifics",
        "theatreprops",
        0,
        Say(1, "It's TPH-2291. We collected everything on 31 March, if that helps."),
        "collection date never given",
    ),
    F(
        "invented_specifics",
        "icesculpture",
        1,
        Say(4, "+44 7700 900415, or the venue manager on 01233 502118 if I don't pick up."),
        "a second phone number",
    ),
    F(
        "invented_specifics",
        "heritagerail",
        0,
        Say(2, "Yes please - to my Visa card ending 4417."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "birdbox",
        0,
        Say(1, "Yes, it's BB-190552 and my postcode is EX4 6PL - that's 27 Pennsylvania Road."),
        "street address with a house number",
    ),
    # -- unknown_fact: the user states what it does not know before the agent told it
    F(
        "unknown_fact",
        "cryotherapy",
        0,
        Say(
            0,
            "Hi, I need to move my cryo session on Thursday the 13th as I've got a cold. I know there's a "
            "£15 late-change fee, but is there any chance you'd waive it?",
        ),
        "late-change fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "ghostwalk",
        1,
        Say(
            2,
            "The 7:30 then, as 9pm can't fit all four of us. Is it the same price as Friday? We were hoping "
            "for Mortimer Bleak as our guide - a colleague says he's brilliant.",
        ),
        "guide's name",
    ),
    F(
        "unknown_fact",
        "ironingservice",
        0,
        Say(
            2,
            "It cost £45, though I gather your compensation is capped at £40. I have photographs of the "
            "damage.",
        ),
        "compensation cap",
    ),
    F(
        "unknown_fact",
        "beardoil",
        1,
        Say(3, "cool, and the money's back on my card in 3-5 business days right?"),
        "refund time before the agent said it",
    ),
    F(
        "unknown_fact",
        "sportsphysio",
        1,
        Say(3, "Tuesday at 6 please. I know there's a €20 excess with my insurer, that's fine."),
        "insurer excess",
    ),
    F(
        "unknown_fact",
        "theatreprops",
        1,
        Say(2, "One week please. At your weekly rate of £85 that's well within our budget."),
        "weekly rate before the agent said it",
    ),
    F(
        "unknown_fact",
        "icesculpture",
        0,
        Say(
            2,
            "It's now two hours later, so could the delivery be at 4pm instead of 2? Stefan Lund did such a "
            "beautiful job on the design sketches.",
        ),
        "carver's name",
    ),
    F(
        "unknown_fact",
        "heritagerail",
        0,
        Say(2, "Yes, please do. I understand these take 5-7 working days to come through."),
        "processing time before the agent said it",
    ),
    F(
        "unknown_fact",
        "birdbox",
        1,
        Say(3, "Yes, EX4 6PL. If it could go out on 16 April that would be perfect."),
        "dispatch date before the agent said it",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "cryotherapy",
        1,
        Say(
            0,
            "Hi, Dominika Walsh here - booking CRY-40718 for Thursday 13 March. I've got a cold so need to "
            "move it to next week. My mobile's 07911 402733 and email dom.walsh@cyclemail.co.uk.",
        ),
        "name, booking, phone and email up front",
    ),
    F(
        "data_dump",
        "ghostwalk",
        0,
        Say(
            1,
            "It's GW-55192. Lead name Tobias Fenwick, there are four of us, and the tickets went to "
            "t.fenwick@mailbox.org.",
        ),
        "asked for the booking, gives three more",
    ),
    F(
        "data_dump",
        "ironingservice",
        1,
        Say(
            1,
            "0161 496 0732. The order is ORD-77310, collected on 6 May, in the name of Margaret Eccleston.",
        ),
        "asked for the phone, gives three more",
    ),
    F(
        "data_dump",
        "mapprinting",
        1,
        Say(
            1,
            "jun.ito@posteo.net - it's order MP-883014, the Keswick and Derwentwater map, ordered on 5 June.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "beardoil",
        0,
        Say(
            0,
            "hey, my Cedar & Bergamot bottle arrived cracked. sub BO-SUB-61047, charged $24.95 on feb 3 - "
            "can i get a refund?",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "sportsphysio",
        1,
        Say(
            1,
            "Aisling Moran, 02/11/1994. Patient ID SP-12093, and I'm with Laya Healthcare, policy "
            "LH-448-90215.",
        ),
        "asked for name and birth date, gives three more",
    ),
    F(
        "data_dump",
        "theatreprops",
        0,
        Say(
            0,
            "Hello! Bramble Lane Players here, hire TPH-2291. We've added an extra performance so we'd love "
            "to keep the props a week past the 14 April return date. Invoices to "
            "props@bramblelaneplayers.org.uk as usual, please.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "icesculpture",
        0,
        Say(1, "It's ICE-7046, Priyanka Desai, for 23 August at Hollowbrook Barn, 14 Mill Lane, Ashford."),
        "asked for the order, gives three more",
    ),
    F(
        "data_dump",
        "heritagerail",
        1,
        Say(1, "g.lunt@ridgewaymail.co.uk. Booking HR-3K7Q9, 2 adults and 1 child on 7 September, £58.50."),
        "asked for the email, gives four more",
    ),
    # -- premature_stop: the user stops before the expected write; the agent neither failed nor refused
    F(
        "premature_stop",
        "cryotherapy",
        0,
        StopAt(4, "Let me check my training plan and I'll get back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "ghostwalk",
        1,
        StopAt(6, "Great, I'll run it past the others and book later. Cheers!"),
        "after the price",
    ),
    F(
        "premature_stop",
        "ironingservice",
        0,
        StopAt(6, "I shall think it over. Good day."),
        "after the offer",
    ),
    F("premature_stop", "mapprinting", 0, StopAt(4, "Ok thanks, good to know!"), "after the quote"),
    F("premature_stop", "beardoil", 1, StopAt(4, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "sportsphysio",
        0,
        StopAt(4, "Thanks, I'll check my diary and ring back."),
        "after the slots",
    ),
    F(
        "premature_stop",
        "icesculpture",
        1,
        StopAt(4, "Thank you, I'll call back once the venue has confirmed the time."),
        "after a question",
    ),
    F("premature_stop", "heritagerail", 0, StopAt(4, "Thank you, that is most helpful."), "after the offer"),
    F("premature_stop", "birdbox", 0, StopAt(6, "Lovely, thank you!"), "after the offer"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "cryotherapy", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "ghostwalk",
        0,
        meta(1, prompt_missing=["known_facts.booking_number"]),
        "a known fact",
    ),
    F("persona_sent", "ironingservice", 1, meta(0, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "mapprinting", 1, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "beardoil", 1, meta(2, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "theatreprops",
        2,
        meta(1, prompt_missing=["known_facts.hire_reference", "known_facts.contact_email"]),
        "two known facts",
    ),
    F("persona_sent", "heritagerail", 2, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "birdbox", 1, meta(1, prompt_missing=["known_facts.email"]), "a known fact"),
]
