"""Blind set 11, part T: ten customer-service scenarios and 61 seeded faults for the fidelity guards.

Written by a helper session that had not seen the guards' implementation, before any run of the guards on it.
Read beforehand, and nothing else of the repository: the "Simulator fidelity: guards, faults, valid trials"
section of ``docs/guides/simulate.md`` and the sections after it up to "Statistics over valid trials";
``check_fidelity``'s docstring; ``tests/_fidelity_blind.py`` (the first blind set's framework, its seeded faults
and the labels its docstring defines); lines 1-130 and the car-rental and pharmacy scenarios of
``tests/_fidelity_blind_domains.py`` (the step helpers and the style); the imports and the two tool errors of
``tests/_fidelity_blind_domains2.py``; and the ``Case`` entry format of ``tests/_fidelity_corpus.py``. No guard was
called while writing it.

The scenarios (eyebrow threading, a ceramic-hob repair, a festival campervan pitch, a coworking desk pass, a
sofa-cleaning visit, a gutter-guard install, a kids football camp, a student-accommodation deposit refund, a
laptop-screen repair, a duvet-cleaning order) reuse none of the earlier sets' domains. Every user turn is written
by hand with clean alternatives (the opener, when a scenario has one, word for word): facts restated in the
user's own formats, ids, amounts and dates the agent or a tool gave quoted back, sums and differences of amounts
it was told, follow-up questions, lists, typos, long turns and polite closings. Two flows end after the agent
failed (a tool error) or refused.

Labels follow the definitions, not what a guard can see: a clean conversation sends the opener word for word,
keeps one voice (no reasoning, notes, role markers, assistant's voice, stop signal in the text, answer to its own
question, question in its stop), volunteers at most two known facts per turn before the agent asks for them,
states no unknown fact before the agent told it, says only specifics from the known facts, earlier messages or
tool results (or worked out from them), and stops only once the expected write ran or the agent failed or
refused. Each fault in :data:`FAULTS` breaks one of those rules on purpose and is labelled with the guard that
should catch it (opener 8, reply_shape 9, invented_specifics 9, unknown_fact 9, data_dump 9, premature_stop 9,
persona_sent 8). Build conversations with ``_fidelity_blind.build(domain, flow, rng, fault.edit)``.
"""

from __future__ import annotations

from _fidelity_blind import Fault, Say, StopAt, meta
from _fidelity_blind_domains import Domain, a, call, stop, u

from langchain_trajectory.simulation import Scenario

# -- 1. eyebrow threading appointment (with an opener) -----------------------------------------------------------

BROWS = Scenario(
    goal="Book an eyebrow threading appointment at the Camden salon for this Saturday afternoon.",
    persona="a university student, chatty, often writes in lowercase",
    known_facts={
        "full_name": "Priya Raman",
        "phone": "07700 900417",
        "loyalty_number": "LB-30927",
        "email": "priya.raman@hey.com",
    },
    unknown_facts=["booking reference: BR-55102", "therapist's name"],
    opener="Hi! I'd like to book an eyebrow threading appointment for this Saturday please.",
    expected=["find_slots", "book_appointment"],
)
_BROWS_SLOTS = call(
    "find_slots",
    {"customer": "07700 900417", "salon": "Camden", "date": "2025-05-17"},
    {
        "customer": "LB-30927",
        "name": "Priya Raman",
        "salon": "Camden",
        "slots": ["2025-05-17T13:30", "2025-05-17T15:00"],
        "price": 12.0,
    },
)
_BROWS_SLOTS_BY_EMAIL = call(
    "find_slots",
    {"customer": "priya.raman@hey.com", "salon": "Camden", "date": "2025-05-17"},
    {
        "customer": "LB-30927",
        "name": "Priya Raman",
        "salon": "Camden",
        "slots": ["2025-05-17T13:30", "2025-05-17T15:00"],
        "price": 12.0,
    },
)
BROWS_FLOWS = (
    (
        u(BROWS.opener),
        a("Lovely! Can I take the phone number on your account?"),
        u(
            "sure, it's 07700 900417",
            "07700900417",
            "It's 07700 900 417.",
            "My number is +44 7700 900417",
        ),
        a(
            "Thanks, Priya. I can see your loyalty account LB-30927. This Saturday, 17 May, we have 1:30 pm and "
            "3:00 pm at Camden. Threading is £12.00. Which would you like?",
            _BROWS_SLOTS,
        ),
        u(
            "3pm please!",
            "The 3:00 one works better for me.",
            "ooh 3pm on the 17th please. is it still £12 with my loyalty card?",
            "Could I take the 15:00 slot please? Camden is perfect.",
        ),
        a(
            "Booked! Saturday 17 May at 3:00 pm with Meena at Camden, reference BR-55102. Still £12.00, and "
            "you'll earn 120 loyalty points.",
            call(
                "book_appointment",
                {"customer": "LB-30927", "slot": "2025-05-17T15:00", "service": "brow threading"},
                {"booking_ref": "BR-55102", "start": "2025-05-17T15:00", "therapist": "Meena", "price": 12.0},
            ),
        ),
        stop(
            "amazing, thank you!!", "Perfect, see you on the 17th. Thanks!", "Great, BR-55102 noted. Bye!", ""
        ),
    ),
    (
        u(BROWS.opener),
        a("Happy to help. What name is the booking under?"),
        u("Priya Raman", "It's Priya Raman.", "priya raman :)"),
        a("Thanks. And the email on your loyalty account?"),
        u(
            "priya.raman@hey.com",
            "It's priya.raman@hey.com - the loyalty number is LB-30927 if that helps.",
            "Email is Priya.Raman@hey.com",
        ),
        a(
            "Found you: loyalty LB-30927. Saturday the 17th has 1:30 pm or 3:00 pm at Camden, £12.00 each. Any "
            "preference?",
            _BROWS_SLOTS_BY_EMAIL,
        ),
        u(
            "1:30 please. How long does threading usually take?",
            "Half one is great. Do I need to arrive early?",
            "13:30 on Saturday please",
        ),
        a(
            "You're booked for 1:30 pm on Saturday 17 May with Meena, reference BR-55102. It takes about 15 "
            "minutes and there's no need to arrive early.",
            call(
                "book_appointment",
                {"customer": "LB-30927", "slot": "2025-05-17T13:30", "service": "brow threading"},
                {"booking_ref": "BR-55102", "start": "2025-05-17T13:30", "therapist": "Meena", "price": 12.0},
            ),
        ),
        stop("Brilliant, thanks so much!", "ok perfect, thank you :)", "Lovely. Thanks, see you Saturday!"),
    ),
)

# -- 2. ceramic-hob repair (with an opener) ----------------------------------------------------------------------

HOB = Scenario(
    goal="The front-left ring of your ceramic hob stopped heating; get a repair engineer booked under your "
    "appliance cover.",
    persona="a retired teacher, precise and polite",
    known_facts={
        "policy_number": "HC-7741-0392",
        "postcode": "LS6 2QT",
        "model_number": "HK654200FB",
        "phone": "0113 496 0721",
    },
    unknown_facts=["callout fee", "engineer visit reference: ENG-204417"],
    opener="Hello, the front left ring on my ceramic hob has stopped heating up.",
    expected=["lookup_policy", "book_engineer"],
)
_HOB_POLICY = {
    "policy": "HC-7741-0392",
    "holder": "Mr G. Ashworth",
    "appliance": "HK654200FB",
    "cover_until": "2026-01-31",
    "phone": "0113 496 0721",
    "slots": ["2025-06-12 08:00-12:00", "2025-06-13 12:00-18:00"],
}
HOB_FLOWS = (
    (
        u(HOB.opener),
        a("Sorry to hear that. Could I have your policy number, please?"),
        u(
            "Certainly. It is HC-7741-0392.",
            "HC-7741-0392",
            "The policy number is HC 7741 0392.",
            "Yes - hc-7741-0392",
        ),
        a("Thank you. And the postcode of the property?"),
        u("LS6 2QT.", "It's LS6 2QT", "ls6 2qt"),
        a(
            "I have the hob HK654200FB, covered until 31 January 2026. The earliest engineer visits are Thursday "
            "12 June, 8 am to 12 noon, or Friday 13 June, 12 to 6 pm. Which suits you?",
            call("lookup_policy", {"policy": "HC-7741-0392", "postcode": "LS6 2QT"}, _HOB_POLICY),
        ),
        u(
            "Thursday morning, the 12th, please.",
            "I'd prefer the Thursday, 12 June, 8-12.",
            "Thursday 12/06 between 8 and 12 is fine. Will the engineer ring before arriving?",
            "Could I have the Thursday slot? Also, is there a callout fee on top?",
        ),
        a(
            "Booked: engineer visit on Thursday 12 June, 8 am-12 noon, reference ENG-204417. There's no callout "
            "fee under your cover, and the engineer will call 0113 496 0721 about 30 minutes before arriving.",
            call(
                "book_engineer",
                {"policy": "HC-7741-0392", "slot": "2025-06-12 08:00-12:00"},
                {"reference": "ENG-204417", "visit": "2025-06-12 08:00-12:00", "callout_fee": 0},
            ),
        ),
        stop(
            "Thank you, that's very helpful.",
            "Splendid. ENG-204417, Thursday morning. Thank you.",
            "Thanks very much, goodbye.",
            "",
        ),
    ),
    (
        u(HOB.opener),
        a("I can help with that. Which policy number and model number is this about?"),
        u(
            "Policy HC-7741-0392, and the model number is HK654200FB.",
            "HC-7741-0392 / HK654200FB",
            "The policy is HC-7741-0392. Model: HK654200FB, printed under the front edge of the hob.",
        ),
        a(
            "Thanks. Your policy covers the HK654200FB until 2026-01-31. What's the best phone number for the "
            "engineer to reach you?",
            call("lookup_policy", {"policy": "HC-7741-0392", "model": "HK654200FB"}, _HOB_POLICY),
        ),
        u(
            "0113 496 0721",
            "You can call me on 0113 496 0721.",
            "01134960721 - it's a landline, so mornings are best.",
        ),
        a(
            "I tried to book Thursday 12 June, 8 am-12 noon, but our scheduling system returned an error and I "
            "can't complete the booking right now. I'm sorry.",
            call(
                "book_engineer",
                {"policy": "HC-7741-0392", "slot": "2025-06-12 08:00-12:00"},
                error="SchedulerUnavailable: engineer diary service timed out",
            ),
        ),
        stop(
            "Oh dear. I'll ring back later then. Thank you for trying.",
            "That's a shame. I'll try again tomorrow. Goodbye.",
            "Alright, I'll call back. Thanks.",
        ),
    ),
)

# -- 3. festival campervan pitch (with an opener) ----------------------------------------------------------------

PITCH = Scenario(
    goal="Add a campervan pitch with electric hook-up to your Greenfield Festival booking.",
    persona="a laid-back festival-goer who writes casually",
    known_facts={
        "booking_reference": "GF25-118204",
        "email": "sam.okafor@gmail.com",
        "vehicle_registration": "KX19 TLV",
        "vehicle_length": "6.4 m",
    },
    unknown_facts=["pitch number: C-42", "hook-up supplement"],
    opener="hey, can I add a campervan pitch to my festival booking?",
    expected=["get_booking", "add_pitch"],
)
_PITCH_BOOKING = {
    "booking": "GF25-118204",
    "email": "sam.okafor@gmail.com",
    "tickets": 2,
    "dates": "2025-07-24 to 2025-07-27",
    "campervan_pitch_price": 95.0,
    "hookup_price": 35.0,
    "campervan_pitches_left": 4,
}
_PITCH_BOOKING_SOLD_OUT = {**_PITCH_BOOKING, "campervan_pitches_left": 0}
PITCH_FLOWS = (
    (
        u(PITCH.opener),
        a("Sure thing! What's your booking reference?"),
        u("it's GF25-118204", "GF25-118204 :)", "booking ref is gf25 118204", "Yeah, GF25-118204."),
        a(
            "Got it: 2 weekend tickets, Thursday 24 to Sunday 27 July. A campervan pitch is £95, and electric "
            "hook-up is £35 more. Want the pitch with hook-up?",
            call("get_booking", {"reference": "GF25-118204"}, _PITCH_BOOKING),
        ),
        u(
            "yes with hook-up please, so £130 all in?",
            "Yep, both please. £95 + £35 is fine.",
            "yes please add both. do you need my van reg?",
            "Yeah go for it, pitch + electric.",
        ),
        a("Yes, £130 in total. What's the vehicle registration, and how long is the van?"),
        u("KX19 TLV, it's 6.4 m long", "Reg KX19 TLV, length 6.4 metres.", "kx19tlv - about 6.4m"),
        a(
            "Done! Pitch C-42 with hook-up is added to GF25-118204, £130.00 charged to the card on file. You can "
            "arrive from 12 pm on Thursday 24 July.",
            call(
                "add_pitch",
                {"reference": "GF25-118204", "type": "campervan_hookup", "reg": "KX19 TLV", "length_m": 6.4},
                {
                    "booking": "GF25-118204",
                    "pitch": "C-42",
                    "charged": 130.0,
                    "arrival_from": "2025-07-24T12:00",
                },
            ),
        ),
        stop("nice one, cheers!", "sweet, C-42 it is. thanks!", "Perfect, see you on the 24th. Thanks!", ""),
    ),
    (
        u(PITCH.opener),
        a("Of course. Could you confirm the email address on the booking?"),
        u(
            "sam.okafor@gmail.com",
            "It's sam.okafor@gmail.com",
            "Sam.Okafor@gmail.com - booking is GF25-118204",
        ),
        a(
            "Thanks, I found GF25-118204 for Thursday 24 to Sunday 27 July. How long is the van, and what's the "
            "registration?",
            call("get_booking", {"email": "sam.okafor@gmail.com"}, _PITCH_BOOKING_SOLD_OUT),
        ),
        u(
            "6.4 m, reg KX19 TLV",
            "It's a 6.4m van, KX19 TLV.",
            "KX19 TLV and 6.4 metres long. is that too big?",
        ),
        a(
            "A 6.4 m van would fit, but I'm sorry: the campervan pitches are sold out for this year, so I can't "
            "add one to your booking. Your festival tickets are unaffected."
        ),
        stop("ah that's a shame. ok thanks anyway", "Fair enough, thanks for checking.", "Oh well. Thanks!"),
    ),
)

# -- 4. coworking desk pass --------------------------------------------------------------------------------------

DESKPASS = Scenario(
    goal="Upgrade your coworking membership from your flexi pass to a monthly hot-desk pass starting next month.",
    persona="a freelance designer, friendly and brief",
    known_facts={
        "member_id": "CW-58213",
        "email": "lena.vogt@studio-vogt.de",
        "company_name": "Studio Vogt",
        "billing_postcode": "10178",
    },
    unknown_facts=["monthly price: €249", "prorated credit"],
    expected=["get_membership", "change_plan"],
)
_DESK_MEMBER = {
    "member": "CW-58213",
    "name": "Lena Vogt",
    "plan": "Flexi 10",
    "days_left": 3,
    "renews": "2025-06-01",
    "hot_desk_monthly": 249.0,
    "credit": 36.0,
}
_DESK_CHANGE = call(
    "change_plan",
    {"member": "CW-58213", "plan": "hot_desk_monthly", "start": "2025-06-01"},
    {"member": "CW-58213", "plan": "Hot Desk Monthly", "start": "2025-06-01", "first_charge": 213.0},
)
DESKPASS_FLOWS = (
    (
        u(
            "Hi! I'd like to switch from my flexi pass to a monthly hot desk from next month.",
            "hey, can I upgrade to a monthly hot-desk pass? starting next month ideally",
            "Hello, I want to change my membership to the monthly hot desk option, starting next month. How do I "
            "do that?",
            "Hi there - my member ID is CW-58213. I'd like to move to a monthly hot-desk pass from next month.",
        ),
        a("Sure! Can you confirm your member ID and the email on the account?"),
        u(
            "CW-58213, lena.vogt@studio-vogt.de",
            "Member ID: CW-58213\nEmail: lena.vogt@studio-vogt.de",
            "Sure, CW58213 and lena.vogt@studio-vogt.de",
            "it's CW-58213 / Lena.Vogt@studio-vogt.de",
        ),
        a(
            "Thanks Lena. You're on Flexi 10 with 3 days left, renewing on 1 June. The monthly hot desk is €249 a "
            "month. Your 3 unused days give a €36 credit, so your first charge on 1 June would be €213. Shall I "
            "switch you?",
            call("get_membership", {"member": "CW-58213"}, _DESK_MEMBER),
        ),
        u(
            "Yes please, switch me from June 1.",
            "sounds good - €213 for June, then €249 after that?",
            "Yes. So the 36 euro credit comes off the first month, right? Go ahead.",
            "Perfect, do it :)",
        ),
        a(
            "Done. You're on Hot Desk Monthly from 1 June 2025: first charge €213.00, then €249.00 a month.",
            _DESK_CHANGE,
        ),
        stop("Great, thanks!", "Thanks, have a good one!", "perfect, thank you", ""),
    ),
    (
        u(
            "Hi, I'd like to upgrade my membership to the monthly hot desk, from next month on.",
            "hello :) how do I switch to a monthly hot desk pass? I'm on the flexi one right now",
            "Good morning! Could I move from flexi to a monthly hot-desk membership starting next month?",
        ),
        a("Happy to help. What email address is your membership under?"),
        u(
            "lena.vogt@studio-vogt.de",
            "It's lena.vogt@studio-vogt.de (member CW-58213).",
            "lena.vogt@studio-vogt.de - thanks!",
        ),
        a(
            "Found you: member CW-58213 on Flexi 10, renewing 2025-06-01. Hot Desk Monthly is €249 a month, and "
            "your 3 remaining days are credited as €36. Should the invoices go to a company name?",
            call("get_membership", {"email": "lena.vogt@studio-vogt.de"}, _DESK_MEMBER),
        ),
        u(
            "Yes, please put Studio Vogt on the invoices.",
            "Studio Vogt please. Billing postcode is 10178 if you need it.",
            "Yes - Studio Vogt. And yes, please go ahead with the switch.",
        ),
        a(
            "Switched: Hot Desk Monthly from 1 June, invoiced to Studio Vogt. The first charge is €213 after the "
            "€36 credit.",
            _DESK_CHANGE,
        ),
        u(
            "Will I get the invoice by email?",
            "Thanks! Can I still use the meeting rooms?",
            "Cool. So €213 on the 1st, then €249 monthly?",
        ),
        a(
            "Invoices are emailed to lena.vogt@studio-vogt.de each month, meeting rooms stay bookable at member "
            "rates, and after the first €213 charge it's €249 a month."
        ),
        stop("Perfect, thanks a lot!", "Great, that's all. Thank you!", "thx, bye"),
    ),
)

# -- 5. sofa-cleaning visit --------------------------------------------------------------------------------------

SOFACLEAN = Scenario(
    goal="Book a professional cleaning visit for your three-seater fabric sofa, ideally on a weekday.",
    persona="a parent of a toddler, a bit rushed",
    known_facts={
        "address": "22 Hawthorn Road, Bristol",
        "postcode": "BS7 8EX",
        "phone": "07911 123456",
        "email": "kate.morrow@outlook.com",
    },
    unknown_facts=["quote reference: SC-90317", "technician's name"],
    expected=["get_quote", "book_cleaning"],
)
_SOFA_QUOTE = {
    "quote": "SC-90317",
    "customer": "Kate Morrow",
    "address": "22 Hawthorn Road, Bristol BS7 8EX",
    "item": "3-seater fabric sofa",
    "price": 89.0,
    "stain_treatment": 15.0,
    "slots": ["2025-04-15T09:00", "2025-04-16T13:00"],
}
SOFACLEAN_FLOWS = (
    (
        u(
            "Hi, I'd like to book someone to clean my sofa. It's a three-seater, fabric.",
            "hello! need my fabric sofa cleaned (3 seater), weekday if possible",
            "Hi there, can I book a sofa cleaning visit? Three-seater fabric sofa, there's a juice stain on one "
            "cushion.",
            "Hi - could you come and clean a three-seater fabric sofa sometime on a weekday?",
        ),
        a("Of course. What's the postcode for the visit?"),
        u("BS7 8EX", "It's BS7 8EX.", "bs7 8ex - 22 Hawthorn Road", "Postcode is BS7 8EX, Bristol."),
        a(
            "Thanks. Quote SC-90317: a three-seater fabric sofa is £89, plus £15 if you'd like stain treatment. "
            "We can come on Tuesday 15 April at 9 am or Wednesday 16 April at 1 pm.",
            call("get_quote", {"postcode": "BS7 8EX", "item": "3-seater fabric sofa"}, _SOFA_QUOTE),
        ),
        u(
            "Wednesday at 1 please, with the stain treatment.",
            "Wed 16th, 1pm, and yes add the stain treatment - so £104 total?",
            "The Wednesday slot please. Yes to stain treatment, the toddler got juice on it",
            "16/04 at 1pm with stain treatment please",
        ),
        a(
            "Wednesday with stain treatment it is, £104 in total. What phone number should the technician call?"
        ),
        u("07911 123456", "You can reach me on 07911 123456.", "07911123456, thanks"),
        a(
            "Booked: Wednesday 16 April at 1 pm at 22 Hawthorn Road, booking SCB-44120, £104 including stain "
            "treatment. The technician will call 07911 123456 when on the way.",
            call(
                "book_cleaning",
                {
                    "quote": "SC-90317",
                    "slot": "2025-04-16T13:00",
                    "stain_treatment": True,
                    "phone": "07911 123456",
                },
                {"booking": "SCB-44120", "quote": "SC-90317", "start": "2025-04-16T13:00", "total": 104.0},
            ),
        ),
        stop("Lovely, thank you!", "Great, thanks so much.", "brilliant, see you Wednesday", ""),
    ),
    (
        u(
            "Hi, can I get a quote and a visit to clean a three-seater fabric sofa?",
            "hiya, looking to book a sofa clean. 3 seater, fabric. weekdays are best for me",
            "Hello, I need my sofa cleaned (three-seater, fabric). When could someone come?",
        ),
        a("Sure. Could I take your email address to send the quote?"),
        u(
            "kate.morrow@outlook.com",
            "It's kate.morrow@outlook.com",
            "Kate.Morrow@outlook.com - and the address is 22 Hawthorn Road, Bristol BS7 8EX",
        ),
        a(
            "Thanks Kate. Your quote is SC-90317: £89 for the sofa, £15 extra for stain treatment. Free slots: "
            "Tuesday 15 April at 9 am or Wednesday 16 April at 1 pm. Is the visit at 22 Hawthorn Road, BS7 8EX?",
            call(
                "get_quote", {"email": "kate.morrow@outlook.com", "item": "3-seater fabric sofa"}, _SOFA_QUOTE
            ),
        ),
        u(
            "Yes, that's right. Tuesday 9am please, no stain treatment.",
            "Yep that's the address. The Tuesday 15th at 9 works, just the basic clean for £89.",
            "Correct. 9am on Tuesday please - how long does it take to dry?",
        ),
        a(
            "Booked for Tuesday 15 April at 9 am, booking SCB-44098, £89. It usually dries in 4 to 6 hours.",
            call(
                "book_cleaning",
                {"quote": "SC-90317", "slot": "2025-04-15T09:00", "stain_treatment": False},
                {"booking": "SCB-44098", "quote": "SC-90317", "start": "2025-04-15T09:00", "total": 89.0},
            ),
        ),
        stop("Perfect, thanks!", "ok great, thank you", "Thanks, bye!"),
    ),
)

# -- 6. gutter-guard install -------------------------------------------------------------------------------------

GUTTERGUARD = Scenario(
    goal="Get the gutter-guard installation from your survey quote booked for your house.",
    persona="a homeowner in his sixties, methodical",
    known_facts={
        "quote_number": "GG-2025-0611",
        "address": "7 Orchard Close, Didcot",
        "phone": "01235 812 904",
        "email": "d.fairbairn@btinternet.com",
        "deposit_paid": "£150",
    },
    unknown_facts=["balance due: £540", "installation date"],
    expected=["get_quote", "schedule_install"],
)
_GG_QUOTE = {
    "quote": "GG-2025-0611",
    "customer": "D. Fairbairn",
    "address": "7 Orchard Close, Didcot",
    "metres": 32,
    "total": 690.0,
    "deposit_paid": 150.0,
    "balance": 540.0,
    "dates": ["2025-06-04", "2025-06-10"],
}
_GG_OPENINGS = (
    "Good afternoon. I had a survey for gutter guards and I'd like to go ahead with the installation.",
    "Hello, I'd like to book the gutter guard installation from my quote.",
    "Hi, I received your quote for gutter guards and want to proceed. Quote number GG-2025-0611.",
    "Hi there. We'd like to book in the gutter-guard fitting please - the surveyor came round last week.",
)
GUTTERGUARD_FLOWS = (
    (
        u(*_GG_OPENINGS),
        a("Great news. What's the quote number?"),
        u("GG-2025-0611.", "It is GG-2025-0611.", "Quote no. GG 2025 0611", "gg-2025-0611"),
        a(
            "Thank you. That's 32 metres of guard at 7 Orchard Close, Didcot, £690 in total. You've paid a £150 "
            "deposit, so £540 is due on completion. We can install on Wednesday 4 June or Tuesday 10 June. "
            "Which would you prefer?",
            call("get_quote", {"quote": "GG-2025-0611"}, _GG_QUOTE),
        ),
        u(
            "The 10th of June, please.",
            "Tuesday 10 June suits us better. So £540 on the day, correct?",
            "10/06/2025 please. I make that £690 less the £150 I already paid, which is fine.",
            "Tuesday the 10th. Will the fitters need access to the back garden?",
        ),
        a(
            "Booked for Tuesday 10 June, arrival 8-10 am, job JOB-77213. The £540 balance is due when the job is "
            "done, and yes, they'll need side access to the back.",
            call(
                "schedule_install",
                {"quote": "GG-2025-0611", "date": "2025-06-10"},
                {"job": "JOB-77213", "date": "2025-06-10", "arrival": "08:00-10:00", "balance_due": 540.0},
            ),
        ),
        stop(
            "Thank you, that's all sorted then.",
            "Very good. JOB-77213, 10 June. Thanks.",
            "Thanks for your help. Goodbye.",
            "",
        ),
    ),
    (
        u(*_GG_OPENINGS[:2], "Morning. Could I arrange a date for the gutter guards to be installed?"),
        a(
            "I can help. To find your quote, please verify your details: the address, phone number and email on file."
        ),
        u(
            "7 Orchard Close, Didcot. 01235 812 904. d.fairbairn@btinternet.com",
            "Address: 7 Orchard Close, Didcot\nPhone: 01235 812904\nEmail: d.fairbairn@btinternet.com",
            "Of course - 7 Orchard Close in Didcot, phone 01235812904, email d.fairbairn@btinternet.com.",
        ),
        a(
            "Thanks, Mr Fairbairn. Quote GG-2025-0611: £690 for 32 metres, £150 deposit received, £540 balance. "
            "The earliest dates are Wednesday 4 June and Tuesday 10 June.",
            call("get_quote", {"address": "7 Orchard Close, Didcot", "phone": "01235 812 904"}, _GG_QUOTE),
        ),
        u(
            "June 4th please.",
            "Wednesday the 4th would be best.",
            "4 June, please. The balance of £540 - can I pay that by bank transfer?",
        ),
        a(
            "Booked for Wednesday 4 June, arrival 8-10 am, job JOB-77180. You can pay the £540 balance by card "
            "or bank transfer after the install.",
            call(
                "schedule_install",
                {"quote": "GG-2025-0611", "date": "2025-06-04"},
                {"job": "JOB-77180", "date": "2025-06-04", "arrival": "08:00-10:00", "balance_due": 540.0},
            ),
        ),
        stop("Excellent. Thank you.", "Good, thank you very much.", "Thanks, goodbye"),
    ),
)

# -- 7. kids football camp ---------------------------------------------------------------------------------------

FOOTBALLCAMP = Scenario(
    goal="Sign your son up for all five days of the half-term kids football camp.",
    persona="a busy working mum, friendly",
    known_facts={
        "child_name": "Leo Hart",
        "child_date_of_birth": "2016-09-03",
        "parent_phone": "07822 456 310",
        "email": "j.hart@gmail.com",
        "medical_notes": "mild asthma, carries an inhaler",
    },
    unknown_facts=["camp booking number: FC-31870", "sibling discount"],
    expected=["check_camp", "register_child"],
)
_CAMP = call(
    "check_camp",
    {"camp": "half-term", "dob": "2016-09-03"},
    {
        "camp": "Half-term Camp",
        "dates": "2025-05-26 to 2025-05-30",
        "age_group": "8-11",
        "price_per_day": 28.0,
        "week_price": 125.0,
        "places_left": 6,
    },
)
_CAMP_REGISTER = call(
    "register_child",
    {"child": "Leo Hart", "dob": "2016-09-03", "days": 5, "email": "j.hart@gmail.com"},
    {"booking": "FC-31870", "child": "Leo Hart", "days": 5, "total": 125.0, "drop_off": "08:45"},
)
FOOTBALLCAMP_FLOWS = (
    (
        u(
            "Hi! I'd like to book my son onto the half-term football camp, all five days.",
            "hello, is there still space on the half term football camp? want to book my boy in for the whole week",
            "Hi, I'd like to register my son for the kids football camp over half-term - all 5 days please.",
            "Hey there - can I sign Leo up for football camp for half term week?",
        ),
        a("Yes, there are places left. What's your child's name and date of birth?"),
        u(
            "Leo Hart, born 3 September 2016.",
            "His name is Leo Hart, DOB 03/09/2016",
            "Leo Hart - 2016-09-03",
            "leo hart, 3rd sept 2016 (he's 8)",
        ),
        a(
            "Thanks. Leo fits the 8-11 group. The camp runs Monday 26 to Friday 30 May, £28 a day or £125 for the "
            "full week. Any medical notes we should know about?",
            _CAMP,
        ),
        u(
            "He has mild asthma and carries an inhaler.",
            "Yes - mild asthma, he always has his inhaler with him.",
            "Just mild asthma, carries an inhaler. The full week for £125 please.",
            "mild asthma, has an inhaler. Full week please, that's cheaper than 5 x £28 = £140 anyway!",
        ),
        a("Noted, for the full week. And a phone number and email for the booking?"),
        u(
            "07822 456 310 and j.hart@gmail.com",
            "Phone 07822456310, email j.hart@gmail.com",
            "Mobile: 07822 456 310\nEmail: j.hart@gmail.com",
        ),
        a(
            "Leo's booked for the full week, 26-30 May: booking FC-31870, £125. Drop-off is from 8:45 am.",
            _CAMP_REGISTER,
        ),
        stop(
            "Brilliant, thanks so much!",
            "Great, he'll be thrilled. Thank you!",
            "Perfect, thanks. See you on the 26th!",
            "",
        ),
    ),
    (
        u(
            "Hi, can I book my son on the half term football camp please? All 5 days.",
            "hiya! looking to book the kids football camp for half-term, the full week",
            "Hello, I'd like a place on the half-term football camp for my son, Monday to Friday if possible.",
        ),
        a("Sure! Can I take an email address for the booking first?"),
        u("j.hart@gmail.com", "It's j.hart@gmail.com", "J.Hart@gmail.com"),
        a("Thanks. And your child's name and date of birth?"),
        u(
            "Leo Hart, 03.09.2016",
            "Leo Hart. Born Sept 3, 2016.",
            "It's Leo Hart and his birthday is 3/9/2016",
        ),
        a("The 8-11 group has places for 26-30 May: £125 for the week. Shall I book Leo in?", _CAMP),
        u(
            "Yes please!",
            "Yes, the full week please. Does he need his own football?",
            "Yes - 125 pounds for the 5 days, great.",
        ),
        a(
            "Booked: FC-31870, Leo Hart, 26-30 May, £125. He just needs shin pads, boots, water and a packed "
            "lunch; balls are provided.",
            _CAMP_REGISTER,
        ),
        stop("Thanks, that's really helpful!", "Great, thank you!", "Lovely, thanks very much"),
    ),
)

# -- 8. student-accommodation deposit refund (with an opener) ----------------------------------------------------

STUDENTDEPOSIT = Scenario(
    goal="Get your tenancy deposit refunded after moving out of your student flat.",
    persona="a final-year student, slightly anxious, writes long messages",
    known_facts={
        "tenancy_reference": "TEN-2024-3381",
        "student_id": "S2219047",
        "email": "aisha.khan@student.leeds.ac.uk",
        "bank_sort_code": "20-45-77",
        "bank_account_number": "43518822",
    },
    unknown_facts=["deduction amount: £85", "inspection report number"],
    opener="Hi, I moved out of my student flat last week and I'm still waiting for my deposit back.",
    expected=["get_tenancy", "issue_refund"],
)
_TENANCY = {
    "tenancy": "TEN-2024-3381",
    "tenant": "Aisha Khan",
    "property": "Flat 4C, Castle House",
    "deposit": 450.0,
    "checkout": "2025-06-27",
    "deductions": [{"item": "carpet cleaning", "amount": 85.0}],
    "refund_due": 365.0,
    "bank_on_file": "20-45-77 ****8822",
}
_DEPOSIT_REFUND = call(
    "issue_refund",
    {"tenancy": "TEN-2024-3381", "amount": 365.0, "sort_code": "20-45-77", "account": "43518822"},
    {"refund": "RF-661204", "amount": 365.0, "to": "****8822", "expected_by": "2025-07-09"},
)
STUDENTDEPOSIT_FLOWS = (
    (
        u(STUDENTDEPOSIT.opener),
        a("Sorry for the wait. What's your tenancy reference?"),
        u(
            "It's TEN-2024-3381.",
            "TEN-2024-3381",
            "Sure, my tenancy reference is TEN 2024 3381. My student ID is S2219047 if you need it too.",
            "tenancy ref: ten-2024-3381",
        ),
        a(
            "Thanks, Aisha. Your deposit was £450 for Flat 4C, Castle House, and you checked out on 27 June. The "
            "inspection noted carpet cleaning at £85, so £365 is due back. Would you like it paid to your bank "
            "account?",
            call("get_tenancy", {"tenancy": "TEN-2024-3381"}, _TENANCY),
        ),
        u(
            "Oh, I didn't know about the carpet cleaning, but ok. Yes please, to my bank account.",
            "So £450 minus £85 = £365? Fine, yes please pay it into my account.",
            "Yes please. I hoped to get the full £450 back, but I understand. Bank transfer is fine.",
            "ok - £365 by bank transfer please. what details do you need?",
        ),
        a("Please give me the sort code and account number."),
        u(
            "Sort code 20-45-77, account number 43518822.",
            "20-45-77 / 43518822",
            "sort code 204577, acc no 43518822",
            "Sure:\n- Sort code: 20-45-77\n- Account: 4351 8822",
        ),
        a(
            "Done: £365.00 refunded to the account ending 8822, reference RF-661204. It should arrive by "
            "Wednesday 9 July.",
            _DEPOSIT_REFUND,
        ),
        stop(
            "Thank you so much, that's a relief!",
            "Great, thanks. I'll look out for it by the 9th.",
            "Thanks for sorting this, bye!",
            "",
        ),
    ),
    (
        u(STUDENTDEPOSIT.opener),
        a("I can look into that. Could you please verify your student ID and email address?"),
        u(
            "Yes, my student ID is S2219047 and my email is aisha.khan@student.leeds.ac.uk. I handed my keys back "
            "at the office and cleaned everything before I left, and I thought the deposit would come back fairly "
            "quickly, so I just wanted to check if there's a problem with it or if it's still being processed. "
            "Sorry for the long message!",
            "S2219047, aisha.khan@student.leeds.ac.uk",
            "Student ID: S2219047\nEmail: Aisha.Khan@student.leeds.ac.uk",
        ),
        a(
            "Thanks. Tenancy TEN-2024-3381: deposit £450, £85 deducted for carpet cleaning after the inspection, "
            "so £365 to refund. I can send it to sort code 20-45-77, account ending 8822, which we have on file. "
            "Is that still right?",
            call(
                "get_tenancy", {"student_id": "S2219047", "email": "aisha.khan@student.leeds.ac.uk"}, _TENANCY
            ),
        ),
        u(
            "Yes, that's still my account.",
            "Yes that's right, 20-45-77 ending 8822. Could I see the inspection report for the carpet?",
            "Yes, correct. Please go ahead with the £365.",
        ),
        a(
            "I've issued £365 to the account ending 8822, reference RF-661204, expected by 9 July. I'll also "
            "email the inspection report to aisha.khan@student.leeds.ac.uk.",
            _DEPOSIT_REFUND,
        ),
        stop("Thank you!", "Thanks, that's great, have a nice day.", "ok thank you so much"),
    ),
)

# -- 9. laptop-screen repair (with an opener) --------------------------------------------------------------------

LAPTOPSCREEN = Scenario(
    goal="Get your cracked laptop screen repaired through a mail-in repair.",
    persona="a graduate student who needs the laptop for a thesis deadline",
    known_facts={
        "serial_number": "C02XK1JHJG5H",
        "order_number": "W884120357",
        "email": "tomas.novak@seznam.cz",
        "phone": "+420 603 214 887",
        "shipping_address": "Korunní 56, 120 00 Praha 2",
    },
    unknown_facts=["repair quote: €329", "repair case ID"],
    opener="Hi, I dropped my laptop and the screen is cracked. Can you repair it?",
    expected=["check_device", "create_repair"],
)
_DEVICE = {
    "serial": "C02XK1JHJG5H",
    "order": "W884120357",
    "model": "ProBook 14 (2023)",
    "purchased": "2023-10-02",
    "warranty_end": "2024-10-02",
    "screen_repair": 329.0,
    "turnaround_days": "5-7",
    "address": "Korunní 56, 120 00 Praha 2",
}
_SCREEN_REPAIR = call(
    "create_repair",
    {"serial": "C02XK1JHJG5H", "type": "screen", "address": "Korunní 56, 120 00 Praha 2"},
    {
        "case": "RC-5530917",
        "cost": 329.0,
        "box_ships": "2025-03-11",
        "return_to": "Korunní 56, 120 00 Praha 2",
    },
)
LAPTOPSCREEN_FLOWS = (
    (
        u(LAPTOPSCREEN.opener),
        a("Sorry to hear that. Could you give me the serial number?"),
        u(
            "Sure, it's C02XK1JHJG5H.",
            "C02XK1JHJG5H",
            "serial: c02xk1jhjg5h",
            "The serial number is C02XK1JHJG5H (it's on the sticker underneath).",
        ),
        a(
            "Thanks. That's a ProBook 14 bought on 2 October 2023; the warranty ended on 2 October 2024, and it "
            "wouldn't cover a drop anyway. A screen replacement is €329 and usually takes 5-7 days. Should I set "
            "up a mail-in repair?",
            call("check_device", {"serial": "C02XK1JHJG5H"}, _DEVICE),
        ),
        u(
            "Yes please. €329 is a lot but I need it for my thesis.",
            "ok, go ahead with the mail-in for 329 euros.",
            "Yes. 5-7 days is fine if it's back before my deadline. Please set it up.",
            "Yes please. Where do you send the box?",
        ),
        a("We'll send you a shipping box. What's the shipping address?"),
        u(
            "Korunní 56, 120 00 Praha 2",
            "Please send it to Korunní 56, 120 00 Praha 2.",
            "Korunni 56, 12000 Praha 2, Czech Republic",
        ),
        a(
            "Repair case RC-5530917 created: €329. A shipping box leaves on Tuesday 11 March for Korunní 56, "
            "120 00 Praha 2.",
            _SCREEN_REPAIR,
        ),
        stop(
            "Great, thanks a lot!",
            "Thank you, I'll watch for the box on Tuesday.",
            "perfect, RC-5530917 noted. thanks",
            "",
        ),
    ),
    (
        u(LAPTOPSCREEN.opener),
        a("I can help. What's the order number of the laptop, and the email used for it?"),
        u(
            "Order W884120357, email tomas.novak@seznam.cz.",
            "W884120357 / tomas.novak@seznam.cz",
            "The order number is W884120357 and my email is tomas.novak@seznam.cz. The serial number is "
            "C02XK1JHJG5H in case you need it.",
        ),
        a(
            "Found it: ProBook 14, serial C02XK1JHJG5H, purchased 2023-10-02, out of warranty. The screen "
            "replacement costs €329. Shall I open a mail-in repair to the address on the order, Korunní 56, "
            "Praha 2?",
            call("check_device", {"order": "W884120357", "email": "tomas.novak@seznam.cz"}, _DEVICE),
        ),
        u(
            "Yes, please open it.",
            "Yes, that address is correct. Go ahead.",
            "Yes - can I pay the €329 when it comes back?",
        ),
        a(
            "Done: case RC-5530917, €329, payable when the repair is done. The box ships on 11 March.",
            _SCREEN_REPAIR,
        ),
        u(
            "How long will the repair take after you get it?",
            "Will you call me at +420 603 214 887 when it's ready?",
            "Thanks. Will my data be erased?",
        ),
        a(
            "Usually 5-7 working days after it arrives; we'll email and text you when it ships back. We don't "
            "wipe the drive for a screen repair, but please back it up."
        ),
        stop("Ok, thank you very much!", "Thanks for your help.", "Got it, thanks!"),
    ),
)

# -- 10. duvet-cleaning order (with an opener) -------------------------------------------------------------------

DUVET = Scenario(
    goal="Order a collection-and-delivery cleaning for two king-size duvets.",
    persona="a retired nurse, warm and talkative",
    known_facts={
        "customer_number": "DC-004417",
        "address": "Flat 3, 19 Marine Parade, Brighton BN2 1TL",
        "phone": "07700 900 882",
        "email": "maureen.quinn@talktalk.net",
    },
    unknown_facts=["collection date", "order number: DV-882316"],
    opener="Hello dear, I'd like to get two king-size duvets cleaned please.",
    expected=["get_customer", "place_order"],
)
_DUVET_CUSTOMER = {
    "customer": "DC-004417",
    "name": "Maureen Quinn",
    "address": "Flat 3, 19 Marine Parade, Brighton BN2 1TL",
    "price_king_duvet": 24.5,
    "collection_slots": ["2025-08-05", "2025-08-07"],
}
DUVET_FLOWS = (
    (
        u(DUVET.opener),
        a("Of course! Do you have a customer number with us?"),
        u("Yes, it's DC-004417.", "I do, DC-004417.", "Let me look... DC 004417.", "dc-004417 I think"),
        a(
            "Thank you, Mrs Quinn. King-size duvets are £24.50 each, so £49.00 for two. We can collect from "
            "Flat 3, 19 Marine Parade on Tuesday 5 August or Thursday 7 August.",
            call("get_customer", {"customer": "DC-004417"}, _DUVET_CUSTOMER),
        ),
        u(
            "Tuesday the 5th would be lovely.",
            "The Tuesday please, 5th of August. £49 is fine.",
            "Tuesday 05/08 please. Do you collect in the morning?",
            "Oh, two at £24.50 is £49 - that's fine. Tuesday please.",
        ),
        a(
            "Lovely. Order DV-882316: two king-size duvets, £49.00, collected on Tuesday 5 August between 8 am "
            "and 1 pm and returned on Friday 8 August.",
            call(
                "place_order",
                {
                    "customer": "DC-004417",
                    "items": [{"type": "king duvet", "qty": 2}],
                    "collection": "2025-08-05",
                },
                {
                    "order": "DV-882316",
                    "items": 2,
                    "total": 49.0,
                    "collection": "2025-08-05",
                    "return": "2025-08-08",
                },
            ),
        ),
        stop("Thank you ever so much!", "Wonderful, thank you dear. Goodbye.", "That's perfect, thanks.", ""),
    ),
    (
        u(DUVET.opener),
        a("Happy to help. What's the collection address?"),
        u(
            "Flat 3, 19 Marine Parade, Brighton BN2 1TL.",
            "It's Flat 3, 19 Marine Parade, Brighton, BN2 1TL",
            "flat 3, 19 marine parade, brighton bn2 1tl - the buzzer doesn't work so please ring my phone",
        ),
        a("And a phone number for the driver?"),
        u("07700 900 882", "You can ring me on 07700 900882.", "My mobile is 07700900882, dear."),
        a(
            "I found your account, DC-004417. Two king-size duvets come to £49.00 (£24.50 each). We can collect "
            "on Tuesday 5 or Thursday 7 August - which is better?",
            call("get_customer", {"phone": "07700 900 882"}, _DUVET_CUSTOMER),
        ),
        u(
            "Thursday the 7th please.",
            "Thursday please, I'm at the hairdresser on Tuesday!",
            "The 7th. Thank you dear.",
        ),
        a(
            "Booked: order DV-882410, collection on Thursday 7 August, back on Monday 11 August, £49.00.",
            call(
                "place_order",
                {
                    "customer": "DC-004417",
                    "items": [{"type": "king duvet", "qty": 2}],
                    "collection": "2025-08-07",
                },
                {
                    "order": "DV-882410",
                    "items": 2,
                    "total": 49.0,
                    "collection": "2025-08-07",
                    "return": "2025-08-11",
                },
            ),
        ),
        stop("Thank you, you've been very helpful.", "Lovely, thanks dear!", "Perfect, bye for now."),
    ),
)

DOMAINS: list[Domain] = [
    Domain("brows", BROWS, BROWS_FLOWS),
    Domain("hob", HOB, HOB_FLOWS),
    Domain("pitch", PITCH, PITCH_FLOWS),
    Domain("deskpass", DESKPASS, DESKPASS_FLOWS),
    Domain("sofaclean", SOFACLEAN, SOFACLEAN_FLOWS),
    Domain("gutterguard", GUTTERGUARD, GUTTERGUARD_FLOWS),
    Domain("footballcamp", FOOTBALLCAMP, FOOTBALLCAMP_FLOWS),
    Domain("studentdeposit", STUDENTDEPOSIT, STUDENTDEPOSIT_FLOWS),
    Domain("laptopscreen", LAPTOPSCREEN, LAPTOPSCREEN_FLOWS),
    Domain("duvet", DUVET, DUVET_FLOWS),
]


# -- seeded faults -----------------------------------------------------------------------------------------------

F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F(
        "opener",
        "brows",
        0,
        Say(0, "Hi! Could I book an eyebrow threading appointment for this Saturday please?"),
        "paraphrase",
    ),
    F(
        "opener",
        "hob",
        0,
        Say(
            0,
            "Hello, the front left ring on my ceramic hob has stopped heating up. Could you send an engineer?",
        ),
        "opener plus a request",
    ),
    F(
        "opener",
        "pitch",
        0,
        Say(0, "hey, could I add a campervan pitch to my booking for the festival?"),
        "reworded",
    ),
    F("opener", "studentdeposit", 0, Say(0, "Hi there, I hope you're well."), "a greeting instead"),
    F("opener", "studentdeposit", 1, Say(0, "Hi, I'm still waiting for my deposit back."), "truncated"),
    F(
        "opener",
        "laptopscreen",
        0,
        Say(
            0,
            "Subject: cracked screen\n\nHi, I dropped my laptop and the screen is cracked. Can you repair it?",
        ),
        "email subject line before the opener",
    ),
    F(
        "opener",
        "laptopscreen",
        1,
        Say(0, "Hi, my laptop's screen cracked when I dropped it. Is a repair possible?"),
        "paraphrase",
    ),
    F("opener", "duvet", 0, Say(0, "Hello, I'd like two king-size duvets cleaned please."), "words dropped"),
    # -- reply_shape: more than one user turn's voice
    F(
        "reply_shape",
        "brows",
        0,
        Say(1, "07700 900417\n\nAssistant: Thanks Priya, let me find a slot for you."),
        "assistant line",
    ),
    F(
        "reply_shape",
        "hob",
        0,
        Say(
            2,
            "Thursday morning, the 12th, please.\n\nI've booked the engineer for Thursday 12 June between 8 am and "
            "12 noon. Is there anything else I can do for you?",
        ),
        "writes the agent's next message, no marker",
    ),
    F(
        "reply_shape",
        "deskpass",
        0,
        Say(2, "Yes please, switch me from June 1. Is there anything else I can help you with today?"),
        "assistant stock phrase",
    ),
    F(
        "reply_shape",
        "sofaclean",
        0,
        Say(1, "<think>The agent needs my postcode; it's in my known facts.</think>BS7 8EX"),
        "think tag",
    ),
    F(
        "reply_shape",
        "gutterguard",
        0,
        Say(
            2,
            "Tuesday 10 June, please. Will the fitters need a ladder on the patio? I suppose they bring their "
            "own, so that's fine.",
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "footballcamp",
        1,
        Say(4, "Great, thank you! What time does it finish each day?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "studentdeposit",
        0,
        Say(2, "Customer: Yes please, to my bank account."),
        "customer marker",
    ),
    F(
        "reply_shape",
        "laptopscreen",
        1,
        Say(
            3,
            "How long will the repair take after you get it? (Note to self: ask about backing up data next.)",
        ),
        "a note to itself",
    ),
    F(
        "reply_shape",
        "duvet",
        0,
        Say(2, "Wonderful, thank you dear. ###STOP### Goodbye."),
        "stop signal inside the text",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "brows", 1, Say(2, "priya.raman@hey.co.uk"), "email domain"),
    F("invented_specifics", "hob", 0, Say(1, "Certainly. It is HC-7741-0329."), "policy digits swapped"),
    F(
        "invented_specifics",
        "pitch",
        0,
        Say(3, "KX19 TLV, 6.4 m. My mobile is 07403 118 266 in case the stewards need it."),
        "phone number",
    ),
    F(
        "invented_specifics",
        "deskpass",
        0,
        Say(2, "Yes please. I think I paid €189 for the flexi pass last time, so that's fine."),
        "amount",
    ),
    F(
        "invented_specifics",
        "sofaclean",
        1,
        Say(2, "Yes, that's right. Tuesday 9am please - my old booking last year was SCB-40311, same sofa."),
        "booking number",
    ),
    F(
        "invented_specifics",
        "gutterguard",
        0,
        Say(1, "GG-2025-0611. The surveyor came on 22 May."),
        "survey date",
    ),
    F(
        "invented_specifics",
        "footballcamp",
        0,
        Say(2, "He has mild asthma and carries an inhaler. His NHS number is 485 777 3456."),
        "NHS number",
    ),
    F(
        "invented_specifics",
        "studentdeposit",
        0,
        Say(3, "Sort code 20-45-77, account number 43518282."),
        "account digits swapped",
    ),
    F(
        "invented_specifics",
        "laptopscreen",
        0,
        Say(2, "Yes please. My thesis is due on 28 March, so 5-7 days works."),
        "deadline date",
    ),
    # -- unknown_fact: an unknown fact stated before the agent told it
    F(
        "unknown_fact",
        "brows",
        0,
        Say(1, "sure, it's 07700 900417 - my booking ref should be br55102"),
        "booking reference in another format",
    ),
    F(
        "unknown_fact",
        "hob",
        1,
        Say(2, "0113 496 0721. Is this under reference ENG-204417?"),
        "visit reference the agent never gave",
    ),
    F(
        "unknown_fact",
        "pitch",
        1,
        Say(2, "6.4 m, reg KX19 TLV. Can we have pitch C-42 again? We had it last year."),
        "pitch number",
    ),
    F(
        "unknown_fact",
        "deskpass",
        1,
        Say(0, "Hi, I'd like to move to the monthly hot desk at €249 a month, starting next month."),
        "monthly price",
    ),
    F(
        "unknown_fact",
        "sofaclean",
        1,
        Say(1, "kate.morrow@outlook.com - I already have a quote, SC-90317."),
        "quote reference",
    ),
    F(
        "unknown_fact",
        "gutterguard",
        1,
        Say(
            1,
            "7 Orchard Close, Didcot. 01235 812 904. d.fairbairn@btinternet.com. I understand the balance due is "
            "£540.",
        ),
        "balance before the agent said it",
    ),
    F(
        "unknown_fact",
        "studentdeposit",
        0,
        Say(1, "It's TEN-2024-3381. I think you're deducting £85 for the carpet?"),
        "deduction amount",
    ),
    F(
        "unknown_fact",
        "laptopscreen",
        0,
        Say(1, "Sure, it's C02XK1JHJG5H. I was told a new screen is 329 EUR, is that right?"),
        "repair quote in another format",
    ),
    F(
        "unknown_fact",
        "duvet",
        1,
        Say(2, "07700 900 882. Could you add it to order DV 882316?"),
        "order number in another format",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "brows",
        0,
        Say(1, "07700 900417. I'm Priya Raman, loyalty number LB-30927, email priya.raman@hey.com"),
        "asked for the phone, gives three more",
    ),
    F(
        "data_dump",
        "hob",
        0,
        Say(1, "HC-7741-0392. Postcode LS6 2QT, model HK654200FB, phone 0113 496 0721."),
        "asked for the policy, gives three more",
    ),
    F(
        "data_dump",
        "pitch",
        0,
        Say(1, "GF25-118204 - it's under sam.okafor@gmail.com, and the van is KX19 TLV, 6.4 m long."),
        "asked for the booking, gives three more",
    ),
    F(
        "data_dump",
        "deskpass",
        0,
        Say(
            0,
            "Hi, I'd like a monthly hot desk from next month.\n\nMember ID: CW-58213\nEmail: "
            "lena.vogt@studio-vogt.de\nCompany: Studio Vogt\nPostcode: 10178",
        ),
        "a list of facts up front",
    ),
    F(
        "data_dump",
        "sofaclean",
        0,
        Say(
            0,
            "Hi, please book a sofa clean at 22 Hawthorn Road, Bristol BS7 8EX. Call me on 07911 123456 or email "
            "kate.morrow@outlook.com.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "gutterguard",
        0,
        Say(
            0,
            "Good afternoon. I'm ready to go ahead with quote GG-2025-0611 for 7 Orchard Close, Didcot; I have "
            "already paid the £150 deposit. The best number for me is 01235 812 904.",
        ),
        "four facts in prose up front",
    ),
    F(
        "data_dump",
        "footballcamp",
        0,
        Say(
            1,
            "Leo Hart, born 3 September 2016. He has mild asthma, carries an inhaler; my number is 07822 456 310 "
            "and my email is j.hart@gmail.com.",
        ),
        "asked for name and birth date, gives three more",
    ),
    F(
        "data_dump",
        "laptopscreen",
        1,
        Say(
            1,
            "Order W884120357, email tomas.novak@seznam.cz. Serial C02XK1JHJG5H, phone +420 603 214 887, address "
            "Korunní 56, 120 00 Praha 2.",
        ),
        "asked for two, gives three more",
    ),
    F(
        "data_dump",
        "duvet",
        0,
        Say(
            1,
            "Yes, it's DC-004417. I'm at Flat 3, 19 Marine Parade, Brighton BN2 1TL, my phone is 07700 900 882 "
            "and my email is maureen.quinn@talktalk.net.",
        ),
        "asked for the customer number, gives three more",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "brows",
        0,
        StopAt(4, "Hmm, let me check with my friend first and I'll book later. Thanks!"),
        "after the slots",
    ),
    F(
        "premature_stop",
        "hob",
        0,
        StopAt(6, "Thank you. I shall speak to my wife and ring back."),
        "after the slots",
    ),
    F("premature_stop", "pitch", 0, StopAt(6, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "deskpass",
        1,
        StopAt(4, "Hmm, €249 is more than I expected. I'll think about it, thanks."),
        "hesitates after the price",
    ),
    F(
        "premature_stop",
        "sofaclean",
        0,
        StopAt(6, "07911 123456. Actually I'll book later when I know my schedule. Bye!"),
        "answers, then leaves",
    ),
    F(
        "premature_stop",
        "footballcamp",
        1,
        StopAt(6, "Great, thanks so much for your help!"),
        "thanks as if it were booked",
    ),
    F(
        "premature_stop",
        "studentdeposit",
        0,
        StopAt(6, "Sorry, I don't have my bank details with me. I'll come back later."),
        "after the request for bank details",
    ),
    F(
        "premature_stop",
        "laptopscreen",
        0,
        StopAt(4, "€329 is more than I can spend right now. I'll get it fixed locally instead. Bye."),
        "gives up after the quote",
    ),
    F(
        "premature_stop",
        "duvet",
        1,
        StopAt(2, "Sorry dear, someone's at the door. I'll call back."),
        "leaves at the first question",
    ),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "brows", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "hob", 1, meta(1, prompt_missing=["known_facts.policy_number"]), "a known fact"),
    F("persona_sent", "pitch", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "deskpass", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "sofaclean", 1, meta(0, prompt_missing=["persona", "goal"]), "persona and goal"),
    F("persona_sent", "gutterguard", 0, meta(1, prompt_missing=["unknown_facts"]), "unknown facts"),
    F(
        "persona_sent",
        "footballcamp",
        0,
        meta(3, prompt_missing=["known_facts.medical_notes", "known_facts.email"]),
        "two known facts",
    ),
    F(
        "persona_sent",
        "duvet",
        1,
        meta(0, prompt_missing=["goal", "persona", "known_facts", "unknown_facts", "opener"]),
        "the whole scenario",
    ),
]
