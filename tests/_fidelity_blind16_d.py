"""Blind set 16, part D: ten hand-written customer-service scenarios and 61 seeded faults for the fidelity
guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework and the first set's
``FAULTS`` in ``tests/_fidelity_blind.py``, the step helpers and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard
was called and no fidelity test was run while writing.

The ten scenarios: a damage claim for an antique writing desk that arrived with a cracked leg (antiques); a
corrected birth year on a headstone inscription before the stone is cut (stonemason); moving a fruit press and
scratter hire to a later weekend (cidermaking); a missing banister pack from a dollhouse kit (dollhouse); a
family llama trek booking (llamatrek); a disputed missing-pieces charge at a jigsaw lending library
(jigsawlibrary); a bell-ringing taster session for a Women's Institute group (bellringing); cancelling a place
on a mushroom foraging walk (foraging); a replacement for a mouldy mushroom grow kit (mushroomkit); and new
dates for a stay in a lighthouse keeper's cottage (lighthouse).

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

# -- 1. antiques: damage claim for a writing desk (with an opener) -------------------------------------------

ANTIQUES = Scenario(
    goal="The Victorian walnut writing desk you bought arrived with a cracked front leg; file a damage "
    "claim and get it repaired or partly refunded.",
    persona="a retired schoolteacher, courteous and precise, writes in full sentences",
    known_facts={
        "order_number": "AQ-30917",
        "full_name": "Imogen Hartley",
        "email": "imogen.hartley@btinternet.com",
        "purchase_price": "£1,240",
        "delivery_date": "2024-10-08",
    },
    unknown_facts=["claim reference: DMG-5528", "restorer's name", "courier"],
    opener="Hello, the antique writing desk I bought from you arrived with a cracked leg.",
    expected=["file_damage_claim"],
)
_ANTIQUES_LOOKUP = call(
    "lookup_order",
    {"order_number": "AQ-30917"},
    {
        "order": "AQ-30917",
        "item": "Victorian walnut writing desk, c. 1870",
        "price": 1240.0,
        "delivered": "2024-10-08",
        "courier": "Harrow & Vale Fine Art Removals",
        "customer": "Imogen Hartley",
    },
)
_ANTIQUES_REPAIR = call(
    "file_damage_claim",
    {"order_number": "AQ-30917", "damage": "cracked front left leg", "remedy": "repair"},
    {"claim": "DMG-5528", "restorer": "Felix Crane", "visit": "2024-10-17", "window": "10:00-12:00"},
)
_ANTIQUES_REFUND = call(
    "file_damage_claim",
    {"order_number": "AQ-30917", "damage": "cracked front left leg", "remedy": "partial_refund"},
    {"claim": "DMG-5528", "refund": 186.0, "refund_to": "original card", "working_days": 5},
)
ANTIQUES_FLOWS = (
    (
        u(ANTIQUES.opener),
        a("I'm very sorry to hear that. Could you give me the order number, please?"),
        u(
            "Of course, it is AQ-30917.",
            "The order number is AQ-30917.",
            "AQ 30917",
            "Certainly: aq-30917. I have the invoice in front of me.",
        ),
        a(
            "Thank you. I have the Victorian walnut writing desk, delivered on Tuesday 8 October by Harrow "
            "& Vale Fine Art Removals. Which leg is cracked, and is the crack through the wood or along a "
            "joint?",
            _ANTIQUES_LOOKUP,
        ),
        u(
            "It is the front left leg. The crack runs up from the foot along the grain, about a hand's "
            "width, and the leg moves slightly when I lean on the desk.",
            "Front left. It looks as though it split along the grain just above the foot; it wobbles a "
            "little now.",
            "The front left leg, and the crack goes through the wood itself rather than the joint. I "
            "noticed it once the removal men had gone.",
            "It's the front leg on the left-hand side. The split is in the wood, not the joint, I'm afraid. "
            "It came on the 8th and I spotted it that same evening.",
        ),
        a(
            "Thank you, that's clear. I can file a damage claim so that our restorer repairs the leg at "
            "your home, or, if you would rather keep it as it is, we can refund 15% of the price, £186. "
            "Which would you prefer?"
        ),
        u(
            "I would much rather have it repaired properly, please.",
            "A repair, please. I bought it to use, and £186 would not make it sound.",
            "Please arrange the repair. Fifteen percent is generous, but I would like the desk whole again.",
            "Repair, definitely. Would the restorer be able to come on a weekday morning?",
        ),
        a(
            "I've filed claim DMG-5528. Our restorer, Felix Crane, will visit on Thursday 17 October "
            "between 10:00 and 12:00 to repair the leg on site.",
            _ANTIQUES_REPAIR,
        ),
        u(
            "Thank you. Thursday the 17th in the morning suits me well. Is there anything I should do with "
            "the desk until then?",
            "Claim DMG-5528, Thursday 17 October, 10 to 12. I shall write that down. Should I avoid using "
            "the desk in the meantime?",
            "That's very good of you. Will Mr Crane need anything from me when he comes?",
            "Lovely. Will I receive the details of claim dmg5528 by email as well?",
        ),
        a(
            "Please don't put weight on the desk until then. Felix brings everything he needs, and a "
            "summary of claim DMG-5528 is on its way to imogen.hartley@btinternet.com."
        ),
        stop(
            "Thank you very much for your help. Goodbye.",
            "That is most helpful, thank you.",
            "Splendid. Thank you, and good afternoon.",
            "",
        ),
    ),
    (
        u(ANTIQUES.opener),
        a(
            "I'm sorry to hear it. To find the order, may I have your full name and the email address you "
            "ordered with?"
        ),
        u(
            "Imogen Hartley, imogen.hartley@btinternet.com.",
            "My name is Imogen Hartley and the email is imogen.hartley@btinternet.com.",
            "Certainly. Name: Imogen Hartley. Email: imogen.hartley@btinternet.com",
            "It's Imogen Hartley - Imogen.Hartley@btinternet.com",
        ),
        a(
            "Thank you, Ms Hartley. That's order AQ-30917, the walnut writing desk at £1,240, delivered on 8 "
            "October. Could you describe the damage?",
            _ANTIQUES_LOOKUP,
        ),
        u(
            "The front left leg has a crack running up from the foot. It is quite visible and the desk rocks "
            "slightly.",
            "There's a crack in one of the front legs, the left one, and it wobbles. I'm rather "
            "disappointed, as it was perfect in the shop.",
            "One leg, front left, is split near the bottom. The desk still stands, but I wouldn't trust it "
            "with my typewriter.",
        ),
        a(
            "Thank you. We can have our restorer repair it at your home, or refund 15% of the price, £186, "
            "if you'd rather keep it as it is."
        ),
        u(
            "I think I'd take the partial refund, actually. A cabinetmaker in the village can mend it for "
            "me.",
            "The refund, please. £186 off £1,240 seems fair to me.",
            "I'll take the £186, thank you, and have it mended locally.",
            "Partial refund, please; that leaves me having paid £1,054, which I think is fair for the "
            "trouble.",
        ),
        a(
            "Done: claim DMG-5528, a refund of £186.00 to your original card within 5 working days.",
            _ANTIQUES_REFUND,
        ),
        stop(
            "Thank you, that's very fair. Goodbye.",
            "Wonderful. Thank you for sorting it out so quickly.",
            "Claim DMG-5528, five working days. Thank you!",
            "",
        ),
    ),
)

# -- 2. stonemason: a wrong birth year on a headstone proof --------------------------------------------------

STONEMASON = Scenario(
    goal="The proof for your grandmother's headstone shows the wrong year of birth; get the inscription "
    "corrected before the stone is cut.",
    persona="a man in his forties, grieving but practical, writes short messages",
    known_facts={
        "order_number": "MS-7714",
        "full_name": "Declan Whitford",
        "phone": "07911 402318",
        "email": "d.whitford@outlook.com",
        "correct_birth_date": "1939-04-22",
    },
    unknown_facts=["cutting date: 2024-11-04", "proof fee", "mason's name"],
    opener=None,
    expected=["update_inscription"],
)
_MASON_ORDER = call(
    "get_memorial_order",
    {"order_number": "MS-7714"},
    {
        "order": "MS-7714",
        "stone": "Kilkenny limestone upright, 30 in",
        "inscription": [
            "In loving memory of",
            "Edith Mary Whitford",
            "22 April 1938 - 3 March 2024",
            "Forever in our hearts",
        ],
        "status": "proof sent",
        "cutting_date": "2024-11-04",
    },
)
_MASON_UPDATE = call(
    "update_inscription",
    {"order_number": "MS-7714", "line": 3, "text": "22 April 1939 - 3 March 2024"},
    {"order": "MS-7714", "proof": "v2", "proof_fee": 0, "cutting_date": "2024-11-04", "emailed": True},
)
_MASON_UPDATE_ERROR = call(
    "update_inscription",
    {"order_number": "MS-7714", "line": 3, "text": "22 April 1939 - 3 March 2024"},
    error="503 Service Unavailable: workshop scheduling system timed out",
)
STONEMASON_FLOWS = (
    (
        u(
            "Hi. The proof for my gran's headstone has the wrong birth year on it. Need it fixed before "
            "it's cut.",
            "Hello, there's a mistake on the headstone proof you sent. Her year of birth is wrong.",
            "Hi, I've got the proof for my grandmother's memorial and the birth year is wrong. Can it be "
            "corrected?",
            "hi - the headstone proof has my nan's birth year wrong, it should be 1939",
        ),
        a("I'm sorry for your loss, and for the error. Could you give me the order number?"),
        u("MS-7714", "It's MS-7714.", "Order MS 7714.", "ms-7714"),
        a(
            "Thank you. The proof for Edith Mary Whitford reads '22 April 1938 - 3 March 2024'. What should "
            "the dates be?",
            _MASON_ORDER,
        ),
        u(
            "Should be 22 April 1939. The date she died is right.",
            "Born 22/04/1939, not 1938. Rest is fine.",
            "1939-04-22. Everything else on it is correct.",
            "The 22nd of April 1939. Just the year's wrong.",
        ),
        a(
            "Understood. I'll change line three to '22 April 1939 - 3 March 2024' and issue a new proof. "
            "Shall I go ahead?"
        ),
        u("Yes please.", "Yes. Go ahead.", "Yes, that's right now.", "yes thanks"),
        a(
            "Done. Proof v2 has been emailed to d.whitford@outlook.com, with no charge for the correction. "
            "The stone is scheduled for cutting on 4 November.",
            _MASON_UPDATE,
        ),
        u(
            "Got it. 4 November. Will someone ring me before it's installed?",
            "Thanks. Do I need to sign off the new proof?",
            "Ok, I'll check the email. Can I still change anything else before the 4th?",
            "Cheers. Nothing to pay for v2 then.",
        ),
        a(
            "Please reply to the proof email to approve it; small changes are possible until then. Our "
            "mason, Rhys Penhaligon, will phone you a week before installation."
        ),
        stop("Thanks for sorting it.", "OK. Thanks for your help.", "Will do. Thank you.", ""),
    ),
    (
        u(
            "Hello, I need to correct the inscription on a headstone I've ordered. The birth year is wrong.",
            "Hi, I'm Declan Whitford. I ordered a headstone for my grandmother and the proof has a mistake.",
            "Hi, is it too late to fix a date on a memorial stone? The proof's got her year of birth wrong.",
        ),
        a(
            "It isn't too late as long as the stone hasn't been cut. Can I take your full name and the phone "
            "number on the order?"
        ),
        u(
            "Declan Whitford, 07911 402318.",
            "Declan Whitford. Phone is 07911 402318.",
            "Name's Declan Whitford, mobile 07911402318.",
            "Declan Whitford - +44 7911 402318",
        ),
        a(
            "Thanks, Mr Whitford. I've found order MS-7714. The proof shows Edith Mary Whitford, 22 April "
            "1938 - 3 March 2024. What's the correct date of birth?",
            _MASON_ORDER,
        ),
        u("22 April 1939.", "It should read 22 April 1939.", "Her date of birth is 22.04.1939."),
        a(
            "Thank you. I've updated it to read '22 April 1939 - 3 March 2024'. A new proof is in your "
            "inbox, and there's no fee for the change.",
            _MASON_UPDATE,
        ),
        u(
            "Great. When does it get cut?",
            "Thanks. So nothing to pay for the correction?",
            "Good. Is the installation date still the same?",
        ),
        a(
            "There's nothing to pay. Cutting is booked for Monday 4 November, and installation follows "
            "about two weeks after that."
        ),
        stop("Right. Thanks very much.", "Good, thanks.", "Appreciate it. Bye.", ""),
    ),
    (
        u(
            "Hi, the headstone proof for order MS-7714 has my gran's birth year wrong.",
            "Hello. Order MS-7714: the year of birth on the proof is wrong, it needs changing before "
            "cutting.",
            "Hi there, there's a mistake on the proof for MS-7714.",
        ),
        a(
            "I'm sorry about that. The proof shows '22 April 1938 - 3 March 2024'. What should it read?",
            _MASON_ORDER,
        ),
        u(
            "22 April 1939 - 3 March 2024. Only the year of birth changes.",
            "1939, not 1938. The 22nd of April is right.",
            "Born 22 April 1939.",
        ),
        a(
            "I tried to update the inscription, but the workshop system isn't responding, so I can't make "
            "the change right now. I'm sorry. Please call the workshop directly, or try us again later "
            "today.",
            _MASON_UPDATE_ERROR,
        ),
        stop("Ok. I'll ring them. Thanks.", "Fine, I'll try later.", "Right. I'll phone the workshop.", ""),
    ),
)

# -- 3. cidermaking: moving a fruit press hire (with an opener) ----------------------------------------------

CIDERMAKING = Scenario(
    goal="Move your fruit press and scratter hire from the weekend of 21 September to the weekend of 5 "
    "October, when your apples will be ripe.",
    persona="a hobby cider maker, chatty and friendly, uses exclamation marks",
    known_facts={
        "booking_ref": "CP-20451",
        "full_name": "Tomasz Nowicki",
        "email": "tomasz.nowicki@gmail.com",
        "postcode": "HR1 4QL",
        "new_weekend": "2024-10-05",
    },
    unknown_facts=["rebooking fee: £12", "deposit amount"],
    opener="Hi! I've got a cider press booked and I need to move it to a later weekend.",
    expected=["change_hire_dates"],
)
_CIDER_LOOKUP = call(
    "get_hire_booking",
    {"booking_ref": "CP-20451"},
    {
        "ref": "CP-20451",
        "items": ["20 L basket press", "hand scratter"],
        "from": "2024-09-21",
        "to": "2024-09-22",
        "delivery_postcode": "HR1 4QL",
        "deposit": 40.0,
        "hire": 55.0,
    },
)
CIDERMAKING_FLOWS = (
    (
        u(CIDERMAKING.opener),
        a("No problem! What's your booking reference?"),
        u("It's CP-20451!", "CP-20451", "Sure, the ref is CP 20451.", "cp-20451 :)"),
        a(
            "Thanks! You've got the 20 L basket press and hand scratter for Saturday 21 and Sunday 22 "
            "September, delivered to HR1 4QL. Which weekend would you like instead?",
            _CIDER_LOOKUP,
        ),
        u(
            "The weekend of the 5th of October please! The apples just aren't ready yet.",
            "The October 5th weekend if you can! My Bramleys are still rock hard.",
            "Could I have it from Saturday 5 October instead? Same setup, press and scratter.",
            "2 weeks later, so the weekend starting 05/10, would be perfect!",
        ),
        a(
            "Good news, both are free on 5-6 October. Moving the booking costs a £12 rebooking fee, and "
            "your £40 deposit carries over. Shall I move it?",
            call(
                "check_availability",
                {"items": ["basket press", "scratter"], "from": "2024-10-05", "to": "2024-10-06"},
                {"press": True, "scratter": True},
            ),
        ),
        u(
            "Yes please! £12 is fine.",
            "Go for it! So I just pay the £12 and the deposit stays as it is?",
            "Yes, move it please! Same address, HR1 4QL.",
            "Lovely, yes please do!",
        ),
        a(
            "All done! Your press and scratter are now booked for 5-6 October, delivered to HR1 4QL. The "
            "£12 fee will go on your card on file, and the £40 deposit stays where it is.",
            call(
                "change_hire_dates",
                {"booking_ref": "CP-20451", "from": "2024-10-05", "to": "2024-10-06"},
                {
                    "ref": "CP-20451",
                    "from": "2024-10-05",
                    "to": "2024-10-06",
                    "fee": 12.0,
                    "deposit_held": 40.0,
                },
            ),
        ),
        stop(
            "Brilliant, thank you so much! Cheers!",
            "Fantastic! Thanks for your help!",
            "Perfect, 5-6 October it is. Thanks!",
            "",
        ),
    ),
    (
        u(CIDERMAKING.opener),
        a("Sure thing. Can I have your name and the postcode for delivery?"),
        u(
            "Tomasz Nowicki, HR1 4QL!",
            "It's Tomasz Nowicki, postcode HR1 4QL.",
            "Name Tomasz Nowicki and it's going to HR14QL.",
            "Tomasz Nowicki - hr1 4ql",
        ),
        a(
            "Found it: CP-20451, basket press and scratter for 21-22 September. What dates would you like?",
            _CIDER_LOOKUP,
        ),
        u(
            "Weekend of 5 October please! Is that free?",
            "Could we do Saturday the 5th of October instead?",
            "The 5th of October weekend if possible! Two weeks later than now.",
        ),
        a(
            "The press is free that weekend, but the scratter is already out. I can move the press on its "
            "own, or keep both together on 12-13 October. There's a £12 rebooking fee either way.",
            call(
                "check_availability",
                {"items": ["basket press", "scratter"], "from": "2024-10-05", "to": "2024-10-06"},
                {"press": True, "scratter": False, "both_free_from": "2024-10-12"},
            ),
        ),
        u(
            "Hmm, I really need the scratter! Let's do 12-13 October then.",
            "I'd rather have both. The 12th and 13th is fine, the apples will keep!",
            "Both on 12-13 October please. And the £12 is ok.",
            "Oh no! ok, the weekend after, the 12th, with both please. Smashing apples by hand is no fun!",
        ),
        a(
            "Done: CP-20451 now runs 12-13 October with both the press and the scratter. The £12 rebooking "
            "fee is charged and your £40 deposit stays on the booking.",
            call(
                "change_hire_dates",
                {"booking_ref": "CP-20451", "from": "2024-10-12", "to": "2024-10-13"},
                {
                    "ref": "CP-20451",
                    "from": "2024-10-12",
                    "to": "2024-10-13",
                    "fee": 12.0,
                    "deposit_held": 40.0,
                },
            ),
        ),
        u(
            "Great! Will you email me a new confirmation?",
            "Fab. Does delivery still happen the evening before?",
            "Thanks! Just to check, the deposit's still £40 and I get it back when I return everything?",
        ),
        a(
            "Yes to all of that: a confirmation is on its way to tomasz.nowicki@gmail.com, delivery is the "
            "evening before, and the £40 comes back once everything is returned clean."
        ),
        stop(
            "Brilliant, thanks a million!", "Cheers, that's perfect!", "Amazing, thank you! Happy pressing!"
        ),
    ),
)

# -- 4. dollhouse: a missing part from a kit -----------------------------------------------------------------

DOLLHOUSE = Scenario(
    goal="Your Rosewood Manor dollhouse kit arrived without the staircase banister pack; get the missing "
    "part sent in time to finish the house for your granddaughter's birthday.",
    persona="a grandmother building the kit for her granddaughter, warm and a little anxious",
    known_facts={
        "order_number": "DH-58213",
        "email": "pat.oyelaran@gmail.com",
        "missing_part": "part 14C (staircase banister pack)",
        "postcode": "LS6 2RB",
        "birthday": "2024-12-07",
    },
    unknown_facts=["tracking number: RM448120GB", "dispatch date"],
    opener=None,
    expected=["send_replacement_part"],
)
_DOLL_ORDER = call(
    "lookup_order",
    {"order_number": "DH-58213"},
    {
        "order": "DH-58213",
        "kit": "Rosewood Manor 1:12",
        "shipped": "2024-11-12",
        "address": "14 Cardigan Road, Leeds LS6 2RB",
        "email": "pat.oyelaran@gmail.com",
    },
)
_DOLL_SEND = call(
    "send_replacement_part",
    {"order_number": "DH-58213", "part": "14C", "qty": 1},
    {"status": "dispatched", "tracking": "RM448120GB", "dispatched": "2024-11-19", "eta": "2024-11-21"},
)
DOLLHOUSE_FLOWS = (
    (
        u(
            "Hello, I've just opened my Rosewood Manor dollhouse kit and the staircase banister pack isn't "
            "in the box. Could you send one?",
            "Hi there, my dollhouse kit arrived but one bag of parts is missing - the banisters for the "
            "staircase.",
            "Good morning! I'm building the Rosewood Manor for my granddaughter and part 14C, the banister "
            "pack, is missing.",
            "Hello. The banister pack for the stairs wasn't in my Rosewood Manor kit. I've checked every bag "
            "twice!",
        ),
        a("Oh no, sorry about that! Could you tell me your order number?"),
        u(
            "Yes, it's DH-58213.",
            "DH-58213",
            "The order number is DH 58213, that's the one on the packing slip.",
            "It's dh58213.",
        ),
        a(
            "Thank you. I can see the Rosewood Manor 1:12 kit shipped on 12 November to 14 Cardigan Road, "
            "Leeds. Is it part 14C, the staircase banister pack?",
            _DOLL_ORDER,
        ),
        u(
            "Yes, that's the one, 14C.",
            "Yes, 14C. Everything else seems to be there.",
            "That's right, the banisters. 14 Cardigan Road is correct too.",
            "Yes! The parts list says 14C and there's no bag with that number on it.",
        ),
        a(
            "I've sent a replacement 14C by Royal Mail, tracking RM448120GB. It was dispatched today, 19 "
            "November, and should arrive by 21 November.",
            _DOLL_SEND,
        ),
        u(
            "Oh, thank you! That's well before her birthday on the 7th of December.",
            "Wonderful. RM448120GB - I'll keep an eye on it. Do I need to send anything back?",
            "Thank you so much. Will it need a signature?",
            "That's a relief. Arriving on the 21st, lovely. Is glue included in the pack?",
        ),
        a(
            "Nothing to send back and no signature needed; it fits through the letterbox. The pack has its "
            "own small tube of wood glue."
        ),
        stop(
            "Thank you, dear. You've been very helpful.",
            "Lovely, thank you ever so much!",
            "That's marvellous, thank you. Goodbye!",
            "",
        ),
    ),
    (
        u(
            "Hi, a piece is missing from my dollhouse kit.",
            "Hello, I'm missing a bag of parts from the Rosewood Manor kit I ordered.",
            "Hi, I need a missing part for a dollhouse kit please.",
        ),
        a("Sorry to hear that. What's the email address on your order, and which part is missing?"),
        u(
            "It's pat.oyelaran@gmail.com, and the missing part is 14C, the staircase banister pack.",
            "pat.oyelaran@gmail.com. The banister pack, part 14C.",
            "Email pat.oyelaran@gmail.com - part 14C is missing (the banisters).",
        ),
        a(
            "Thank you. Order DH-58213, delivered to LS6 2RB? Just to be sure before I send it.",
            _DOLL_ORDER,
        ),
        u(
            "Yes, LS6 2RB, that's right.",
            "Yes, that's my order and my postcode.",
            "Correct, DH-58213 to LS6 2RB.",
        ),
        a("Done. Part 14C is on its way, tracking RM448120GB, expected on 21 November.", _DOLL_SEND),
        u(
            "Thank you! Will it arrive in time? I'm hoping to finish it before the 7th of December.",
            "Thanks! Could you email me the tracking number too?",
            "Super. Is RM448120GB a Royal Mail number?",
        ),
        a(
            "Yes, it's Royal Mail, and I've emailed the tracking to pat.oyelaran@gmail.com. It should be "
            "with you by 21 November, well ahead of 7 December."
        ),
        stop(
            "Perfect. Thank you so much for your help!",
            "Thank you, that's put my mind at rest.",
            "Lovely, goodbye and thanks!",
        ),
    ),
    (
        u(
            "Hello, I'm building a Rosewood Manor for my granddaughter's birthday and I can't find the "
            "staircase banisters anywhere. Order DH-58213.",
            "Hi! Order DH-58213 - the banister pack for the staircase is missing from the kit.",
            "Good afternoon, my Rosewood Manor kit (DH-58213) came without the banister pack. Her birthday "
            "is on 7 December so I'm in a bit of a hurry!",
        ),
        a(
            "Let me check. The kit shipped on 12 November, so the pack should have been in bag 14. Could you "
            "check the part number on your instruction sheet?",
            _DOLL_ORDER,
        ),
        u(
            "The sheet says 14C for the banisters.",
            "It's 14C on the instructions, and there's no bag 14C in the box.",
            "Part 14C. The other bags for that step are all there, just not 14C.",
        ),
        a(
            "Thank you. I've dispatched part 14C today, tracking RM448120GB; it should arrive by Thursday 21 "
            "November.",
            _DOLL_SEND,
        ),
        u(
            "Oh, that's quick! Thank you. I'll be able to finish the stairs next weekend then.",
            "Thursday the 21st, wonderful. Will it come to the same address?",
            "Thank you, that's plenty of time before the 7th.",
        ),
        a("Yes, to the delivery address on the order. Enjoy the build!"),
        stop("Thank you, I will!", "Thanks ever so much. Bye!", "Lovely. Thank you for your help.", ""),
    ),
)

# -- 5. llamatrek: a family trek booking (with an opener) ----------------------------------------------------

LLAMATREK = Scenario(
    goal="Book a morning llama trek for your family of four (two adults, two children aged 9 and 12) on 14 "
    "August.",
    persona="a mum planning a summer holiday, organised, writes in lists sometimes",
    known_facts={
        "full_name": "Priya Raman",
        "phone": "+44 7700 918244",
        "email": "priya.raman@yahoo.co.uk",
        "trek_date": "2024-08-14",
        "party_size": "4",
    },
    unknown_facts=["guide's name: Bethan Lloyd", "price per person"],
    opener="Hello! We'd love to book a llama trek for the family this summer.",
    expected=["book_trek"],
)
_LLAMA_SLOTS = call(
    "check_trek_slots",
    {"date": "2024-08-14", "people": 4},
    {
        "date": "2024-08-14",
        "slots": [
            {"start": "09:30", "route": "Woodland Loop", "free": 6},
            {"start": "13:30", "route": "Ridge Walk", "free": 2},
        ],
        "price_adult": 38.0,
        "price_child": 26.0,
    },
)
_LLAMA_BOOK = call(
    "book_trek",
    {
        "date": "2024-08-14",
        "start": "09:30",
        "adults": 2,
        "children": 2,
        "name": "Priya Raman",
        "phone": "+44 7700 918244",
    },
    {"booking": "LT-3306", "total": 128.0, "guide": "Bethan Lloyd", "meet": "Pen-y-Bryn Farm yard, 09:15"},
)
LLAMATREK_FLOWS = (
    (
        u(LLAMATREK.opener),
        a("Lovely! Which date were you thinking of, and how many of you?"),
        u(
            "Wednesday 14 August, and there are four of us: two adults and two children, 9 and 12.",
            "The 14th of August please, for 4 people (2 adults, kids aged 9 and 12).",
            "14/08 if possible! Four of us - me, my husband and our two kids.",
            "We're hoping for August 14th. Party of four:\n- 2 adults\n- 2 children (9 and 12)",
        ),
        a(
            "On 14 August there's a 9:30 Woodland Loop with space, or a 13:30 Ridge Walk with only 2 places "
            "left. Adults are £38 and children £26.",
            _LLAMA_SLOTS,
        ),
        u(
            "The 9:30 Woodland Loop sounds perfect. Is it ok for a 9-year-old?",
            "Morning please, the 9:30 one.",
            "Woodland Loop at 9:30, please! Two adults at £38 and two kids at £26 makes £128, right?",
            "We'll take the morning trek. The afternoon one wouldn't fit the four of us anyway.",
        ),
        a(
            "Yes, the Woodland Loop is ideal from age 8. Shall I book the 9:30 trek for two adults and two "
            "children, £128 in total? I'll need a name and mobile number."
        ),
        u(
            "Yes please. Priya Raman, 07700 918244.",
            "Please do! Name: Priya Raman\nMobile: +44 7700 918244",
            "Book it under Priya Raman, mobile +447700918244.",
            "Yes! It's Priya Raman and my number is 07700 918244.",
        ),
        a(
            "Booked! Reference LT-3306: Wednesday 14 August, 9:30, four people, £128 payable on the day. "
            "Your guide is Bethan Lloyd; please meet in the Pen-y-Bryn Farm yard at 9:15.",
            _LLAMA_BOOK,
        ),
        u(
            "Fantastic, thank you! Do we need walking boots, or are trainers ok?",
            "Brilliant. LT-3306, 9:15 at the farm yard. Can the kids lead a llama?",
            "Great, thanks! Is there parking at Pen-y-Bryn Farm?",
            "Wonderful! So £128 on the day - can we pay by card?",
        ),
        a(
            "Trainers are fine if it's dry, there's free parking at the farm, we take cards, and yes, each "
            "child can lead a llama with Bethan's help."
        ),
        stop(
            "Perfect, the kids will be thrilled. Thank you!",
            "Wonderful, thanks so much. See you on the 14th!",
            "Thank you, that's everything.",
            "",
        ),
    ),
    (
        u(LLAMATREK.opener),
        a("We'd love to have you! Could I take your name and a phone number first?"),
        u(
            "Of course, it's Priya Raman, +44 7700 918244.",
            "Priya Raman - 07700918244",
            "Name Priya Raman, phone 07700 918244.",
        ),
        a("Thanks, Priya. What date, and how many people?"),
        u(
            "14 August, for four: two adults and two children.",
            "Wednesday the 14th of August. 2 adults + 2 kids (9 and 12).",
            "The 14th of August if you have space! Four of us.",
        ),
        a(
            "The morning trek on 14 August has room. It's £38 per adult and £26 per child. Shall I book it?",
            _LLAMA_SLOTS,
        ),
        u(
            "Yes please, book the morning one.",
            "Yes! 2 x £38 plus 2 x £26, so £128 altogether? Please go ahead.",
            "Sounds great, go ahead.",
        ),
        a(
            "All booked: LT-3306, 14 August at 9:30, £128 in total. Bethan Lloyd will be your guide.",
            _LLAMA_BOOK,
        ),
        stop(
            "Thank you so much!",
            "Lovely, we can't wait. Thanks!",
            "Great, LT-3306 noted. Thanks very much.",
            "",
        ),
    ),
    (
        u(LLAMATREK.opener),
        a("How exciting! When would you like to come, and how many are in your group?"),
        u(
            "Wednesday 14 August, in the morning if possible. Two adults and two children.",
            "14 August, morning please - four of us, the children are 9 and 12.",
        ),
        a(
            "I'm sorry, the 14 August morning trek is fully booked by a school group. There's space on the "
            "13:30 Ridge Walk for two only. The next morning trek with four places is on Thursday 15 August.",
            call(
                "check_trek_slots",
                {"date": "2024-08-14", "people": 4},
                {
                    "date": "2024-08-14",
                    "slots": [{"start": "13:30", "free": 2}],
                    "next_morning": "2024-08-15",
                },
            ),
        ),
        u(
            "Thursday the 15th in the morning works for us, we're there all week. Please book that.",
            "Oh, that's a shame. The 15th in the morning then, please!",
            "We'll take Thursday 15 August, morning trek, for four.",
        ),
        a("Lovely. What name and mobile number shall I put on the booking?"),
        u(
            "Priya Raman, 07700 918244.",
            "Priya Raman. Mobile +44 7700 918244.",
            "It's Priya Raman - 07700 918 244.",
        ),
        a(
            "Booked: LT-3306, Thursday 15 August at 9:30 for two adults and two children, £128 on the day.",
            call(
                "book_trek",
                {
                    "date": "2024-08-15",
                    "start": "09:30",
                    "adults": 2,
                    "children": 2,
                    "name": "Priya Raman",
                    "phone": "+44 7700 918244",
                },
                {"booking": "LT-3306", "total": 128.0, "guide": "Bethan Lloyd"},
            ),
        ),
        stop(
            "Thank you! Thursday the 15th it is.",
            "Brilliant, thanks for finding us a slot.",
            "Perfect, thanks a lot!",
            "",
        ),
    ),
)

# -- 6. jigsawlibrary: a disputed missing-pieces charge ------------------------------------------------------

JIGSAWLIBRARY = Scenario(
    goal="The jigsaw lending library charged you £6.00 for missing pieces on a puzzle you returned "
    "complete; get the charge refunded.",
    persona="a meticulous puzzle enthusiast who counts every piece, slightly indignant but civil",
    known_facts={
        "member_number": "JL-30882",
        "email": "h.osei@fastmail.co.uk",
        "puzzle_title": "Harbour at Dusk",
        "return_date": "2024-05-13",
        "postage_tracking": "KX551203876GB",
    },
    unknown_facts=["missing piece count", "inspector's name"],
    opener=None,
    expected=["refund_charge"],
)
_JIGSAW_ACCOUNT = call(
    "get_member_account",
    {"member_number": "JL-30882"},
    {
        "member": "JL-30882",
        "charges": [
            {
                "id": "CH-7719",
                "amount": 6.0,
                "reason": "3 pieces missing",
                "puzzle": "Harbour at Dusk (1000 pcs)",
                "date": "2024-05-16",
                "inspected_by": "Lorna Pike",
            }
        ],
        "card": "ending 4410",
    },
)
_JIGSAW_RECHECK = call(
    "request_reinspection",
    {"charge_id": "CH-7719"},
    {"found": 3, "where": "in the lining of the box lid", "shelf": "returns bin B"},
)
_JIGSAW_REFUND = call(
    "refund_charge",
    {"charge_id": "CH-7719", "reason": "pieces found on re-inspection"},
    {"status": "refunded", "amount": 6.0, "to": "card ending 4410", "working_days": 3},
)
JIGSAWLIBRARY_FLOWS = (
    (
        u(
            "Hello. I've been charged £6 for missing pieces on a puzzle I returned, and I know for a fact "
            "it was complete.",
            "Hi, I'd like to dispute a £6.00 charge for missing pieces. I counted every piece before I sent "
            "the puzzle back.",
            "Good afternoon. Your library has charged me £6.00 saying pieces were missing from Harbour at "
            "Dusk. They weren't.",
            "Hi - there's a £6 missing-pieces charge on my account that I don't think is fair.",
        ),
        a("I'm sorry about that. Could I have your member number, please?"),
        u("JL-30882.", "Certainly, it's JL-30882.", "My member number is JL 30882.", "jl-30882"),
        a(
            "Thank you. I can see charge CH-7719, £6.00, for 3 pieces missing from Harbour at Dusk (1000 "
            "pieces), recorded on 16 May. When did you send it back?",
            _JIGSAW_ACCOUNT,
        ),
        u(
            "I posted it back on Monday 13 May. I counted all 1000 pieces the night before.",
            "On the 13th of May. Three pieces? I counted them twice before it went in the box.",
            "13/05, by tracked post. It was definitely complete.",
            "I returned it on 13 May, tracked: KX551203876GB.",
        ),
        a(
            "Thank you. I asked the returns team to re-check the box: the 3 pieces were tucked into the "
            "lining of the lid. Shall I refund the £6.00 to your card ending 4410?",
            _JIGSAW_RECHECK,
        ),
        u(
            "Yes, please. I'm glad they turned up.",
            "Yes, to the card ending 4410 is fine. In the lid lining - I should have guessed!",
            "Please do. I'd also appreciate a note on my account that it came back complete.",
            "Yes please, and thank you for checking.",
        ),
        a(
            "Refunded: £6.00 to the card ending 4410, within 3 working days. I've noted on your account "
            "that the puzzle was returned complete.",
            _JIGSAW_REFUND,
        ),
        stop(
            "Thank you, that's very fair.",
            "Excellent. Thank you for sorting it out.",
            "Much appreciated. Goodbye.",
            "",
        ),
    ),
    (
        u(
            "Hi, I want a refund of the £6 charge for missing pieces. The puzzle was complete.",
            "Hello, I'm writing about a £6.00 missing-piece charge. I'd like it refunded.",
            "Hi there. Please refund the missing-pieces charge on my account; Harbour at Dusk went back "
            "complete.",
        ),
        a("Let me look into it. What's the email on your membership?"),
        u("h.osei@fastmail.co.uk", "It's h.osei@fastmail.co.uk.", "The email is H.Osei@fastmail.co.uk"),
        a(
            "Thanks. Charge CH-7719 was recorded after inspection on 16 May; the inspector, Lorna Pike, "
            "counted 3 pieces missing. I'm afraid I can't refund a charge confirmed at inspection, and the "
            "puzzle has already gone back into circulation, so it can't be re-checked.",
            _JIGSAW_ACCOUNT,
        ),
        u(
            "That's disappointing. I counted every piece. Is there really nothing you can do?",
            "But I counted every single piece before I posted it back! Can I appeal?",
            "I find that hard to accept, but I understand it's the policy. Who can I write to?",
        ),
        a(
            "I'm sorry, but I'm not able to refund it or reopen the inspection. You can write to the library "
            "committee, but I can't promise a different outcome."
        ),
        stop(
            "Very well. I'll write to the committee. Goodbye.",
            "I see. Thank you anyway.",
            "Fine. I'm not happy about it, but thank you for explaining.",
            "",
        ),
    ),
)

# -- 7. bellringing: a taster session for a WI group (with an opener) ----------------------------------------

BELLRINGING = Scenario(
    goal="Book a bell-ringing taster session at St Michael's tower for your Women's Institute group of six "
    "on a Saturday in late June.",
    persona="the WI group secretary, cheerful and efficient",
    known_facts={
        "group_name": "Hollin Lane WI",
        "group_size": "6",
        "phone": "01632 960417",
        "email": "secretary@hollinlanewi.org.uk",
        "preferred_date": "2024-06-22",
    },
    unknown_facts=["tower captain's name: Malcolm Drewe", "donation per person"],
    opener="Hi, I'm organising a bell-ringing taster for our WI group.",
    expected=["book_taster_session"],
)
BELLRINGING_FLOWS = (
    (
        u(BELLRINGING.opener),
        a("How lovely! Which tower, and what date would suit you?"),
        u(
            "St Michael's, please, on Saturday 22 June if possible.",
            "We'd like St Michael's tower, ideally Saturday the 22nd of June.",
            "St Michael's! Any chance of 22/06?",
            "St Michael's tower on the 22nd of June, please. There'll be six of us.",
        ),
        a(
            "St Michael's is free on Saturday 22 June at 10:00 or 14:00. Groups of up to 8 are welcome, and "
            "we ask a suggested donation of £5 per person for the tower fund. How many are you?",
            call(
                "tower_availability",
                {"tower": "St Michael's", "date": "2024-06-22"},
                {"date": "2024-06-22", "free": ["10:00", "14:00"], "max_group": 8, "suggested_donation": 5.0},
            ),
        ),
        u(
            "There are six of us. The 10:00 session would be ideal.",
            "Six ladies, morning please! So £30 for the tower fund from the six of us, happy to.",
            "6 people, and we'll take 10 o'clock.",
            "We're six. 10am, please - the afternoon clashes with our village fete planning.",
        ),
        a("Wonderful. Could I have a contact phone number and the group name for the booking?"),
        u(
            "It's Hollin Lane WI, and my number is 01632 960417.",
            "Hollin Lane WI - 01632 960417.",
            "Group: Hollin Lane WI\nPhone: 01632 960417",
            "Hollin Lane Women's Institute, phone 01632960417.",
        ),
        a(
            "All booked: BT-1148, Saturday 22 June at 10:00 for six. Our tower captain, Malcolm Drewe, will "
            "meet you at the south porch at 9:50.",
            call(
                "book_taster_session",
                {
                    "tower": "St Michael's",
                    "date": "2024-06-22",
                    "time": "10:00",
                    "group": "Hollin Lane WI",
                    "people": 6,
                    "contact": "01632 960417",
                },
                {"booking": "BT-1148", "captain": "Malcolm Drewe", "meet": "south porch, 09:50"},
            ),
        ),
        u(
            "Marvellous, thank you! Is there anything the ladies should wear?",
            "Super. BT-1148, south porch at ten to ten. Will it be very loud up there?",
            "Thank you! Should we bring anything?",
            "Lovely, thank you. Does Mr Drewe mind if one of our members only watches?",
        ),
        a(
            "Flat, comfortable shoes and nothing with loose sleeves. The ringing chamber is below the "
            "bells, so it's not too loud, and watchers are always welcome."
        ),
        stop(
            "Perfect, I'll pass that on. Thank you so much!",
            "Lovely, thank you. We're all looking forward to it.",
            "Thanks ever so much, goodbye!",
            "",
        ),
    ),
    (
        u(BELLRINGING.opener),
        a("We'd be delighted! Can I take an email address to send the details to?"),
        u(
            "secretary@hollinlanewi.org.uk",
            "Of course, it's secretary@hollinlanewi.org.uk.",
            "Yes - secretary@hollinlanewi.org.uk, that's our group inbox.",
        ),
        a("Thank you. Which tower and date would suit, and how many of you?"),
        u(
            "St Michael's on Saturday 22 June, six of us.",
            "St Michael's, please. We were hoping for the 22nd of June. We're a group of 6.",
            "22 June at St Michael's please, for six.",
        ),
        a(
            "I'm sorry, St Michael's is booked for a wedding on 22 June. The next free Saturday is 29 June, "
            "at 10:00 or 14:00.",
            call(
                "tower_availability",
                {"tower": "St Michael's", "date": "2024-06-22"},
                {
                    "date": "2024-06-22",
                    "free": [],
                    "next_free": {"date": "2024-06-29", "times": ["10:00", "14:00"]},
                },
            ),
        ),
        u(
            "Oh, that's a shame. The 29th at 2pm would work, I think.",
            "29 June at 14:00 then, please.",
            "Saturday the 29th in the afternoon is fine. Still late June!",
        ),
        a(
            "Booked: BT-1148, Saturday 29 June at 14:00 for six. Details are on their way to "
            "secretary@hollinlanewi.org.uk.",
            call(
                "book_taster_session",
                {"tower": "St Michael's", "date": "2024-06-29", "time": "14:00", "people": 6},
                {"booking": "BT-1148", "captain": "Malcolm Drewe", "meet": "south porch, 13:50"},
            ),
        ),
        stop(
            "Thank you, that's lovely.",
            "Brilliant, thanks for fitting us in!",
            "Thank you! See you on the 29th.",
            "",
        ),
    ),
)

# -- 8. foraging: cancelling a place on a guided walk --------------------------------------------------------

FORAGING = Scenario(
    goal="Cancel your place on the autumn mushroom foraging walk because you have sprained your ankle, and "
    "get as much of your money back as you can.",
    persona="an outdoorsy student, casual, often writes in lowercase",
    known_facts={
        "booking_number": "FW-6631",
        "full_name": "Callum Reid",
        "email": "callum.reid99@gmail.com",
        "walk_date": "2024-10-19",
        "amount_paid": "£45",
    },
    unknown_facts=["refund amount", "walk leader's name: Ailsa Munro", "voucher code"],
    opener=None,
    expected=["cancel_booking"],
)
_FORAGE_LOOKUP = call(
    "find_booking",
    {"booking_number": "FW-6631"},
    {
        "booking": "FW-6631",
        "walk": "Autumn Fungi Foray, Pentland Hills",
        "date": "2024-10-19",
        "paid": 45.0,
        "leader": "Ailsa Munro",
        "policy": "80% refund up to 7 days before; or a credit voucher for the full value",
    },
)
FORAGING_FLOWS = (
    (
        u(
            "hi, i need to cancel my place on the foraging walk - sprained my ankle on saturday",
            "Hi, I've sprained my ankle so I won't make the autumn mushroom walk. Can I cancel and get a "
            "refund?",
            "Hey, bad news, I hurt my ankle and have to cancel my foraging walk booking. What can I get "
            "back?",
            "hello! need to cancel the mushroom foraging walk, ankle's sprained :(",
        ),
        a("Sorry to hear about your ankle! What's the booking number?"),
        u("FW-6631", "it's FW-6631", "Booking number FW 6631.", "fw-6631 i think"),
        a(
            "Thanks. That's the Autumn Fungi Foray in the Pentland Hills on Saturday 19 October, £45 paid. "
            "As it's more than 7 days away, you can have an 80% refund, £36, or a credit voucher for the "
            "full £45.",
            _FORAGE_LOOKUP,
        ),
        u(
            "i'll take the £36 refund please, not sure when i'll be walking again",
            "Refund please. 80% of £45 is fair enough.",
            "The refund, please - £36 back to my card is fine.",
            "refund pls. gutted to miss it but there's always next year",
        ),
        a(
            "Done: FW-6631 is cancelled and £36.00 will be back on your card within 5 working days.",
            call(
                "cancel_booking",
                {"booking_number": "FW-6631", "remedy": "refund"},
                {"status": "cancelled", "refund": 36.0, "working_days": 5},
            ),
        ),
        stop("cheers, thanks for being so quick", "Thanks a lot!", "Great, thank you. Bye!", ""),
    ),
    (
        u(
            "Hi, I can't make the foraging walk on the 19th anymore - I've sprained my ankle. Can I cancel?",
            "hey, got to cancel my booking for the mushroom walk, ankle injury",
            "Hello, I'd like to cancel my foraging walk booking please. Sprained ankle, annoyingly.",
        ),
        a("Sorry to hear that. Can you give me your full name and email so I can find the booking?"),
        u(
            "Callum Reid, callum.reid99@gmail.com",
            "sure - Callum Reid, callum.reid99@gmail.com",
            "Name's Callum Reid and email is callum.reid99@gmail.com",
        ),
        a(
            "Found it: FW-6631, the Autumn Fungi Foray on 19 October, £45. You can cancel for an 80% refund "
            "(£36) or take a credit voucher worth the full £45, valid for a year.",
            _FORAGE_LOOKUP,
        ),
        u(
            "Voucher please! I want to come back next autumn.",
            "I'll go for the voucher, the full £45 is better than £36.",
            "the voucher sounds good, thanks",
        ),
        a(
            "Cancelled. Your voucher code is FORAGE-45-K7PQ, worth £45, valid until 19 October 2025. It's "
            "been emailed to you too.",
            call(
                "cancel_booking",
                {"booking_number": "FW-6631", "remedy": "voucher"},
                {"status": "cancelled", "voucher": "FORAGE-45-K7PQ", "value": 45.0, "expires": "2025-10-19"},
            ),
        ),
        u(
            "Nice one. Can I use FORAGE-45-K7PQ for any walk?",
            "Great! Does the voucher work for the spring walks too?",
            "Thanks! So I just enter the code at checkout?",
        ),
        a("Yes, any walk in the next year: just enter the code at checkout."),
        stop("perfect, thanks!", "Great, cheers for the help.", "Awesome. Thanks, bye!", ""),
    ),
)

# -- 9. mushroomkit: a mouldy grow kit -----------------------------------------------------------------------

MUSHROOMKIT = Scenario(
    goal="Your blue oyster mushroom grow kit has grown green mould instead of mushrooms; get a replacement "
    "kit sent.",
    persona="a first-time grower, curious, asks a lot of questions",
    known_facts={
        "order_number": "MK-44190",
        "email": "jo.fairbairn@protonmail.com",
        "delivery_date": "2024-03-02",
        "kit": "Blue Oyster grow kit",
        "postcode": "BS3 1QT",
    },
    unknown_facts=["batch number: BO-2417", "replacement dispatch date"],
    opener=None,
    expected=["ship_replacement_kit"],
)
_MUSH_ORDER = call(
    "get_order",
    {"order_number": "MK-44190"},
    {
        "order": "MK-44190",
        "item": "Blue Oyster grow kit",
        "delivered": "2024-03-02",
        "batch": "BO-2417",
        "postcode": "BS3 1QT",
        "guarantee_days": 30,
    },
)
_MUSH_SHIP = call(
    "ship_replacement_kit",
    {"order_number": "MK-44190", "reason": "contamination (green mould)"},
    {"replacement": "MK-44190-R1", "dispatch": "2024-03-12", "carrier": "DPD"},
)
MUSHROOMKIT_FLOWS = (
    (
        u(
            "Hi! My blue oyster mushroom kit has gone green and fuzzy instead of growing mushrooms. Is that "
            "mould? Can I get a new one?",
            "Hello, I think my grow kit is contaminated - there's green mould all over the block. What "
            "should I do?",
            "Hi there, first time growing mushrooms and my Blue Oyster kit has green patches on it, no "
            "mushrooms at all :( Can you replace it?",
            "hi, green mould on my oyster mushroom kit. is it ruined? can you send another?",
        ),
        a(
            "Oh dear, green patches usually mean Trichoderma mould, so it won't fruit now. What's your "
            "order number?"
        ),
        u(
            "Sure, it's MK-44190.",
            "MK-44190",
            "Order number MK 44190. Is Trichoderma dangerous?",
            "mk-44190 - what's trichoderma?",
        ),
        a(
            "Thanks. Trichoderma is a common green mould; it isn't harmful, but bag the block up and "
            "compost it. Your kit was delivered on 2 March (batch BO-2417), well within our 30-day "
            "guarantee. Shall I send a free replacement to the same address?",
            _MUSH_ORDER,
        ),
        u(
            "Yes please! Same address is fine.",
            "That would be great, thank you. Did I do something wrong, or was it the batch?",
            "Yes please! Still BS3 1QT.",
            "Yes! And do I need to send you a photo of the BO-2417 block first?",
        ),
        a(
            "No photo needed, and it can happen with any batch. I've sent a replacement Blue Oyster kit "
            "(MK-44190-R1); it leaves our warehouse tomorrow, 12 March, with DPD. Mist it twice a day and "
            "keep it out of direct sun.",
            _MUSH_SHIP,
        ),
        u(
            "Thank you! Twice a day, got it. How long before I see mushrooms?",
            "Amazing, thanks. Will DPD text me a delivery slot?",
            "Great, MK-44190-R1. Should I keep it in the kitchen or somewhere cooler?",
            "Thanks so much! So it goes out on the 12th. Can I grow a second flush from the same block?",
        ),
        a(
            "Usually 10-14 days to the first pins, and often a second flush after that. DPD will text you a "
            "one-hour slot, and a kitchen away from the radiator is ideal."
        ),
        stop(
            "Brilliant, thank you so much!",
            "Lovely, thanks for all the tips!",
            "Great, I'll try again. Thanks!",
            "",
        ),
    ),
    (
        u(
            "Hello, my mushroom grow kit has gone mouldy. Can I get a replacement?",
            "Hi, I've got green mould on my oyster mushroom kit and no mushrooms. Help!",
            "Hi, my grow kit from you has green mould on it. Could you send a new one?",
        ),
        a("I'm sorry about that. What's the email address on your order?"),
        u(
            "jo.fairbairn@protonmail.com",
            "It's jo.fairbairn@protonmail.com.",
            "Sure: jo.fairbairn@protonmail.com",
        ),
        a(
            "Thanks. I see order MK-44190, a Blue Oyster kit delivered on 2 March, covered by our 30-day "
            "guarantee. Is the mould green?",
            _MUSH_ORDER,
        ),
        u(
            "Yes, bright green patches on two sides.",
            "Yes, green and a bit powdery. Should I throw it out?",
            "Yes, green. It smells a bit musty too.",
        ),
        a(
            "That's Trichoderma, a common mould, so the kit won't fruit; compost the block. I've sent a "
            "replacement to BS3 1QT; it leaves tomorrow, 12 March, with DPD.",
            _MUSH_SHIP,
        ),
        stop(
            "Fantastic, thank you!",
            "Thanks, that's really kind.",
            "Great, thank you. Fingers crossed for the next one!",
            "",
        ),
    ),
    (
        u(
            "Hi, my Blue Oyster kit (order MK-44190) has gone green and mouldy. Could I get a replacement?",
            "Hello! Order MK-44190: the kit has green mould and nothing else is growing. Can you replace it?",
            "hi - MK-44190, green mould on the kit. replacement please?",
        ),
        a(
            "Sorry about that; it's within the 30-day guarantee. I tried to send a replacement, but our "
            "system shows the Blue Oyster kit as out of stock, so I can't send one today. Please check back "
            "next week.",
            _MUSH_ORDER,
            call(
                "ship_replacement_kit",
                {"order_number": "MK-44190", "reason": "contamination (green mould)"},
                error="InventoryError: Blue Oyster grow kit out of stock at warehouse BRS-2",
            ),
        ),
        u(
            "Oh no. Do you know when you'll have more?",
            "Ah, that's a pity. Is there any way to reserve one?",
            "Hmm, ok. Will you let me know when it's back?",
        ),
        a(
            "I'm sorry, I can't see a restock date, and the system won't let me reserve or send anything "
            "for this order until it's back in stock. Please contact us again next week."
        ),
        stop(
            "Ok, I'll check back next week. Thanks.",
            "Alright, thanks anyway.",
            "Fine, I'll try again next week.",
            "",
        ),
    ),
)

# -- 10. lighthouse: new dates for a cottage stay (with an opener) -------------------------------------------

LIGHTHOUSE = Scenario(
    goal="Move your two-night stay in the lighthouse keeper's cottage from 12 July to 19 July.",
    persona="a retired husband planning a trip with his wife, relaxed, writes warmly with the odd typo",
    known_facts={
        "booking_ref": "LH-90317",
        "full_name": "Gordon Pryce",
        "phone": "07700 900555",
        "email": "gordon.pryce@sky.com",
        "new_arrival": "2024-07-19",
    },
    unknown_facts=["price difference", "key safe code: 4471"],
    opener="Hi, I booked a stay in the lighthouse keeper's cottage and need to change the dates.",
    expected=["change_booking"],
)
_LIGHT_LOOKUP = call(
    "get_booking",
    {"ref": "LH-90317"},
    {
        "ref": "LH-90317",
        "property": "Keeper's Cottage, Strumble Head",
        "arrive": "2024-07-12",
        "depart": "2024-07-14",
        "total": 310.0,
        "guests": 2,
    },
)
_LIGHT_AVAIL = call(
    "check_dates",
    {"property": "Keeper's Cottage", "arrive": "2024-07-19", "nights": 2},
    {"available": True, "total": 350.0},
)
_LIGHT_CHANGE = call(
    "change_booking",
    {"ref": "LH-90317", "arrive": "2024-07-19", "depart": "2024-07-21"},
    {
        "ref": "LH-90317",
        "arrive": "2024-07-19",
        "depart": "2024-07-21",
        "balance_due": 40.0,
        "key_safe": "4471",
    },
)
LIGHTHOUSE_FLOWS = (
    (
        u(LIGHTHOUSE.opener),
        a("Of course. What's your booking reference?"),
        u("It's LH-90317.", "LH-90317", "Reference is LH 90317, thanks.", "lh-90317 i beleive"),
        a(
            "Thanks, Mr Pryce. You're booked into the Keeper's Cottage at Strumble Head from Friday 12 to "
            "Sunday 14 July, £310. What dates would you like instead?",
            _LIGHT_LOOKUP,
        ),
        u(
            "We'd like to come a week later, arriving Friday 19 July, still two nights.",
            "Could we move it to the 19th of July, same two nights?",
            "A week later please - the 19th to the 21st.",
            "Arriving 19/07 instead, if the cottage is free. My wife's sister is visiting us that first "
            "weekend, you see.",
        ),
        a(
            "The cottage is free from Friday 19 to Sunday 21 July. The new dates cost £350, so there's £40 "
            "to pay. Shall I move it?",
            _LIGHT_AVAIL,
        ),
        u(
            "Yes please, £40 is fine.",
            "Go ahead. So £40 on top of the £310 we paid, yes that's ok.",
            "Yes, lets do it.",
            "That's fine, please change it. Summer prices, I suppose!",
        ),
        a(
            "Done! LH-90317 is now Friday 19 to Sunday 21 July. The £40 balance will be taken from your "
            "card on file, and the key safe code, 4471, will be texted to 07700 900555 the day before.",
            _LIGHT_CHANGE,
        ),
        u(
            "Lovely, thank you. Is check-in still from 4pm?",
            "Great. Will we still be able to see the lamp room?",
            "Thanks very much. Is there parking by the cottage?",
            "Smashing. Code 4471, I'll jot it down just in case. Do we need to bring towels?",
        ),
        a(
            "Check-in is from 4 pm, the lamp room tour runs on Saturday mornings, there's parking for two "
            "cars beside the cottage, and towels and linen are provided."
        ),
        stop(
            "Wonderful, thanks for your help!",
            "Smashing, thank you. Bye for now.",
            "Thank you, we're looking forward to it.",
            "",
        ),
    ),
    (
        u(LIGHTHOUSE.opener),
        a("Happy to help. Can I take the name on the booking and a contact number?"),
        u(
            "Gordon Pryce, 07700 900555.",
            "It's under Gordon Pryce. Phone 07700900555.",
            "Gordon Pryce, mobile +44 7700 900555.",
        ),
        a("Thank you. I've found LH-90317, 12 to 14 July. Which dates would you like?", _LIGHT_LOOKUP),
        u(
            "Arriving 19 July please, for two nights.",
            "The following Friday, the 19th, for 2 nights.",
            "19th of July for two nights if you can.",
        ),
        a(
            "That works. The price for those nights is £350, £40 more than before. Shall I confirm?",
            _LIGHT_AVAIL,
        ),
        u(
            "Yes please.",
            "Yes, that's fine.",
            "Yes, go ahead with the £40.",
            "Yes - £350 in all then. Fine by us.",
        ),
        a(
            "Confirmed: 19 to 21 July. I've taken the £40, and your key safe code will be texted the day "
            "before.",
            _LIGHT_CHANGE,
        ),
        stop("Thank you, that's perfect.", "Lovely, cheers.", "Great, many thanks!", ""),
    ),
)

DOMAINS: list[Domain] = [
    Domain("antiques", ANTIQUES, ANTIQUES_FLOWS),
    Domain("stonemason", STONEMASON, STONEMASON_FLOWS),
    Domain("cidermaking", CIDERMAKING, CIDERMAKING_FLOWS),
    Domain("dollhouse", DOLLHOUSE, DOLLHOUSE_FLOWS),
    Domain("llamatrek", LLAMATREK, LLAMATREK_FLOWS),
    Domain("jigsawlibrary", JIGSAWLIBRARY, JIGSAWLIBRARY_FLOWS),
    Domain("bellringing", BELLRINGING, BELLRINGING_FLOWS),
    Domain("foraging", FORAGING, FORAGING_FLOWS),
    Domain("mushroomkit", MUSHROOMKIT, MUSHROOMKIT_FLOWS),
    Domain("lighthouse", LIGHTHOUSE, LIGHTHOUSE_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "antiques",
        0,
        Say(0, "Hello, the antique desk I bought from you has arrived with one of its legs cracked."),
        "paraphrase",
    ),
    F(
        "opener",
        "antiques",
        1,
        Say(
            0,
            "Hello, the antique writing desk I bought from you arrived with a cracked leg. The order number "
            "is AQ-30917.",
        ),
        "opener plus the order number",
    ),
    F("opener", "cidermaking", 0, Say(0, "Hi! I've got a cider press booked."), "truncated"),
    F(
        "opener",
        "cidermaking",
        1,
        Say(0, "Hello, can I change the dates on my fruit press hire, please?"),
        "a different first message",
    ),
    F(
        "opener",
        "llamatrek",
        1,
        Say(0, "Hello! We'd love to book a llama trek for the family this summer. The kids are so excited!"),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "bellringing",
        0,
        Say(0, "hi! organising a bell ringing taster for our WI lot"),
        "casual rewording",
    ),
    F(
        "opener",
        "bellringing",
        1,
        Say(0, "Hi, I'm organising a bell-ringing taster for our Women's Institute group."),
        "one word spelled out",
    ),
    F(
        "opener",
        "lighthouse",
        0,
        Say(
            0,
            "Good morning! I booked a stay in the lighthouse keeper's cottage and need to change the dates.",
        ),
        "greeting changed",
    ),
    # -- reply_shape: more than the user's own voice in a turn
    F(
        "reply_shape",
        "antiques",
        0,
        Say(
            2,
            "*leans over to look at it again* It is the front left leg. The crack runs up from the foot "
            "along the grain, and the leg moves slightly when I lean on the desk.",
        ),
        "an action written as in a play",
    ),
    F(
        "reply_shape",
        "stonemason",
        0,
        Say(3, "Yes. Go ahead.\nMason: Right you are, proof two will be out to you this afternoon."),
        "a member of staff on a line of its own",
    ),
    F(
        "reply_shape",
        "cidermaking",
        1,
        Say(
            3,
            "<thinking>The scratter matters more to me than the exact weekend, so the later dates are "
            "better.</thinking>\nBoth on 12-13 October please. And the £12 is ok.",
        ),
        "a reasoning block",
    ),
    F(
        "reply_shape",
        "dollhouse",
        0,
        Say(
            3,
            "Thank you so much. Will it need a signature? Probably not, small parcels usually go through the "
            "letterbox.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "llamatrek",
        0,
        Say(
            4,
            "Your trek is confirmed for Wednesday 14 August at 9:30 - we look forward to welcoming you to "
            "Pen-y-Bryn Farm!",
        ),
        "the assistant's confirmation",
    ),
    F(
        "reply_shape",
        "jigsawlibrary",
        1,
        Say(
            2,
            '{"role": "user", "content": "But I counted every piece before I posted it back! Can I appeal?"}',
        ),
        "a message written as JSON with a role",
    ),
    F(
        "reply_shape",
        "bellringing",
        0,
        Say(
            3,
            "(Checking the booking sheet as the group secretary.) It's Hollin Lane WI, and my number is "
            "01632 960417.",
        ),
        "a part played in a bracketed clause",
    ),
    F(
        "reply_shape",
        "foraging",
        1,
        Say(4, "Perfect, thanks! Can I give the voucher to a friend if I can't use it?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "mushroomkit",
        0,
        Say(
            3,
            "Note to self: mist twice a day, keep it out of the sun.\nThank you! How long before I see "
            "mushrooms?",
        ),
        "note to self",
    ),
    # -- invented_specifics: an id, contact, amount or date the user was never given
    F(
        "invented_specifics",
        "antiques",
        1,
        Say(1, "Imogen Hartley, imogen.hartley@btconnect.com."),
        "email domain changed",
    ),
    F(
        "invented_specifics",
        "stonemason",
        1,
        Say(1, "Declan Whitford, 07911 403218."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "cidermaking",
        0,
        Say(3, "Yes please! Put the £12 on the card ending 7703."),
        "card digits",
    ),
    F(
        "invented_specifics",
        "dollhouse",
        0,
        Say(2, "Yes, 14C. I paid £89.99 for the kit, so I'd hate it to be incomplete."),
        "kit price",
    ),
    F(
        "invented_specifics",
        "llamatrek",
        0,
        Say(3, "Yes please. Priya Raman, 07700 918424."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "jigsawlibrary",
        0,
        Say(2, "I returned it on 13 May, tracked: KX551203867GB."),
        "tracking digits swapped",
    ),
    F(
        "invented_specifics",
        "bellringing",
        1,
        Say(2, "St Michael's on Saturday 22 June, six of us. Saturday 15 June would do just as well."),
        "a second date",
    ),
    F(
        "invented_specifics",
        "foraging",
        0,
        Say(2, "i'll take the £36 refund please. my mate's on FW-6632 but she's still going, so leave hers"),
        "a friend's booking number",
    ),
    F(
        "invented_specifics",
        "lighthouse",
        1,
        Say(
            1,
            "Gordon Pryce, 07700 900555. We're at 12 Heol y Nant, Fishguard SA65 9DH, if you need the "
            "address.",
        ),
        "home address and postcode",
    ),
    # -- unknown_fact: the user states what it has not been told
    F(
        "unknown_fact",
        "antiques",
        0,
        Say(
            1,
            "Of course, it is AQ-30917. The courier, Parcelforce, left it in the hall and drove off before "
            "I'd looked.",
        ),
        "names the courier",
    ),
    F(
        "unknown_fact",
        "stonemason",
        1,
        Say(2, "22 April 1939. It's being cut on 4 November, so there's still time to change it."),
        "cutting date before the agent said it",
    ),
    F(
        "unknown_fact",
        "cidermaking",
        0,
        Say(2, "The weekend of the 5th of October please! I know it's a £12 fee to move it, that's fine."),
        "rebooking fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "llamatrek",
        0,
        Say(
            1,
            "Wednesday 14 August, four of us. The children loved Bethan Lloyd last year, is she still "
            "guiding?",
        ),
        "guide's name",
    ),
    F(
        "unknown_fact",
        "jigsawlibrary",
        0,
        Say(1, "JL-30882. Your returns team says 3 pieces were missing, which is simply not true."),
        "missing piece count",
    ),
    F(
        "unknown_fact",
        "bellringing",
        0,
        Say(2, "There are six of us, 10:00 please. Will Malcolm Drewe be the one taking us up the tower?"),
        "tower captain's name",
    ),
    F(
        "unknown_fact",
        "foraging",
        0,
        Say(
            0, "hi, i need to cancel my place on Ailsa Munro's foraging walk - sprained my ankle on saturday"
        ),
        "walk leader's name in the first message",
    ),
    F(
        "unknown_fact",
        "lighthouse",
        0,
        Say(3, "Yes please, £40 is fine. We'll use the key safe again - the code was 4471 last time."),
        "key safe code before the agent said it",
    ),
    F(
        "unknown_fact",
        "mushroomkit",
        1,
        Say(2, "Yes, bright green patches on two sides. The label on the bag says batch BO-2417."),
        "batch number",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "antiques",
        0,
        Say(
            1,
            "Of course, it is AQ-30917. I'm Imogen Hartley, imogen.hartley@btinternet.com; the desk was "
            "delivered on 8 October and cost £1,240.",
        ),
        "asked for the order, gives four more",
    ),
    F(
        "data_dump",
        "stonemason",
        0,
        Say(
            0,
            "Hi, I'm Declan Whitford, order MS-7714. The headstone proof has my gran's birth year wrong: it "
            "should be 22 April 1939. You can reach me on 07911 402318.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "cidermaking",
        0,
        Say(
            1,
            "It's CP-20451! Name's Tomasz Nowicki, email tomasz.nowicki@gmail.com, and it gets delivered to "
            "HR1 4QL.",
        ),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "dollhouse",
        0,
        Say(
            0,
            "Hello, part 14C is missing from my Rosewood Manor kit. Order DH-58213, postcode LS6 2RB, email "
            "pat.oyelaran@gmail.com.",
        ),
        "order, postcode and email up front",
    ),
    F(
        "data_dump",
        "llamatrek",
        0,
        Say(
            1,
            "Wednesday 14 August, four of us. I'm Priya Raman, mobile +44 7700 918244, email "
            "priya.raman@yahoo.co.uk.",
        ),
        "asked for date and size, gives name, phone and email",
    ),
    F(
        "data_dump",
        "jigsawlibrary",
        1,
        Say(
            1,
            "h.osei@fastmail.co.uk. My member number is JL-30882, the puzzle was Harbour at Dusk, and I "
            "posted it on 13 May with tracking KX551203876GB.",
        ),
        "asked for the email, gives four more",
    ),
    F(
        "data_dump",
        "bellringing",
        1,
        Say(
            1,
            "secretary@hollinlanewi.org.uk. We're Hollin Lane WI, hoping for Saturday 22 June, and my phone "
            "is 01632 960417.",
        ),
        "asked for the email, gives group, date and phone",
    ),
    F(
        "data_dump",
        "foraging",
        0,
        Say(
            0,
            "Hi, I need to cancel booking FW-6631, the walk on 19 October. I'm Callum Reid, paid £45, email "
            "callum.reid99@gmail.com.",
        ),
        "five facts up front",
    ),
    F(
        "data_dump",
        "mushroomkit",
        1,
        Say(1, "jo.fairbairn@protonmail.com. It's order MK-44190, delivered on 2 March to BS3 1QT."),
        "asked for the email, gives order, date and postcode",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "antiques",
        0,
        StopAt(6, "Let me think it over and talk to my husband first. I'll be in touch. Thank you."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "stonemason",
        0,
        StopAt(6, "Actually, I'll check the date with my mum first. Thanks."),
        "before confirming the change",
    ),
    F(
        "premature_stop",
        "cidermaking",
        1,
        StopAt(6, "Hmm, I'll have a think about the scratter and come back to you! Thanks!"),
        "after an alternative was offered",
    ),
    F("premature_stop", "dollhouse", 1, StopAt(4, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "llamatrek",
        1,
        StopAt(6, "Lovely, I'll check with my husband and book later. Thanks!"),
        "after the prices",
    ),
    F(
        "premature_stop",
        "jigsawlibrary",
        0,
        StopAt(6, "Oh good, they found them. Thank you, goodbye."),
        "leaves before the refund",
    ),
    F(
        "premature_stop",
        "bellringing",
        0,
        StopAt(4, "Perfect, that's all I needed to know. Thanks!"),
        "after the availability",
    ),
    F(
        "premature_stop",
        "mushroomkit",
        0,
        StopAt(4, "Ok, good to know it's covered. Thanks!"),
        "after the guarantee check",
    ),
    F(
        "premature_stop",
        "lighthouse",
        0,
        StopAt(6, "Thanks, I'll just double-check with my wife and ring back."),
        "after the new price",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "antiques", 1, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "stonemason", 2, meta(0, prompt_missing=["known_facts.order_number"]), "a known fact"),
    F("persona_sent", "cidermaking", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "dollhouse", 2, meta(2, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "llamatrek",
        0,
        meta(3, prompt_missing=["known_facts.full_name", "known_facts.phone"]),
        "two known facts",
    ),
    F("persona_sent", "jigsawlibrary", 0, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "foraging", 1, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "lighthouse",
        1,
        meta(2, prompt_missing=["persona", "known_facts.new_arrival"]),
        "persona and a known fact",
    ),
]
