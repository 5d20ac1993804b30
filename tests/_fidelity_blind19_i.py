"""Blind set 19, part I: ten hand-written customer-service scenarios and 61 seeded faults for the
fidelity guards.

Written by a helper session before any run of the guards and without reading their implementation. What was
read: the "Simulator fidelity: guards, faults, valid trials" section of ``docs/guides/simulate.md`` (up to
"Statistics over valid trials"), the docstring of ``check_fidelity``, the framework (``Say``, ``StopAt``,
``meta``, ``Fault``, ``build``) and the first set's ``FAULTS`` in ``tests/_fidelity_blind.py``, the step
helpers (``u``, ``a``, ``call``, ``stop``, ``Domain``) and the first domains of
``tests/_fidelity_blind_domains.py``, and the ``Case`` entry format near the top of
``tests/_fidelity_corpus.py``. No guard was called and no fidelity test was run while writing it; the only
thing run was a well-formedness check that builds the conversations without calling a guard.

The ten scenarios: booking two places on a beginners' stilt-walking workshop (stiltwalking, with an opener), a
refund for a charity abseil cancelled by high winds (abseiling; one flow ends on a failed refund), moving a
private first-dance lesson to the weekend (ballroom), online bingo winnings that never reached the balance
(bingo, with an opener; one flow ends on a refusal), a new delivery address for a hand-forged garden gate
(blacksmith), booking a colliery brass band for a village fete (brassband, with an opener), cancelling a
guided caving trip after a sprained ankle (caving), a warranty repair with home collection for a longcase
clock (clockrepair, with an opener), a block of junior lessons at a dry ski slope (dryskislope; one flow ends
on a refusal) and a replacement for polo shirts embroidered in the wrong thread colour (embroidery, with an
opener; one flow ends on a failed write).

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

# -- 1. stilt-walking workshop (with an opener) --------------------------------------------------------------

STILTS = Scenario(
    goal="Book two places on the beginners' stilt-walking workshop on Saturday 14 June, one for you and one "
    "for your friend Tom Ashby.",
    persona="a primary-school teacher in her thirties trying a new hobby; chatty, a little nervous about "
    "heights",
    known_facts={
        "member_number": "HS-20417",
        "email": "priya.raman@mailbox.org",
        "phone": "07841 226503",
        "friend_name": "Tom Ashby",
        "height": "165 cm",
    },
    unknown_facts=["instructor's name: Delphine Okoro", "workshop price", "kit deposit: £20"],
    opener="Hi! I'd like to book two places on your beginners' stilt-walking workshop.",
    expected=["book_workshop"],
)
_STILT_OPENER = "Hi! I'd like to book two places on your beginners' stilt-walking workshop."
_STILT_MEMBER = {
    "member": "HS-20417",
    "name": "Priya Raman",
    "email": "priya.raman@mailbox.org",
    "status": "active",
}
_STILT_SESSIONS = call(
    "list_workshops",
    {"level": "beginner", "from": "2025-06-01"},
    {
        "workshops": [
            {"id": "WS-0614", "date": "2025-06-14", "time": "10:00-13:00", "places_left": 4, "price": 38.0},
            {"id": "WS-0628", "date": "2025-06-28", "time": "10:00-13:00", "places_left": 9, "price": 38.0},
        ]
    },
)
_STILT_BOOK = call(
    "book_workshop",
    {"workshop_id": "WS-0614", "member_number": "HS-20417", "attendees": ["Priya Raman", "Tom Ashby"]},
    {
        "booking_ref": "HSB-55190",
        "total": 76.0,
        "instructor": "Delphine Okoro",
        "kit_deposit_each": 20.0,
        "status": "booked",
    },
)
STILTS_FLOWS = (
    (
        u(_STILT_OPENER),
        a("Lovely! Are you already a member with us? If so, what's your member number?"),
        u(
            "Yes, I am - it's HS-20417.",
            "Member number HS-20417 :)",
            "yes! hs-20417",
            "I think so - my card says HS 20417.",
        ),
        a(
            "Thanks Priya, I've found your membership. The next beginners' workshops are Saturday 14 June "
            "and Saturday 28 June, both 10:00 to 13:00, at £38 per person. The 14th has 4 places left. Which "
            "date, and what's the second person's name?",
            call("find_member", {"member_number": "HS-20417"}, _STILT_MEMBER),
            _STILT_SESSIONS,
        ),
        u(
            "The 14th please! The second place is for my friend Tom Ashby.",
            "Saturday 14 June, please - for me and Tom Ashby. So that's £76 for the two of us?",
            "14th June is perfect. Other person: Tom Ashby (he's even more nervous than me haha)",
            "June 14 please, me plus Tom Ashby. Do we need any experience at all?",
            "Sat 14/06 pls! It's me and my friend Tom Ashby.",
        ),
        a(
            "No experience needed at all, and £38 each it is. To set up your stilts, could you tell me your "
            "height? We'll measure Tom on the day."
        ),
        u(
            "I'm 165 cm.",
            "165cm, so not very tall!",
            "About 165 cm.",
            "I'm 165 cm - is that ok for the adult stilts?",
        ),
        a(
            "Perfect. You're both booked on the beginners' workshop on Saturday 14 June, 10:00-13:00, "
            "reference HSB-55190. The total is £76, and there's a £20 refundable kit deposit each, paid on "
            "the day. Your instructor will be Delphine Okoro.",
            _STILT_BOOK,
        ),
        u(
            "Amazing, thank you! So £40 in deposits on the day - can we pay by card?",
            "Great - HSB-55190 noted. Do we need to bring anything, like special shoes?",
            "Brilliant. Is the deposit given back the same day when we hand the stilts in?",
            "Yay! Delphine Okoro, I'll tell Tom. Where do we meet?",
        ),
        a(
            "Card or cash is fine, and the deposit comes back when you return the kit. Wear flat trainers "
            "and comfortable trousers, and meet us in the main hall at 9:45."
        ),
        stop(
            "Perfect, thanks so much for your help!",
            "Lovely, see you on the 14th. Thank you!",
            "Great, thanks - we're excited (and a bit terrified).",
            "",
        ),
    ),
    (
        u(_STILT_OPENER),
        a("Sure! Can I take the email address on your account?"),
        u(
            "priya.raman@mailbox.org",
            "It's priya.raman@mailbox.org",
            "Priya.Raman@mailbox.org - thanks!",
            "of course: priya.raman@mailbox.org",
        ),
        a(
            "Got it, that's member HS-20417. Which date would you like? Beginners' sessions are on Saturday "
            "14 June and Saturday 28 June.",
            call("find_member", {"email": "priya.raman@mailbox.org"}, _STILT_MEMBER),
        ),
        u(
            "Saturday 14th June please.",
            "The 14th, please - my friend is away on the 28th.",
            "14/06 if there's space!",
            "The first one, 14 June. What time does it start?",
        ),
        a(
            "There are 4 places left on the 14th, 10:00 to 13:00, at £38 per person. Who's the second "
            "person?",
            _STILT_SESSIONS,
        ),
        u(
            "Tom Ashby.",
            "My friend Tom Ashby. Does he need to be a member too?",
            "tom ashby",
            "It's for Tom Ashby - £38 each is fine.",
        ),
        a(
            "He doesn't need to be a member. Done: two places on 14 June, reference HSB-55190, £76 in total. "
            "Please bring a £20 kit deposit each; Delphine Okoro is teaching.",
            _STILT_BOOK,
        ),
        stop(
            "Thank you, that's great!",
            "Fab, HSB 55190. Thanks a lot!",
            "Brilliant, £76 it is. Thanks and bye!",
            "Lovely, thank you :)",
        ),
    ),
)

# -- 2. charity abseil refund --------------------------------------------------------------------------------

ABSEIL = Scenario(
    goal="Your charity abseil down Skyline Tower on Saturday 5 April was cancelled because of high winds; "
    "get your registration fee refunded to your card.",
    persona="a fundraiser for a local hospice, practical and a bit disappointed",
    known_facts={
        "booking_ref": "ABS-7731",
        "full_name": "Rhys Pemberton",
        "email": "rhys.pemberton@fastmail.co.uk",
        "card_last4": "4418",
        "registration_fee": "£45",
    },
    unknown_facts=["refund reference: RF-20931", "refund processing time"],
    expected=["issue_refund"],
)
_ABS_BOOKING = {
    "booking_ref": "ABS-7731",
    "name": "Rhys Pemberton",
    "event": "Skyline Tower charity abseil",
    "event_date": "2025-04-05",
    "status": "cancelled_weather",
    "fee_paid": 45.0,
    "card": "**** 4418",
    "options": ["refund", "transfer to 2025-05-03"],
}
_ABS_LOOKUP = call("get_booking", {"booking_ref": "ABS-7731"}, _ABS_BOOKING)
_ABS_REFUND = call(
    "issue_refund",
    {"booking_ref": "ABS-7731", "amount": 45.0},
    {"refund_ref": "RF-20931", "amount": 45.0, "card": "**** 4418", "eta": "3-5 working days"},
)
_ABS_FIRST = (
    "Hi, my charity abseil on 5 April got cancelled because of the wind. I'd like my registration fee back "
    "please.",
    "Hello - the Skyline Tower abseil on Saturday was called off for high winds. Can I get a refund of the "
    "fee?",
    "Hi there, I was booked on the Skyline Tower abseil on Saturday 5th April and it was cancelled. How do I "
    "get my £45 back?",
    "hi, abseil cancelled due to weather, want a refund of my registration please",
)
ABSEIL_FLOWS = (
    (
        u(*_ABS_FIRST),
        a("Sorry it was called off! Can you give me your booking reference?"),
        u(
            "Sure, it's ABS-7731.",
            "ABS-7731",
            "Booking ref is ABS 7731.",
            "It's abs-7731, under Rhys Pemberton.",
        ),
        a(
            "Thanks, Rhys. I can see the booking for the 5 April abseil, cancelled for weather. You paid "
            "£45. I can refund it to the card ending 4418, or move your place to Saturday 3 May. Which would "
            "you prefer?",
            _ABS_LOOKUP,
        ),
        u(
            "The refund please, to the card ending 4418.",
            "Refund please - I can't make 3 May anyway.",
            "I'd rather have the refund, thanks. That's the full £45?",
            "Refund to the card please. I'll probably sign up again in the autumn.",
        ),
        a(
            "Done. £45.00 is on its way back to the card ending 4418; your refund reference is RF-20931. It "
            "should show within 3-5 working days.",
            _ABS_REFUND,
        ),
        u(
            "Great, thanks. RF-20931 - I'll keep that. Will I get an email as well?",
            "Thanks! 3 to 5 working days is fine.",
            "Perfect. Does the confirmation go to rhys.pemberton@fastmail.co.uk?",
            "Cheers. And the sponsorship money I raised still goes to the hospice, right?",
        ),
        a(
            "Yes, a confirmation email goes to the address on the booking, and your sponsorship page stays "
            "open: donations go straight to the hospice."
        ),
        stop(
            "Brilliant, thanks for sorting it.",
            "Great, thanks for your help. Bye!",
            "That's all, cheers!",
            "",
        ),
    ),
    (
        u(
            "Hello, I need a refund for the Skyline Tower abseil that was cancelled on the 5th.",
            "Hi, the charity abseil on Saturday 5 April was cancelled - refund please.",
            "hiya, my abseil was cancelled (high winds). can i get my fee refunded to my card?",
            "Good morning. The abseil I'd entered was cancelled because of the wind; I'd like the fee "
            "refunded.",
        ),
        a("Of course. Could I have the full name and the email address on the booking?"),
        u(
            "Rhys Pemberton, rhys.pemberton@fastmail.co.uk",
            "Name: Rhys Pemberton\nEmail: rhys.pemberton@fastmail.co.uk",
            "It's Rhys Pemberton and the email is rhys.pemberton@fastmail.co.uk. Booking ABS-7731 if that "
            "helps.",
            "rhys pemberton / Rhys.Pemberton@fastmail.co.uk",
        ),
        a(
            "Found it: ABS-7731. The event was cancelled, so you're entitled to a full refund of £45. Shall "
            "I send it back to the card ending 4418?",
            call("get_booking", {"email": "rhys.pemberton@fastmail.co.uk"}, _ABS_BOOKING),
        ),
        u(
            "Yes please.",
            "Yes, the card ending 4418 is right.",
            "Yes - that's the card I used. Thanks.",
            "Go ahead, £45 back to the 4418 card.",
        ),
        a("Refund issued: £45.00, reference RF-20931, expected within 3-5 working days.", _ABS_REFUND),
        stop(
            "Thanks very much!",
            "Lovely, rf20931 noted. Cheers.",
            "Great stuff, thank you. Bye",
            "Thank you, have a good day.",
        ),
    ),
    (
        u(*_ABS_FIRST),
        a("I'm sorry about that. What's your booking reference?"),
        u("ABS-7731", "It's ABS-7731. The card I paid with ends in 4418.", "ref ABS-7731", "abs 7731"),
        a(
            "Thanks. The booking shows as cancelled for weather, so you're due a full refund of £45 to the "
            "card ending 4418. Shall I go ahead?",
            _ABS_LOOKUP,
        ),
        u("Yes please.", "Yes, go ahead.", "please do, thanks", "Yes - £45 to the 4418 card is right."),
        a(
            "I'm sorry, the refund didn't go through: our payment system returned an error. I've logged it "
            "and our finance team will process it by hand; you'll get an email once it's done.",
            call(
                "issue_refund",
                {"booking_ref": "ABS-7731", "amount": 45.0},
                error="PaymentGatewayTimeout: card processor did not respond",
            ),
        ),
        stop(
            "Ok, thanks for trying. I'll look out for the email.",
            "Oh well. Thanks anyway - I'll wait for the email.",
            "Ok, I'll keep an eye on my inbox. Thanks.",
            "",
        ),
    ),
)

# -- 3. ballroom lesson moved to the weekend -----------------------------------------------------------------

BALLROOM = Scenario(
    goal="Move your private first-dance lesson from Thursday 8 May to a weekend slot, ideally a Saturday.",
    persona="a bride-to-be in Berlin planning the first dance for her wedding; organised and friendly",
    known_facts={
        "booking_number": "BD-4490",
        "full_name": "Lena Fischer",
        "partner_name": "Marco Bianchi",
        "phone": "+49 151 2384 7702",
        "email": "lena.fischer@posteo.de",
    },
    unknown_facts=["teacher's name: Ivana Petrovic", "rescheduling fee"],
    expected=["reschedule_lesson"],
)
_BALL_BOOKING = {
    "booking": "BD-4490",
    "client": "Lena Fischer",
    "partner": "Marco Bianchi",
    "lesson": "private, 60 min",
    "slot": "2025-05-08T19:00",
    "teacher": "Ivana Petrovic",
}
BALLROOM_FLOWS = (
    (
        u(
            "Hi! We have a private first-dance lesson on Thursday 8 May and need to move it to the weekend "
            "if possible.",
            "Hello, could we move our wedding dance lesson from Thursday the 8th to a Saturday?",
            "Hi there, I need to reschedule our private lesson on 8 May - a Saturday would be ideal.",
            "hey :) our first-dance lesson is this thursday (8th) but Marco has to work late. any chance of "
            "a saturday instead?",
        ),
        a("Of course! What's the booking number?"),
        u("BD-4490", "It's BD-4490.", "Booking number BD 4490, under Lena Fischer.", "bd-4490 :)"),
        a(
            "Found it: your 60-minute lesson with Ivana Petrovic on Thursday 8 May at 19:00. She has "
            "Saturday 10 May at 11:00 or 15:30, or Sunday 11 May at 12:00. Does any of those work?",
            call("get_lesson_booking", {"booking_number": "BD-4490"}, _BALL_BOOKING),
            call(
                "find_slots",
                {"teacher": "Ivana Petrovic", "from": "2025-05-09", "to": "2025-05-11"},
                {"slots": ["2025-05-10T11:00", "2025-05-10T15:30", "2025-05-11T12:00"]},
            ),
        ),
        u(
            "Saturday at 11 would be perfect!",
            "The 11:00 on Saturday the 10th, please.",
            "Saturday 10 May, 11:00 - great. Is there a fee for moving it?",
            "Sat 10/05 at 11 please. Ivana is lovely, glad it's still with her.",
        ),
        a(
            "Done: your lesson is now on Saturday 10 May with Ivana. There's no fee, since you moved it more "
            "than 48 hours ahead.",
            call(
                "reschedule_lesson",
                {"booking_number": "BD-4490", "new_slot": "2025-05-10T11:00"},
                {"booking": "BD-4490", "slot": "2025-05-10T11:00", "fee": 0.0, "status": "rescheduled"},
            ),
        ),
        u(
            "Wonderful, thank you! Should Marco bring the shoes he'll wear on the day?",
            "Great, thanks. Will we get a new confirmation by email?",
            "Thank you so much! Saturday the 10th, noted in both our calendars.",
            "Perfect, and no fee is even better. Danke!",
        ),
        a(
            "Yes, bring the wedding shoes if you have them, and a new confirmation is on its way to "
            "lena.fischer@posteo.de."
        ),
        stop(
            "Thanks again, see you Saturday!", "Perfect. Thank you, bye!", "Lovely, thanks for your help.", ""
        ),
    ),
    (
        u(
            "Hello, I'm Lena Fischer - I'd like to reschedule our private lesson on 8 May to a weekend.",
            "Hi, can I move a private dance lesson? It's booked for Thursday 8 May.",
            "Hi! Our first dance lesson needs moving from Thursday to the weekend please.",
            "Guten Tag! Is it possible to change our lesson on Thursday 8 May to Saturday?",
        ),
        a("Sure. Can I have the name on the booking and the phone number we have for you?"),
        u(
            "Lena Fischer, +49 151 2384 7702",
            "Lena Fischer - phone 0151 23847702",
            "It's under Lena Fischer and my mobile is +49 (0)151 2384 7702.",
            "Lena Fischer. Number: +4915123847702",
        ),
        a(
            "Thanks, Lena. That's booking BD-4490 with Ivana Petrovic. Saturday is fully booked now, but "
            "Sunday 11 May at 12:00 is free. A €10 rescheduling fee applies to weekend slots. Would that "
            "work?",
            call("get_lesson_booking", {"name": "Lena Fischer", "phone": "+4915123847702"}, _BALL_BOOKING),
            call(
                "find_slots",
                {"teacher": "Ivana Petrovic", "from": "2025-05-09", "to": "2025-05-11"},
                {"slots": ["2025-05-11T12:00"], "weekend_fee": 10.0},
            ),
        ),
        u(
            "Sunday at 12 is fine, and €10 is ok.",
            "Shame about Saturday, but Sunday 11 May at 12:00 works. Go ahead.",
            "Yes please, Sunday the 11th. The €10 can go on the card we paid with.",
            "ok, sunday 12:00 then :) book it please",
            "Fine - 10 euros is no problem. Sunday, please.",
        ),
        a(
            "All set: Sunday 11 May, 12:00 to 13:00, with Ivana. The €10 fee will be charged to the card on "
            "file.",
            call(
                "reschedule_lesson",
                {"booking_number": "BD-4490", "new_slot": "2025-05-11T12:00"},
                {"booking": "BD-4490", "slot": "2025-05-11T12:00", "fee": 10.0, "status": "rescheduled"},
            ),
        ),
        stop("Thanks so much!", "Great, see you on the 11th. Danke!", "Perfect, thank you!", ""),
    ),
)

# -- 4. bingo winnings not credited (with an opener) ---------------------------------------------------------

BINGO = Scenario(
    goal="Your £150 full-house win in Tuesday night's online bingo game never reached your balance; get it "
    "credited.",
    persona="a retired school cook in her seventies, warm and chatty but not very confident online",
    known_facts={
        "username": "dotty_hale52",
        "account_number": "LSB-883021",
        "email": "dorothy.hale@btinternet.com",
        "game_date": "2025-03-11",
        "phone": "01632 960418",
    },
    unknown_facts=["game number: G-40772", "complaint reference", "ticket number: T-118-0457"],
    opener="Hello, I won the full house on Tuesday night but the money never showed up in my account.",
    expected=["credit_winnings"],
)
_BINGO_OPENER = "Hello, I won the full house on Tuesday night but the money never showed up in my account."
_BINGO_ACCOUNT = {
    "account": "LSB-883021",
    "username": "dotty_hale52",
    "balance": 3.4,
    "email": "dorothy.hale@btinternet.com",
}
_BINGO_WINS = call(
    "list_wins",
    {"account": "LSB-883021", "date": "2025-03-11"},
    {
        "wins": [
            {
                "game": "G-40772",
                "room": "Tuesday Jackpot",
                "ticket": "T-118-0457",
                "prize": "full house",
                "amount": 150.0,
                "credited": False,
            }
        ]
    },
)
_BINGO_CREDIT = call(
    "credit_winnings",
    {"account": "LSB-883021", "game": "G-40772", "amount": 150.0},
    {"status": "credited", "new_balance": 153.4, "reference": "CMP-66120"},
)
BINGO_FLOWS = (
    (
        u(_BINGO_OPENER),
        a("Oh no, sorry to hear that! Could you give me your account number or username?"),
        u(
            "My username is dotty_hale52.",
            "It's dotty_hale52, and I think the account number is LSB-883021.",
            "Account number LSB-883021, love.",
            "Username dotty_hale52 - I always forget the number, sorry!",
        ),
        a(
            "Thanks Dorothy. I can see your full house in game G-40772 on Tuesday 11 March, ticket "
            "T-118-0457, £150. You're right, it wasn't credited - it looks like a glitch at the end of the "
            "game. Shall I add it to your balance now?",
            call("find_account", {"account_number": "LSB-883021"}, _BINGO_ACCOUNT),
            _BINGO_WINS,
        ),
        u(
            "Yes please, that would be lovely!",
            "Oh thank goodness, yes please. £150 is a lot of money to me.",
            "Yes please dear. So it was game G-40772 - I never know where to find the number.",
            "Yes! Thank you. I was starting to think I'd imagined it.",
        ),
        a(
            "Done! £150 has been added and your balance is now £153.40. If you ever need to mention this, "
            "the reference is CMP-66120.",
            _BINGO_CREDIT,
        ),
        u(
            "Thank you so much. So I had £3.40 in there before, that sounds right.",
            "Wonderful. Can I take it out to my bank card?",
            "Lovely jubbly. I'll write CMP 66120 on my calendar.",
            "Thank you! Will this happen again, do you think?",
        ),
        a(
            "You can withdraw it to your card from the Cashier page at any time; it takes 1-3 working days. "
            "The glitch has been fixed, so it shouldn't happen again."
        ),
        stop(
            "Thank you ever so much, you've been very helpful.",
            "Right you are, thanks love. Bye now.",
            "Smashing. Thanks again!",
            "",
        ),
    ),
    (
        u(_BINGO_OPENER),
        a("I can look into that. What's the email address on your account, and which Tuesday was it?"),
        u(
            "dorothy.hale@btinternet.com, and it was Tuesday 11th March.",
            "It's dorothy.hale@btinternet.com - the game was on the 11th of March.",
            "Email: dorothy.hale@btinternet.com\nDate: 11/03/2025",
            "dorothy.hale@btinternet.com. It was this Tuesday just gone, 11 March, in the evening.",
        ),
        a(
            "Thank you. I've found the win: game G-40772, £150, not credited because of a payout error. I've "
            "credited it now - your balance is £153.40, reference CMP-66120.",
            call("find_account", {"email": "dorothy.hale@btinternet.com"}, _BINGO_ACCOUNT),
            _BINGO_WINS,
            _BINGO_CREDIT,
        ),
        u(
            "Oh that's marvellous, thank you. Is there anything else I need to do?",
            "Thank you dear! £153.40, I can see it now.",
            "Brilliant, I'll tell my sister. CMP-66120, got it.",
            "Thank you!! I thought I'd lost it for good.",
        ),
        a("Nothing else needed. Good luck in the next game!"),
        stop("Thank you, bye bye.", "You're a star. Thanks again!", "Lovely, ta-ra!", ""),
    ),
    (
        u(_BINGO_OPENER),
        a("I'm sorry about that. What's your username?"),
        u(
            "dotty_hale52",
            "It's dotty_hale52.",
            "Username is dotty_hale52, all small letters.",
            "dotty_hale52 x",
        ),
        a(
            "Thanks. I can see the full house on 11 March in game G-40772. That was our free-to-play "
            "promotional room, where prizes are paid as bonus funds capped at £25, and the £25 bonus was "
            "credited on Tuesday night. I'm afraid I can't credit the £150.",
            call("find_account", {"username": "dotty_hale52"}, _BINGO_ACCOUNT),
            call(
                "list_wins",
                {"account": "LSB-883021", "date": "2025-03-11"},
                {
                    "wins": [
                        {
                            "game": "G-40772",
                            "room": "Free Tuesday Promo",
                            "amount": 150.0,
                            "paid": 25.0,
                            "type": "bonus",
                            "cap": 25.0,
                        }
                    ]
                },
            ),
        ),
        u(
            "Oh. But the screen said £150! Is there nobody else I can ask?",
            "That doesn't seem fair, it said I'd won £150.",
            "I see... so I only get £25. That's a bit disappointing.",
            "But I didn't know it was a free room. Can't you make an exception just this once?",
        ),
        a(
            "I understand it's disappointing. The promotional room's terms cap prizes at £25 and I'm not "
            "able to override them, so I can't credit the remaining £125. I'm sorry."
        ),
        stop(
            "Well, I'm not happy, but thank you for explaining.",
            "Alright. Thank you anyway, goodbye.",
            "Fine. I'll read the small print next time. Bye.",
            "",
        ),
    ),
)

# -- 5. new delivery address for a forged gate ---------------------------------------------------------------

SMITH = Scenario(
    goal="Your hand-forged garden gate is due for delivery on Tuesday 20 May; change the delivery address to "
    "the house you have just moved into.",
    persona="a retired engineer who has just moved to Cornwall; precise and a bit gruff",
    known_facts={
        "order_number": "FG-2207",
        "full_name": "Owen Trelawny",
        "new_address": "14 Quarry Lane, Penryn TR10 8LG",
        "phone": "07700 900561",
        "email": "owen.trelawny@outlook.com",
    },
    unknown_facts=["delivery fee difference", "blacksmith's name: Kit Rowe"],
    expected=["update_delivery"],
)
_SMITH_ORDER = {
    "order": "FG-2207",
    "item": "hand-forged garden gate, 1.1 m, scroll pattern",
    "maker": "Kit Rowe",
    "delivery_date": "2025-05-20",
    "address": "3 Mill Row, Falmouth TR11 2AB",
    "paid": 1240.0,
}
_SMITH_UPDATE = call(
    "update_delivery",
    {"order_number": "FG-2207", "address": "14 Quarry Lane, Penryn TR10 8LG", "date": "2025-05-20"},
    {"status": "updated", "delivery_date": "2025-05-20", "window": "08:00-12:00"},
)
SMITH_FLOWS = (
    (
        u(
            "Hello. I've moved house and need to change the delivery address for my garden gate order.",
            "Morning. My gate is due to be delivered on 20 May, but I've moved. The address needs changing.",
            "Hi, I need to update where my forged gate is going - I moved last week.",
            "I ordered a garden gate from you, delivery Tuesday 20 May. Can you send it to my new address "
            "instead?",
        ),
        a("Certainly. What's your order number?"),
        u("FG-2207.", "It's FG-2207.", "Order number FG 2207.", "fg2207"),
        a(
            "Thanks, Mr Trelawny. The gate is currently going to 3 Mill Row, Falmouth TR11 2AB on Tuesday 20 "
            "May. What's the new address?",
            call("get_order", {"order_number": "FG-2207"}, _SMITH_ORDER),
        ),
        u(
            "14 Quarry Lane, Penryn, TR10 8LG.",
            "The new address is 14 Quarry Lane, Penryn TR10 8LG. Same date is fine.",
            "14 Quarry Ln, Penryn TR10 8LG. Is that further for your van?",
            "Number 14, Quarry Lane, Penryn. Postcode TR10 8LG.",
            "It's 14 Quarry Lane, Penryn TR10 8LG - not Mill Row any more.",
        ),
        a(
            "Penryn is in the same delivery zone, so there's no extra charge. Updated: delivery to 14 Quarry "
            "Lane, Penryn TR10 8LG on Tuesday 20 May, between 8 am and noon.",
            call("delivery_quote", {"postcode": "TR10 8LG"}, {"zone": "B", "fee_change": 0.0}),
            _SMITH_UPDATE,
        ),
        u(
            "Good. The gate is heavy - will there be two people to carry it?",
            "Right. 8 till 12 suits me.",
            "Thank you. Can the driver ring me on 07700 900561 when he's close?",
            "Excellent, and no extra charge. Good.",
        ),
        a(
            "Yes, gates are always delivered by two people, and they'll call ahead on the number on your "
            "order."
        ),
        stop("That's all I need. Thank you.", "Good. Thanks.", "Splendid, thank you. Goodbye.", ""),
    ),
    (
        u(
            "Hello, I need to change the delivery address on an order. I've just moved to Penryn.",
            "Hi. Gate delivery on the 20th of May - wrong address now, I've moved.",
            "Good afternoon, I'd like to redirect the delivery of my garden gate to my new house.",
            "I need my gate delivered to a different address please. Moved house.",
        ),
        a("Happy to help. Can I have your name and the email address you ordered with?"),
        u(
            "Owen Trelawny, owen.trelawny@outlook.com",
            "Owen Trelawny. Email owen.trelawny@outlook.com.",
            "Name's Owen Trelawny, email is Owen.Trelawny@outlook.com. The order is FG-2207.",
            "Owen Trelawny\nowen.trelawny@outlook.com",
        ),
        a(
            "Thanks. Order FG-2207, the scroll-pattern gate made by Kit Rowe, due on 20 May. Where should it "
            "go now?",
            call("get_order", {"email": "owen.trelawny@outlook.com"}, _SMITH_ORDER),
        ),
        u(
            "14 Quarry Lane, Penryn TR10 8LG",
            "To 14 Quarry Lane, Penryn, TR10 8LG please.",
            "New address: 14 Quarry Lane, Penryn TR10 8LG. Tell Kit Rowe it's a fine-looking gate, by the "
            "way - I saw the photos.",
            "14 quarry lane penryn TR10 8LG",
        ),
        a(
            "Penryn is one zone further out, so there's an extra £18 delivery charge. Shall I change it and "
            "keep the 20 May date?",
            call("delivery_quote", {"postcode": "TR10 8LG"}, {"zone": "C", "fee_change": 18.0}),
        ),
        u(
            "Fine, £18 it is. Keep the 20th.",
            "Yes, go ahead - £18 is fair enough.",
            "Very well. Same date please.",
            "So that's £1,258 altogether now. Go ahead.",
        ),
        a(
            "Updated: 14 Quarry Lane, Penryn TR10 8LG on 20 May, morning delivery. The £18 will be charged "
            "to the card you paid with.",
            _SMITH_UPDATE,
        ),
        stop("Thank you.", "Good, that's sorted. Thanks.", "Much obliged. Goodbye.", ""),
    ),
)

# -- 6. brass band for a village fete (with an opener) -------------------------------------------------------

BRASS = Scenario(
    goal="Book the Millbrook Colliery Band to play at your village fete on Saturday 12 July from 2 to 4 pm, "
    "within a budget of £600.",
    persona="the volunteer secretary of a village fete committee, brisk and friendly",
    known_facts={
        "full_name": "Helen Marsh",
        "email": "fete@ashcombevillage.org.uk",
        "phone": "01632 960772",
        "venue": "Ashcombe Recreation Ground, 2 Church Road, Ashcombe",
        "fete_date": "2025-07-12",
    },
    unknown_facts=["performance fee: £520", "musical director's name: Alan Pritchard", "travel charge"],
    opener="Hello, is the band free to play at our village fete this summer?",
    expected=["create_booking"],
)
_BRASS_OPENER = "Hello, is the band free to play at our village fete this summer?"
_BRASS_AVAIL = call(
    "check_availability",
    {"date": "2025-07-12", "start": "14:00", "end": "16:00", "venue": "Ashcombe Recreation Ground"},
    {"available": True, "fee": 520.0, "travel": 45.0, "director": "Alan Pritchard"},
)
_BRASS_BOOK = call(
    "create_booking",
    {
        "date": "2025-07-12",
        "start": "14:00",
        "end": "16:00",
        "venue": "Ashcombe Recreation Ground, 2 Church Road, Ashcombe",
        "contact": "Helen Marsh",
        "email": "fete@ashcombevillage.org.uk",
    },
    {"booking": "MCB-25-031", "fee": 520.0, "travel": 45.0, "total": 565.0, "deposit_due": 100.0},
)
BRASS_FLOWS = (
    (
        u(_BRASS_OPENER),
        a("Hello! We'd love to. Which date, what times, and where is the fete?"),
        u(
            "Saturday 12 July, 2 till 4 pm, at Ashcombe Recreation Ground, 2 Church Road, Ashcombe.",
            "It's on Saturday 12th July, 2-4pm. Venue: Ashcombe Recreation Ground, 2 Church Road.",
            "12 July, 14:00 to 16:00, on the rec in Ashcombe - Ashcombe Recreation Ground, 2 Church Road.",
            "Sat 12/07, afternoon, 2 to 4. We're at Ashcombe Recreation Ground (2 Church Road, Ashcombe).",
        ),
        a(
            "Good news: the band is free that afternoon. For two hours the performance fee is £520, plus £45 "
            "travel to Ashcombe, so £565 in total. Alan Pritchard, our musical director, would lead. Shall I "
            "make a booking?",
            _BRASS_AVAIL,
        ),
        u(
            "Yes please - £565 is within our budget.",
            "That's fine, we budgeted £600, so we'd even have £35 to spare. Please book.",
            "Lovely, yes. Do you need anything from us, like a stage or chairs?",
            "Yes! Alan Pritchard - I think my dad played alongside him years ago. Go ahead.",
        ),
        a("Great. Who's the contact for the day, and what's the best email for the paperwork?"),
        u(
            "That's me, Helen Marsh - fete@ashcombevillage.org.uk.",
            "Helen Marsh, and the email is fete@ashcombevillage.org.uk.",
            "Contact: Helen Marsh (fete secretary)\nEmail: fete@ashcombevillage.org.uk",
            "Me - Helen Marsh. Paperwork to fete@ashcombevillage.org.uk please, and my mobile is 01632 "
            "960772 for the day.",
        ),
        a(
            "Booked: Millbrook Colliery Band, Saturday 12 July, 2-4 pm at Ashcombe Recreation Ground. "
            "Booking MCB-25-031, total £565. A £100 deposit is due within 14 days; the invoice is on its way "
            "to fete@ashcombevillage.org.uk.",
            _BRASS_BOOK,
        ),
        u(
            "Wonderful, thank you. So the balance of £465 is paid on the day?",
            "Great. How many chairs will the band need?",
            "Fab. MCB-25-031 noted, I'll get our treasurer to pay the £100 this week.",
            "Perfect! Do you play in the rain? This is England after all.",
        ),
        a(
            "The balance is due on the day. The band needs 25 chairs without arms and a flat area about 8 by "
            "6 metres, and we play in light rain if there's a gazebo."
        ),
        stop(
            "Perfect, thank you so much. The whole village will be thrilled!",
            "Noted. Thanks for your help!",
            "Brilliant, thanks. Speak soon.",
            "",
        ),
    ),
    (
        u(_BRASS_OPENER),
        a("Thanks for getting in touch! Could I take your name and email first?"),
        u(
            "Helen Marsh, fete@ashcombevillage.org.uk",
            "Of course: Helen Marsh, fete@ashcombevillage.org.uk. I'm the fete secretary.",
            "helen marsh - fete@ashcombevillage.org.uk",
        ),
        a("Thanks, Helen. What date and time are you thinking of, and where?"),
        u(
            "12th July (Saturday), from 2pm to 4pm, Ashcombe Recreation Ground, 2 Church Road, Ashcombe.",
            "Saturday 12 July, 2-4, at the recreation ground: 2 Church Road, Ashcombe.",
            "Sat 12 July 2025, 2pm-4pm.\nAshcombe Recreation Ground, 2 Church Rd, Ashcombe",
            "The fete's on 12 July and we'd like you from 2 till 4. It's on Ashcombe Recreation Ground, 2 "
            "Church Road.",
        ),
        a(
            "We're free then. The fee is £520 for two hours plus £45 travel, £565 altogether. Would you like "
            "me to book it?",
            _BRASS_AVAIL,
        ),
        u(
            "Yes please, go ahead.",
            "Is there any discount for a charity event? Please book it either way.",
            "Yes - that's under our £600, so book it please.",
            "yes please! the committee will be delighted",
        ),
        a(
            "Booked as MCB-25-031: £565 in total, with a £100 deposit due within 14 days. We don't offer "
            "charity discounts, I'm afraid, but the fee is already our community rate.",
            _BRASS_BOOK,
        ),
        stop(
            "No problem, thank you very much!",
            "That's fine. Thanks, we look forward to it!",
            "Great, thanks for your help.",
            "",
        ),
    ),
)

# -- 7. caving trip cancelled after an injury ----------------------------------------------------------------

CAVE = Scenario(
    goal="Cancel your place on the guided caving trip on Saturday 22 March because you have sprained your "
    "ankle, and get the refund the medical-cancellation policy allows.",
    persona="an outdoorsy student, casual, often writes in lower case",
    known_facts={
        "booking_ref": "CV-60318",
        "email": "jess.mcallister@gmail.com",
        "phone": "07700 900214",
        "amount_paid": "£85",
        "injury_date": "2025-03-16",
    },
    unknown_facts=["refund amount: £68", "guide's name", "cancellation reference: CXL-4471"],
    expected=["cancel_booking"],
)
_CAVE_BOOKING = {
    "booking": "CV-60318",
    "trip": "Guided caving - Swildon's Hole intro",
    "date": "2025-03-22",
    "paid": 85.0,
    "guide": "Morwenna Price",
    "policy": "medical: 80% refund with a doctor's note",
}
_CAVE_CANCEL = call(
    "cancel_booking",
    {"booking_ref": "CV-60318", "reason": "medical", "refund": 68.0},
    {"status": "cancelled", "refund": 68.0, "reference": "CXL-4471", "eta": "5 working days"},
)
CAVE_FLOWS = (
    (
        u(
            "Hi, I need to cancel my caving trip on the 22nd - I sprained my ankle.",
            "hey, bad news, i've sprained my ankle so i can't do the caving trip on saturday 22 march. can i "
            "cancel and get a refund?",
            "Hello, I have to cancel my place on the guided caving trip (22 March). Sprained ankle, the "
            "doctor says no climbing for a few weeks.",
            "Hi! Sadly I need to cancel the caving trip this Saturday because of an ankle sprain. What "
            "refund can I get?",
        ),
        a("Ouch, sorry to hear that! What's your booking reference?"),
        u("CV-60318", "it's CV-60318", "Booking ref CV-60318. I paid £85.", "Sure - CV 60318."),
        a(
            "Thanks. Your place on the Swildon's Hole intro trip on 22 March cost £85. With a doctor's note, "
            "medical cancellations get an 80% refund, which is £68. Do you have a note you can email us?",
            call("get_booking", {"booking_ref": "CV-60318"}, _CAVE_BOOKING),
        ),
        u(
            "Yes, I got one from my GP on Monday. Where do I send it?",
            "yep, the GP gave me a note, i can email it over",
            "Yes I have a note. £68 is fair, thanks.",
            "I do - I hurt it on the 16th and saw the doctor the same day.",
        ),
        a(
            "Please send it to bookings@undergroundadventures.co.uk quoting CV-60318. I've cancelled your "
            "place: £68 goes back to your original payment method within 5 working days, reference CXL-4471.",
            _CAVE_CANCEL,
        ),
        u(
            "Brilliant, sending the note now.",
            "thanks! will the £68 go back to the same card?",
            "Cool, CXL-4471. I've sent the note to bookings@undergroundadventures.co.uk.",
            "Great. Could I rebook for later in the spring once my ankle's better?",
        ),
        a("Yes, same card, and you're welcome to rebook any time - we run trips every other Saturday."),
        stop("Perfect, thanks for being so understanding.", "great, cheers!", "Thanks a lot, bye!", ""),
    ),
    (
        u(
            "Hi, I'm booked on the caving trip on 22 March but I've sprained my ankle. Can I cancel?",
            "hello, need to cancel saturday's caving trip, sprained ankle :( what are my options for a "
            "refund?",
            "Hi there - I won't be able to make the guided caving trip this Saturday (injury). Please cancel "
            "me.",
            "Hey, I twisted my ankle on Sunday so I'll have to pull out of the caving trip on the 22nd.",
        ),
        a("Sorry about your ankle. Could I have the email address you booked with?"),
        u(
            "jess.mcallister@gmail.com",
            "It's jess.mcallister@gmail.com",
            "jess.mcallister@gmail.com - booking CV-60318",
            "Jess.McAllister@gmail.com",
        ),
        a(
            "Found it: CV-60318 with Morwenna Price on 22 March. Medical cancellations are refunded at 80%, "
            "so £68 of the £85, once we have a doctor's note. Shall I cancel?",
            call("get_booking", {"email": "jess.mcallister@gmail.com"}, _CAVE_BOOKING),
        ),
        u(
            "Yes please cancel. I'll email the note today.",
            "Yes. So I lose £17 - that's fair enough.",
            "Go ahead. Please say sorry to Morwenna from me!",
            "yes cancel it pls, i have the note",
        ),
        a(
            "Cancelled. Refund reference CXL-4471; £68 will reach you within 5 working days of us receiving "
            "the note. I'll pass your message on to Morwenna.",
            _CAVE_CANCEL,
        ),
        stop("Thanks so much!", "Legend, thank you.", "Cheers, have a good one.", ""),
    ),
)

# -- 8. warranty repair for a longcase clock (with an opener) ------------------------------------------------

CLOCK = Scenario(
    goal="The longcase clock the workshop repaired in January has stopped again; get a free warranty repair "
    "booked with collection from your home.",
    persona="a widow in her sixties who inherited the clock from her father; polite and a little anxious",
    known_facts={
        "job_number": "CR-1184",
        "full_name": "Margaret Oyelaran",
        "phone": "0161 496 0734",
        "address": "27 Ferndale Road, Didsbury, M20 4TQ",
        "repair_date": "2025-01-17",
    },
    unknown_facts=["warranty end date: 2025-07-17", "clockmaker's name: Bernard Quist", "collection fee"],
    opener="Hello, the clock you repaired for me in January has stopped again.",
    expected=["book_warranty_repair"],
)
_CLOCK_OPENER = "Hello, the clock you repaired for me in January has stopped again."
_CLOCK_JOB = {
    "job": "CR-1184",
    "item": "longcase clock, eight-day movement",
    "completed": "2025-01-17",
    "clockmaker": "Bernard Quist",
    "warranty_until": "2025-07-17",
    "customer": "Margaret Oyelaran",
    "address": "27 Ferndale Road, Didsbury, M20 4TQ",
}
_CLOCK_SLOTS = call(
    "collection_slots",
    {"postcode": "M20 4TQ"},
    {"slots": ["2025-04-03", "2025-04-07"], "window": "09:00-13:00", "fee": 0.0},
)
CLOCK_FLOWS = (
    (
        u(_CLOCK_OPENER),
        a("I'm sorry to hear that. Do you have the job number from your receipt?"),
        u(
            "Yes, it's CR-1184.",
            "The receipt says CR-1184.",
            "CR-1184. It's the grandfather clock.",
            "It's CR 1184, I believe.",
        ),
        a(
            "Thank you, Mrs Oyelaran. Bernard Quist overhauled the eight-day movement on 17 January, and the "
            "repair is under warranty until 17 July, so there's no charge. We can collect the clock from "
            "your home. What's the address?",
            call("get_job", {"job_number": "CR-1184"}, _CLOCK_JOB),
        ),
        u(
            "27 Ferndale Road, Didsbury, M20 4TQ.",
            "It's 27 Ferndale Road in Didsbury, postcode M20 4TQ.",
            "27 Ferndale Rd, Didsbury M20 4TQ. It's a heavy thing - will you need two people?",
            "Same as before, I think: 27 Ferndale Road, Didsbury, M20 4TQ.",
        ),
        a(
            "We can collect on Thursday 3 April or Monday 7 April, between 9 am and 1 pm, free of charge. "
            "Which suits you?",
            _CLOCK_SLOTS,
        ),
        u(
            "Thursday the 3rd, please.",
            "The 3rd of April would be best.",
            "Monday is my day with the grandchildren, so Thursday 3 April please.",
            "3 April please. Will Bernard Quist look at it again?",
        ),
        a(
            "Booked: collection on Thursday 3 April, 9 am-1 pm, warranty job CR-1184-W1, no charge. Bernard "
            "will look at it himself. Please leave the pendulum and weights in place; our team will remove "
            "them.",
            call(
                "book_warranty_repair",
                {
                    "job_number": "CR-1184",
                    "collection": "2025-04-03",
                    "address": "27 Ferndale Road, Didsbury",
                },
                {"repair": "CR-1184-W1", "collection": "2025-04-03", "window": "09:00-13:00", "charge": 0.0},
            ),
        ),
        u(
            "Thank you, that's a weight off my mind.",
            "Lovely. How long will you keep it, roughly?",
            "Thank you. I'll make sure someone's home on the 3rd.",
            "Oh good, I was worried about the weights. Thank you.",
        ),
        a("Usually about two weeks; we'll phone you when it's ready to come home."),
        stop("Thank you very much for your help.", "That's wonderful. Goodbye.", "Thank you, dear. Bye.", ""),
    ),
    (
        u(_CLOCK_OPENER),
        a("Oh dear. Could I take your name and phone number to find the job?"),
        u(
            "Margaret Oyelaran, 0161 496 0734.",
            "It's Margaret Oyelaran, and my number is 0161 496 0734.",
            "Mrs Margaret Oyelaran - phone 01614960734.",
            "Margaret Oyelaran. Home phone +44 161 496 0734.",
        ),
        a(
            "Found it: job CR-1184, completed on 17 January by Bernard Quist. It's under warranty until 17 "
            "July, so the repair is free. Shall I arrange collection from 27 Ferndale Road?",
            call("get_job", {"name": "Margaret Oyelaran", "phone": "01614960734"}, _CLOCK_JOB),
        ),
        u(
            "Yes, please. That's the right address.",
            "Yes please - so I'm well within the warranty, thank goodness.",
            "Yes. Is there any charge for collecting it?",
            "Please do. Mornings are best for me.",
        ),
        a(
            "There's no collection fee under warranty. Would Thursday 3 April or Monday 7 April, 9 am-1 pm, "
            "suit?",
            _CLOCK_SLOTS,
        ),
        u("Monday 7 April.", "The Monday, please.", "7th April please.", "Monday the 7th would be fine."),
        a(
            "Done: collection on Monday 7 April, 9 am-1 pm, reference CR-1184-W1.",
            call(
                "book_warranty_repair",
                {
                    "job_number": "CR-1184",
                    "collection": "2025-04-07",
                    "address": "27 Ferndale Road, Didsbury",
                },
                {"repair": "CR-1184-W1", "collection": "2025-04-07", "window": "09:00-13:00", "charge": 0.0},
            ),
        ),
        stop("Thank you so much.", "Wonderful, thank you. Goodbye.", "Thanks, I'll have the kettle on.", ""),
    ),
)

# -- 9. junior lessons at a dry ski slope --------------------------------------------------------------------

SKI = Scenario(
    goal="Book a block of four junior ski lessons on Saturday mornings for your daughter Maisie, starting 1 "
    "March.",
    persona="a busy single dad who types quickly on his phone",
    known_facts={
        "account_number": "SK-40912",
        "email": "lee.dunmore@gmail.com",
        "child_name": "Maisie Dunmore",
        "child_age": "9",
        "phone": "07700 900388",
    },
    unknown_facts=["course price", "instructor's name: Callum Reid", "course code: JR4-0301"],
    expected=["book_course"],
)
_SKI_ACCOUNT = {
    "account": "SK-40912",
    "holder": "Lee Dunmore",
    "email": "lee.dunmore@gmail.com",
    "children": [{"name": "Maisie Dunmore", "age": 9, "level": "Level 1 passed"}],
}
_SKI_COURSES = call(
    "list_courses",
    {"type": "junior", "day": "Saturday", "start": "2025-03-01"},
    {
        "courses": [
            {
                "code": "JR4-0301",
                "time": "09:30-10:30",
                "sessions": 4,
                "price": 96.0,
                "instructor": "Callum Reid",
                "places": 3,
            }
        ]
    },
)
_SKI_BOOK = call(
    "book_course",
    {"account": "SK-40912", "course": "JR4-0301", "child": "Maisie Dunmore"},
    {
        "booking": "SKB-19305",
        "course": "JR4-0301",
        "dates": ["2025-03-01", "2025-03-08", "2025-03-15", "2025-03-22"],
        "total": 96.0,
    },
)
_SKI_FIRST = (
    "Hi, I want to book Maisie onto 4 junior lessons, Saturday mornings from 1 March",
    "hi - looking to book my daughter on the saturday morning junior lessons, block of 4 starting 1st march",
    "Hello, could I book a four-week block of junior ski lessons for my daughter? Saturdays, starting March "
    "1.",
    "hey, need junior lessons for maisie x4 saturdays from 1 mar pls",
)
SKI_FLOWS = (
    (
        u(*_SKI_FIRST),
        a("Happy to help! What's your account number with us?"),
        u("SK-40912", "its SK-40912", "Account SK40912", "sk-40912 i think"),
        a(
            "Thanks, Lee. I can see Maisie, 9, has passed Level 1. The junior course JR4-0301 runs on "
            "Saturdays, 9:30-10:30, from 1 March: four sessions for £96 with Callum Reid, and 3 places left. "
            "Shall I book her in?",
            call("get_account", {"account_number": "SK-40912"}, _SKI_ACCOUNT),
            _SKI_COURSES,
        ),
        u(
            "yes please book it",
            "Yes - £96 for 4, so £24 a lesson, fine. Book it.",
            "Great, yes please. Does she need her own helmet?",
            "yes! 9:30 is perfect",
            "yep JR4-0301 sounds right, go for it",
        ),
        a(
            "Booked: SKB-19305. Maisie's lessons are on 1, 8, 15 and 22 March, 9:30-10:30, with Callum. £96 "
            "in total. Helmets and skis are included; she needs gloves, long sleeves and long trousers.",
            _SKI_BOOK,
        ),
        u(
            "cool, gloves sorted. do i pay now or on the day?",
            "brilliant thanks. so 22 March is the last one",
            "Thanks. Should she arrive early on the 1st?",
            "nice one, thnaks. she'll be buzzing",
        ),
        a(
            "The £96 goes on the card on your account now. Please arrive 15 minutes early on the 1st to get "
            "kitted out."
        ),
        stop("perfect, thanks!", "great stuff cheers", "Thanks, bye", ""),
    ),
    (
        u(*_SKI_FIRST),
        a("Sure. What's your daughter's name and age?"),
        u(
            "Maisie Dunmore, she's 9",
            "Maisie, age 9. Surname Dunmore.",
            "maisie dunmore, 9 yrs old",
            "Maisie Dunmore, 9. She did a taster session last year and loved it.",
        ),
        a("Thanks! And the email address on your account?"),
        u(
            "lee.dunmore@gmail.com",
            "Email is lee.dunmore@gmail.com",
            "lee.dunmore@gmail.com - account SK-40912 if that helps",
            "its lee.dunmore@gmail.com",
        ),
        a(
            "Found your account, SK-40912. Course JR4-0301: Saturdays from 1 March, 9:30-10:30, four "
            "lessons, £96. Shall I book it?",
            call("get_account", {"email": "lee.dunmore@gmail.com"}, _SKI_ACCOUNT),
            _SKI_COURSES,
        ),
        u(
            "yes pls",
            "Yes please, go ahead.",
            "Yep. Can it go on the card I used last time?",
            "yes book it, £96 is fine",
        ),
        a(
            "Done: booking SKB-19305, and the card on file has been charged £96. Her instructor is Callum "
            "Reid.",
            _SKI_BOOK,
        ),
        stop("thanks!", "ace, cheers", "Brilliant, thanks very much.", ""),
    ),
    (
        u(*_SKI_FIRST),
        a("Sure - what's the account number?"),
        u("SK-40912", "It's SK-40912.", "acct SK-40912", "sk40912"),
        a(
            "Thanks. I'm afraid I can't book Maisie onto the junior block: her record shows she hasn't done "
            "the Level 1 assessment yet, and the course requires it. I'm not able to make an exception.",
            call(
                "get_account",
                {"account_number": "SK-40912"},
                {
                    "account": "SK-40912",
                    "holder": "Lee Dunmore",
                    "children": [{"name": "Maisie Dunmore", "age": 9, "level": "not assessed"}],
                },
            ),
        ),
        stop(
            "ah ok, no worries. I'll sort the assessment first. thanks",
            "Fair enough, thanks anyway.",
            "Ok, bit annoying but understood. Bye",
            "",
        ),
    ),
)

# -- 10. polo shirts embroidered in the wrong colour (with an opener) ----------------------------------------

EMBROIDERY = Scenario(
    goal="Your order of 12 embroidered polo shirts arrived with the logo stitched in gold thread instead of "
    "navy; get a free replacement delivered before your open day.",
    persona="the owner of a small garden-maintenance business, friendly but firm",
    known_facts={
        "order_number": "EMB-77310",
        "company_name": "Fernhill Garden Care",
        "email": "accounts@fernhillgardencare.co.uk",
        "phone": "01632 960145",
        "open_day": "2025-04-26",
    },
    unknown_facts=["thread colour code: N-410", "replacement dispatch date", "return label number: RL-58820"],
    opener="Hi, our embroidered polo shirts arrived with the logo in the wrong colour.",
    expected=["create_replacement"],
)
_EMB_OPENER = "Hi, our embroidered polo shirts arrived with the logo in the wrong colour."
_EMB_ORDER = {
    "order": "EMB-77310",
    "customer": "Fernhill Garden Care",
    "items": "12 x polo shirt, logo left chest",
    "thread_ordered": "navy N-410",
    "thread_used": "gold G-220",
    "delivered": "2025-04-14",
    "total": 264.0,
}
_EMB_REPLACE = call(
    "create_replacement",
    {"order_number": "EMB-77310", "reason": "wrong thread colour", "quantity": 12},
    {
        "replacement": "EMB-77310-R",
        "dispatch": "2025-04-22",
        "delivery_by": "2025-04-24",
        "return_label": "RL-58820",
    },
)
EMBROIDERY_FLOWS = (
    (
        u(_EMB_OPENER),
        a("I'm so sorry about that. What's the order number?"),
        u(
            "It's EMB-77310.",
            "EMB-77310",
            "Order number EMB 77310 - 12 polos for Fernhill Garden Care.",
            "emb-77310",
        ),
        a(
            "Thanks. I can see the order: 12 polo shirts with your logo, which should have been stitched in "
            "navy (N-410) but were done in gold (G-220). That's our mistake, and I can remake all 12 free of "
            "charge. Do you need them by a particular date?",
            call("get_order", {"order_number": "EMB-77310"}, _EMB_ORDER),
        ),
        u(
            "Yes, our open day is on Saturday 26 April, so before then please.",
            "We need them before 26 April - it's our open day.",
            "Before our open day on the 26th of April if at all possible!",
            "Yes - by 26/04 at the latest. Navy N-410 is the right one.",
            "Our open day's on 26 April, so ideally a few days before that.",
        ),
        a(
            "Done: replacement EMB-77310-R will be dispatched on Tuesday 22 April and should arrive by "
            "Thursday 24 April, two days before your open day. I've emailed a prepaid return label, "
            "RL-58820, for the gold ones.",
            _EMB_REPLACE,
        ),
        u(
            "Great, thank you. Do we have to send the gold ones back before you post the new ones?",
            "Brilliant - the 24th gives us two days to spare.",
            "Thanks. RL-58820, got it. Which email did you send the label to?",
            "That's a relief, thank you!",
        ),
        a(
            "No, keep them until the new ones arrive, then send them back with the label. It went to the "
            "order email, accounts@fernhillgardencare.co.uk."
        ),
        stop(
            "Perfect, thanks for sorting it so quickly.",
            "Great, thank you. Bye!",
            "Lovely, all sorted. Thanks!",
            "",
        ),
    ),
    (
        u(_EMB_OPENER),
        a("Sorry to hear that! Can you tell me the company name and the email on the order?"),
        u(
            "Fernhill Garden Care, accounts@fernhillgardencare.co.uk",
            "Company: Fernhill Garden Care\nEmail: accounts@fernhillgardencare.co.uk",
            "It's Fernhill Garden Care - accounts@fernhillgardencare.co.uk. Order EMB-77310.",
            "fernhill garden care / accounts@fernhillgardencare.co.uk",
        ),
        a(
            "Found order EMB-77310: 12 polos, logo in gold instead of navy. I'll have them remade for free. "
            "When do you need them by?",
            call("get_order", {"email": "accounts@fernhillgardencare.co.uk"}, _EMB_ORDER),
        ),
        u(
            "By Saturday 26 April please, it's our open day.",
            "Before the 26th April.",
            "Our open day is 26 April, so any time before that.",
            "26/04 at the very latest please!",
        ),
        a(
            "Replacement EMB-77310-R ships on 22 April and arrives by 24 April. Return label RL-58820 is in "
            "your inbox.",
            _EMB_REPLACE,
        ),
        stop("Thank you!", "Great, cheers.", "Perfect, thanks very much.", ""),
    ),
    (
        u(_EMB_OPENER),
        a("I'm sorry! What's the order number?"),
        u(
            "EMB-77310",
            "It's EMB-77310.",
            "EMB-77310, the polos for Fernhill Garden Care.",
            "order emb 77310",
        ),
        a(
            "Thanks, I can see gold thread was used instead of navy. Shall I set up a free replacement?",
            call("get_order", {"order_number": "EMB-77310"}, _EMB_ORDER),
        ),
        u(
            "Yes please, as soon as possible.",
            "Yes - we need them before our open day on 26 April.",
            "Please do.",
            "yes please, all 12 of them",
        ),
        a(
            "I'm sorry, the system wouldn't let me create the replacement just now - our production "
            "scheduler is down. I've flagged your order to the workshop manager, who will email you today to "
            "arrange it.",
            call(
                "create_replacement",
                {"order_number": "EMB-77310", "reason": "wrong thread colour", "quantity": 12},
                error="ProductionQueueUnavailable: scheduling service is down",
            ),
        ),
        stop(
            "Ok, I'll wait for the email. Thanks.",
            "Right, thanks for trying. Please make sure they're ready before the 26th.",
            "Fine, thanks.",
            "",
        ),
    ),
)

DOMAINS: list[Domain] = [
    Domain("stiltwalking", STILTS, STILTS_FLOWS),
    Domain("abseiling", ABSEIL, ABSEIL_FLOWS),
    Domain("ballroom", BALLROOM, BALLROOM_FLOWS),
    Domain("bingo", BINGO, BINGO_FLOWS),
    Domain("blacksmith", SMITH, SMITH_FLOWS),
    Domain("brassband", BRASS, BRASS_FLOWS),
    Domain("caving", CAVE, CAVE_FLOWS),
    Domain("clockrepair", CLOCK, CLOCK_FLOWS),
    Domain("dryskislope", SKI, SKI_FLOWS),
    Domain("embroidery", EMBROIDERY, EMBROIDERY_FLOWS),
]

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "stiltwalking",
        0,
        Say(0, "Hi! I'd like to book two places on the beginners' stilt-walking workshop, please."),
        "one word changed, one added",
    ),
    F(
        "opener",
        "stiltwalking",
        1,
        Say(
            0,
            "Hi! I'd like to book two places on your beginners' stilt-walking workshop on Saturday 14 June, "
            "for me and my friend Tom Ashby.",
        ),
        "opener extended with the goal's date and friend",
    ),
    F(
        "opener",
        "bingo",
        0,
        Say(0, "Hello, I won the full house on Tuesday night but the money never showed up"),
        "truncated",
    ),
    F(
        "opener",
        "bingo",
        1,
        Say(
            0,
            "Hello dear, I won a full house on Tuesday evening and the winnings still aren't in my account.",
        ),
        "reworded",
    ),
    F(
        "opener",
        "brassband",
        0,
        Say(0, "Hi there, would your band be available to play at our village fete this summer?"),
        "paraphrase",
    ),
    F(
        "opener",
        "brassband",
        1,
        Say(
            0,
            "Hello, is the band free to play at our village fete this summer? It's on Saturday 12 July, 2 "
            "till 4.",
        ),
        "opener plus a sentence",
    ),
    F(
        "opener",
        "clockrepair",
        1,
        Say(0, "Good morning. My longcase clock has stopped again since your repair."),
        "a different first message",
    ),
    F(
        "opener",
        "embroidery",
        0,
        Say(0, "Hi, our embroidered polo shirts arrived with the logo in the wrong thread colour."),
        "one word inserted",
    ),
    # -- reply_shape: a second voice, reasoning, or a stop that is not one
    F(
        "reply_shape",
        "abseiling",
        0,
        Say(
            2,
            "The refund please, to the card ending 4418.\n\nAgent: Certainly, I'll process that for you now.",
        ),
        "writes the agent's next line",
    ),
    F(
        "reply_shape",
        "ballroom",
        0,
        Say(
            2,
            "Thought process: Lena wants a Saturday and 11:00 is the earlier slot, so pick that.\n\nSaturday "
            "10 May at 11:00, please.",
        ),
        "reasoning before the reply",
    ),
    F(
        "reply_shape",
        "bingo",
        0,
        Say(2, '{"role": "user", "content": "Yes please, that would be lovely!"}'),
        "reply wrapped as JSON with a role",
    ),
    F(
        "reply_shape",
        "blacksmith",
        0,
        Say(3, "Good. *scratches his head* The gate is heavy - will there be two people to carry it?"),
        "action as in a play",
    ),
    F(
        "reply_shape",
        "brassband",
        0,
        Say(
            4,
            "Wonderful, thank you. So the balance of £465 is paid on the day?\n[Note: Helen is happy with "
            "the booking and will wrap up the conversation next.]",
        ),
        "bracketed note about the conversation",
    ),
    F(
        "reply_shape",
        "caving",
        1,
        Say(3, "Thanks so much! Will the refund show on my statement as Underground Adventures?"),
        "a stop that still asks",
    ),
    F(
        "reply_shape",
        "clockrepair",
        0,
        Say(
            4,
            "Thank you, that's a weight off my mind.\nReception: You're very welcome, Mrs Oyelaran. We'll "
            "see you on the 3rd.",
        ),
        "the shop speaks on its own line",
    ),
    F(
        "reply_shape",
        "dryskislope",
        0,
        Say(2, "As an AI playing Maisie's dad here, I'll go along with it: yes please book it."),
        "breaks character",
    ),
    F(
        "reply_shape",
        "embroidery",
        0,
        Say(
            3,
            "Great, thank you. Do we have to send the gold ones back first? No, I suppose they'll want them "
            "after the new ones arrive.",
        ),
        "answers its own question",
    ),
    # -- invented_specifics: a specific the user was never given
    F(
        "invented_specifics",
        "stiltwalking",
        0,
        Say(1, "Yes, I am - it's HS-20471."),
        "member number digits swapped",
    ),
    F(
        "invented_specifics",
        "abseiling",
        1,
        Say(1, "Rhys Pemberton, rhys.pemberton@fastmail.co.uk. I paid with my Visa ending 4481."),
        "card digits swapped",
    ),
    F(
        "invented_specifics",
        "ballroom",
        1,
        Say(2, "Sunday at 12 is fine, and €10 is ok. The wedding's on 14 June, so we've still got time."),
        "wedding date",
    ),
    F(
        "invented_specifics",
        "bingo",
        1,
        Say(
            1,
            "dorothy.hale@btinternet.com, and it was Tuesday 11th March. I'd spent £3.60 on tickets that "
            "night.",
        ),
        "ticket spend",
    ),
    F(
        "invented_specifics",
        "blacksmith",
        0,
        Say(
            2,
            "14 Quarry Lane, Penryn, TR10 8LG. If I'm out, my neighbour can take it in - her number is 07700 "
            "900734.",
        ),
        "neighbour's phone number",
    ),
    F("invented_specifics", "caving", 0, Say(1, "CV-60318. I paid £95 for it."), "wrong amount paid"),
    F(
        "invented_specifics",
        "clockrepair",
        1,
        Say(1, "Margaret Oyelaran, 0161 496 0743."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "dryskislope",
        0,
        Say(3, "brilliant thanks. can you send the receipt to lee.dunmore@hotmail.com?"),
        "email domain",
    ),
    F(
        "invented_specifics",
        "embroidery",
        0,
        Say(
            2,
            "Yes, our open day is on Saturday 26 April, so before then please. Deliver them to our yard at "
            "Unit 4, 112 Holloway Road.",
        ),
        "street address",
    ),
    # -- unknown_fact: the user states what it does not know, before the agent told it
    F(
        "unknown_fact",
        "stiltwalking",
        0,
        Say(
            2,
            "The 14th please! The second place is for my friend Tom Ashby. Will Delphine Okoro be teaching? "
            "My sister did her class last year.",
        ),
        "instructor's name",
    ),
    F(
        "unknown_fact",
        "stiltwalking",
        1,
        Say(1, "priya.raman@mailbox.org - and I'll bring the £20 kit deposit in cash."),
        "kit deposit before the agent said it",
    ),
    F(
        "unknown_fact",
        "ballroom",
        0,
        Say(1, "BD-4490. We'd love to keep Ivana Petrovic as our teacher if we can."),
        "teacher's name",
    ),
    F(
        "unknown_fact",
        "bingo",
        0,
        Say(1, "My username is dotty_hale52. The game number was G-40772."),
        "game number",
    ),
    F(
        "unknown_fact",
        "blacksmith",
        1,
        Say(
            2,
            "14 Quarry Lane, Penryn TR10 8LG. It's further out, so I'm guessing a £15 difference in the "
            "delivery fee.",
        ),
        "fee difference guessed with an amount",
    ),
    F(
        "unknown_fact",
        "brassband",
        0,
        Say(
            1,
            "Saturday 12 July, 2 till 4 pm, at Ashcombe Recreation Ground, 2 Church Road, Ashcombe. Our "
            "treasurer says your performance fee is £520.",
        ),
        "performance fee",
    ),
    F(
        "unknown_fact",
        "caving",
        0,
        Say(1, "CV-60318. With the medical policy I should get £68 back, right?"),
        "refund amount",
    ),
    F(
        "unknown_fact",
        "clockrepair",
        0,
        Say(1, "Yes, it's CR-1184. It's still under warranty until 17 July."),
        "warranty end date",
    ),
    F(
        "unknown_fact",
        "embroidery",
        1,
        Say(
            1,
            "Fernhill Garden Care, accounts@fernhillgardencare.co.uk. The logo should be navy, thread N-410.",
        ),
        "thread colour code",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "stiltwalking",
        1,
        Say(
            1,
            "priya.raman@mailbox.org - my member number is HS-20417, phone 07841 226503, and I'm 165 cm tall "
            "if that matters for the stilts.",
        ),
        "asked for the email, gives three more",
    ),
    F(
        "data_dump",
        "abseiling",
        0,
        Say(
            0,
            "Hi, my charity abseil on 5 April was cancelled because of the wind. Booking ABS-7731, name Rhys "
            "Pemberton, paid £45 with my card ending 4418 - refund please.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "ballroom",
        0,
        Say(
            1,
            "BD-4490. I'm Lena Fischer, my fiancé is Marco Bianchi, and you can reach me on "
            "+49 151 2384 7702 or lena.fischer@posteo.de.",
        ),
        "asked for the booking, gives four more",
    ),
    F(
        "data_dump",
        "blacksmith",
        0,
        Say(
            0,
            "Hello. I'm Owen Trelawny, order FG-2207. I've moved to 14 Quarry Lane, Penryn TR10 8LG and need "
            "the gate delivered there instead; my phone is 07700 900561.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "brassband",
        0,
        Say(
            1,
            "Saturday 12 July, 2 till 4 pm, at Ashcombe Recreation Ground, 2 Church Road, Ashcombe. I'm "
            "Helen Marsh, the fete secretary - fete@ashcombevillage.org.uk or 01632 960772.",
        ),
        "asked for date and venue, gives name, email and phone",
    ),
    F(
        "data_dump",
        "caving",
        1,
        Say(
            0,
            "Hi, I need to cancel my caving trip on 22 March (sprained ankle). Booking CV-60318, I paid £85, "
            "email jess.mcallister@gmail.com.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "clockrepair",
        1,
        Say(
            1,
            "Margaret Oyelaran, 0161 496 0734. The job was CR-1184, done on 17 January, and I'm at 27 "
            "Ferndale Road, Didsbury, M20 4TQ.",
        ),
        "asked for name and phone, gives three more",
    ),
    F(
        "data_dump",
        "dryskislope",
        0,
        Say(1, "SK-40912. It's for Maisie Dunmore, age 9; email lee.dunmore@gmail.com, mobile 07700 900388."),
        "asked for the account, gives four more",
    ),
    F(
        "data_dump",
        "embroidery",
        2,
        Say(
            1,
            "EMB-77310, for Fernhill Garden Care.\n- email: accounts@fernhillgardencare.co.uk\n- phone: "
            "01632 960145",
        ),
        "asked for the order, gives three more as a list",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F("premature_stop", "abseiling", 1, StopAt(4, "Ok, thanks for checking. Bye!"), "after the offer"),
    F(
        "premature_stop",
        "ballroom",
        0,
        StopAt(4, "Let me check with Marco which one suits him and I'll get back to you. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "bingo",
        0,
        StopAt(4, "Oh good, at least you've found it. Thank you, bye now."),
        "after the win was found",
    ),
    F(
        "premature_stop",
        "blacksmith",
        1,
        StopAt(6, "Hmm, £18. I'll think about it and ring back."),
        "after the quote",
    ),
    F("premature_stop", "brassband", 0, StopAt(6, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "caving",
        1,
        StopAt(4, "ok thanks, i'll send the doctor's note first and get back to you"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "clockrepair",
        1,
        StopAt(6, "I'll have to check my diary. Thank you, goodbye."),
        "after the collection dates",
    ),
    F(
        "premature_stop",
        "dryskislope",
        1,
        StopAt(6, "Great, I'll talk it over with Maisie first. Cheers"),
        "after the offer",
    ),
    F(
        "premature_stop",
        "embroidery",
        1,
        StopAt(4, "Thanks, that's reassuring. Speak soon."),
        "after a question",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "abseiling", 2, meta(1, prompt_missing=["known_facts.booking_ref"]), "a known fact"),
    F("persona_sent", "ballroom", 1, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "bingo", 2, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "blacksmith", 1, meta(1, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "caving", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "clockrepair",
        0,
        meta(2, prompt_missing=["known_facts.address", "known_facts.phone"]),
        "two known facts",
    ),
    F("persona_sent", "dryskislope", 2, meta(1, prompt_missing=["goal", "persona"]), "goal and persona"),
    F(
        "persona_sent",
        "embroidery",
        1,
        meta(0, prompt_missing=["persona", "known_facts.order_number"]),
        "persona and a known fact",
    ),
]
