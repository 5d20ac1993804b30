"""Twenty customer-service scenarios, each with a few hand-written conversation flows, for the blind fidelity set
(``tests/_fidelity_blind.py``).

Written before reading the guards' implementation (only ``check_fidelity``'s docstring, the README's "Simulator
fidelity" section and the entry format of ``tests/_fidelity_corpus.py`` were read), to look like what an LLM
simulated user writes when it behaves: varied phrasing, facts restated from the scenario, ids and amounts the
agent said quoted back (in other formats too), dates in several formats, follow-up questions, lists, typos and
polite closings. Every user turn lists alternatives, all of them clean; a conversation picks one per turn.

Steps: ``u(*alternatives)`` a simulated user turn, ``a(text, *calls)`` an agent turn, ``stop(*alternatives)``
the user's last word with the stop signal (``""``: a stop that left no message).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from langchain_trajectory.simulation import Scenario
from langchain_trajectory.trajectory import ToolCall

Step = tuple[Any, ...]


def u(*alternatives: str) -> Step:
    return ("user", alternatives)


def stop(*alternatives: str) -> Step:
    return ("stop", alternatives)


def a(text: str, *calls: ToolCall) -> Step:
    return ("agent", text, calls)


_ids = iter(range(1, 10_000))


def call(name: str, args: dict[str, Any], result: Any = None, error: str | None = None) -> ToolCall:
    return ToolCall(name=name, args=args, result=result, error=error, id=f"call_{next(_ids)}")


@dataclass(frozen=True)
class Domain:
    name: str
    scenario: Scenario
    flows: tuple[tuple[Step, ...], ...]


# -- 1. internet outage ------------------------------------------------------------------------------------------

ISP = Scenario(
    goal="Your home internet has been down since yesterday morning; get a technician visit booked.",
    persona="a remote worker, stressed but polite",
    known_facts={
        "account_number": "ACC-7781-2093",
        "service_address": "418 Alder Lane, Springfield",
        "phone": "(217) 555-0148",
        "email": "m.ortiz@fastmail.com",
    },
    unknown_facts=["outage ticket number: TK-88213", "technician's name"],
    expected=["lookup_account", "schedule_technician"],
)
_ISP_LOOKUP = call(
    "lookup_account",
    {"account_number": "ACC-7781-2093"},
    {
        "account": "ACC-7781-2093",
        "address": "418 Alder Lane, Springfield",
        "open_ticket": "TK-88213",
        "slots": ["2024-07-09T13:00", "2024-07-10T08:00"],
    },
)
ISP_FLOWS = (
    (
        u(
            "Hi, my internet has been down since yesterday morning. Can you send someone out?",
            "hey - internet's been out since yesterday am, need a tech to come look at it",
            "Hello, our home internet stopped working yesterday morning and it's still down. I'd like to book a "
            "technician please.",
            "Hi there. Internet down since yesterday morning, I tried restarting the router twice and nothing. "
            "Can I get a technician?",
        ),
        a("I'm sorry about that. Can I have your account number?"),
        u(
            "Sure, it's ACC-7781-2093.",
            "ACC-7781-2093",
            "Account number is ACC 7781 2093",
            "yes its acc-7781-2093",
        ),
        a(
            "Thanks. I found the account for 418 Alder Lane, Springfield. There is an outage ticket open: "
            "TK-88213. The earliest technician slot is Tuesday, July 9 between 1 pm and 5 pm. Shall I book it?",
            _ISP_LOOKUP,
        ),
        u(
            "Yes please, July 9 works. Will they call me at (217) 555-0148 before coming?",
            "Tuesday the 9th is fine. Please book it.",
            "The 9th between 1 and 5 is good, go ahead. Is that under ticket TK-88213?",
            "yes book the 9th pls",
        ),
        a(
            "Booked: a technician will visit 418 Alder Lane on July 9, 1-5 pm, and will call ahead. Reference "
            "TK-88213.",
            call(
                "schedule_technician",
                {"account_number": "ACC-7781-2093", "slot": "2024-07-09T13:00"},
                {"status": "scheduled", "ticket": "TK-88213", "window": "2024-07-09 13:00-17:00"},
            ),
        ),
        stop(
            "Great, thank you so much!", "Perfect, thanks. Bye!", "Thanks for the help, have a good day.", ""
        ),
    ),
    (
        u(
            "Hi, I need a technician. The internet at 418 Alder Lane has been down since yesterday morning.",
            "My internet is out since yesterday morning. Account ACC-7781-2093. Can someone come fix it?",
            "Hello! Our internet went down yesterday morning and hasn't come back. Could you book a repair visit?",
        ),
        a(
            "I can help. To verify the account, please give me your account number, the phone number on file and "
            "the email address."
        ),
        u(
            "ACC-7781-2093, (217) 555-0148, m.ortiz@fastmail.com",
            "Account: ACC-7781-2093\nPhone: 217-555-0148\nEmail: m.ortiz@fastmail.com",
            "Sure - account ACC-7781-2093, phone 2175550148, email M.Ortiz@fastmail.com",
        ),
        a(
            "Thanks, verified. Open slots: Tuesday July 9, 1-5 pm, or Wednesday July 10, 8 am-12 pm. Which do you "
            "prefer?",
            _ISP_LOOKUP,
        ),
        u(
            "The morning of the 10th please, I have meetings on Tuesday afternoon.",
            "Wednesday 07/10 in the morning",
            "10 July, 8-12 works best for me.",
        ),
        a(
            "Done: Wednesday July 10, 8 am to noon. Your ticket is TK-88213.",
            call(
                "schedule_technician",
                {"account_number": "ACC-7781-2093", "slot": "2024-07-10T08:00"},
                {"status": "scheduled", "ticket": "TK-88213"},
            ),
        ),
        u(
            "Thanks. Will I get a text the day before?",
            "Do I need to be home for the whole window?",
            "ok and ticket TK-88213 is what I quote if I call back?",
        ),
        a("Yes. You'll get a reminder the evening before, and the technician calls 30 minutes ahead."),
        stop("Great, thanks!", "Ok perfect. Thanks, bye", "Good to know. Thank you!"),
    ),
)

# -- 2. car rental extension (with an opener) --------------------------------------------------------------------

CAR = Scenario(
    goal="Extend your car rental by two days, returning it on Sunday instead of Friday.",
    persona="a traveller on a family holiday",
    known_facts={
        "reservation_code": "HZ48821K",
        "last_name": "Brennan",
        "return_location": "Denver Airport",
        "original_return": "2024-08-16",
    },
    unknown_facts=["new total: $412.60", "daily rate"],
    opener="Hi, I need to keep my rental car two extra days.",
    expected=["get_reservation", "extend_rental"],
)
_CAR_LOOKUP = call(
    "get_reservation",
    {"code": "HZ48821K", "last_name": "Brennan"},
    {
        "code": "HZ48821K",
        "car": "Toyota RAV4",
        "return": "2024-08-16T10:00",
        "daily_rate": 68.5,
        "location": "DEN",
    },
)
_CAR_EXTEND = call(
    "extend_rental",
    {"code": "HZ48821K", "new_return": "2024-08-18T10:00"},
    {"code": "HZ48821K", "return": "2024-08-18T10:00", "added": 137.0, "total": 412.6},
)
CAR_FLOWS = (
    (
        u("Hi, I need to keep my rental car two extra days."),
        a("Happy to help. What's your reservation code and the last name on the booking?"),
        u(
            "It's HZ48821K, last name Brennan.",
            "Reservation HZ48821K, Brennan",
            "hz48821k - Brennan",
            "Sure: code HZ48821K and the name is Brennan.",
        ),
        a(
            "I see a Toyota RAV4 due back at Denver Airport on Friday, August 16 at 10 am. The daily rate is "
            "$68.50. Extending to Sunday the 18th adds $137.00. Would you like me to do that?",
            _CAR_LOOKUP,
        ),
        u(
            "Yes, please extend it to Sunday the 18th.",
            "Yes - so $137 extra for the two days? That's fine, go ahead.",
            "ok, $68.50 a day is fine. Please extend to Aug 18.",
            "Yes please. Same time, 10am on the 18th?",
        ),
        a(
            "Done. Your new return is Sunday, August 18 at 10 am at Denver Airport. New total: $412.60.",
            _CAR_EXTEND,
        ),
        stop(
            "Thanks a lot!",
            "Great, $412.60 total, got it. Thanks!",
            "Perfect. Thank you, have a nice day",
            "",
        ),
    ),
    (
        u("Hi, I need to keep my rental car two extra days."),
        a("Sure! Could you share the reservation code?"),
        u("HZ48821K", "Of course, it's HZ48821K.", "The code is HZ-48821K"),
        a("And the last name on the reservation?"),
        u("Brennan.", "brennan", "It's under Brennan."),
        a(
            "Thanks, Ms. Brennan. Your RAV4 is due back on 2024-08-16. Do you want to return it on August 18 "
            "instead, same location?",
            _CAR_LOOKUP,
        ),
        u(
            "Yes, same place, Denver Airport. Returning on the 18th.",
            "Yes, Sunday 8/18 at the airport.",
            "Correct - Denver Airport, Sunday instead of Friday the 16th.",
        ),
        a(
            "All set, it's extended to August 18. The extra two days cost $137.00; the new total is $412.60.",
            _CAR_EXTEND,
        ),
        u(
            "Will the $137 be charged to the same card?",
            "Thanks! Do I need to do anything at the counter?",
        ),
        a("Yes, it will go on the card you used at pickup. Nothing else needed."),
        stop("Great, thanks for your help.", "Awesome, thank you!", "ok thx"),
    ),
)

# -- 3. pharmacy refill ------------------------------------------------------------------------------------------

PHARMACY = Scenario(
    goal="Get your blood-pressure prescription refilled and pick it up at the Maple Street pharmacy tomorrow.",
    persona="a 68-year-old man, careful and a little formal",
    known_facts={
        "rx_number": "RX-448120",
        "date_of_birth": "1956-03-14",
        "full_name": "Walter Kim",
        "pharmacy": "Maple Street",
    },
    unknown_facts=["copay amount", "refills remaining: 2"],
    expected=["find_prescription", "request_refill"],
)
_RX_FIND = call(
    "find_prescription",
    {"rx_number": "RX-448120", "dob": "1956-03-14"},
    {"rx": "RX-448120", "drug": "Lisinopril 10 mg", "refills_left": 2, "last_fill": "2024-05-02"},
)
_RX_REFILL = call(
    "request_refill",
    {"rx_number": "RX-448120", "store": "Maple Street", "pickup": "2024-06-05"},
    {"status": "queued", "ready_by": "2024-06-05T14:00", "copay": 7.5},
)
PHARMACY_FLOWS = (
    (
        u(
            "Good morning. I would like to refill my blood pressure prescription, please.",
            "Hello, I need a refill of my blood-pressure medication.",
            "Hi, can I get my blood pressure pills refilled? I'd pick them up at Maple Street tomorrow.",
        ),
        a("Of course. What is the prescription number and your date of birth?"),
        u(
            "The prescription number is RX-448120 and my date of birth is March 14, 1956.",
            "RX-448120, born 03/14/1956.",
            "It is RX448120. Date of birth 14 March 1956.",
            "Rx number RX-448120; DOB 1956-03-14.",
        ),
        a(
            "Thank you, Mr. Kim. I have Lisinopril 10 mg, last filled May 2. You have 2 refills left. Shall I send "
            "this refill to Maple Street for pickup tomorrow, June 5?",
            _RX_FIND,
        ),
        u(
            "Yes, please send it to Maple Street for tomorrow.",
            "Yes. Lisinopril 10 mg, that's the one. Tomorrow, June 5, at Maple Street is fine.",
            "That's right. Please do.",
        ),
        a("Done. It will be ready at Maple Street after 2 pm on June 5. Your copay is $7.50.", _RX_REFILL),
        u(
            "Thank you. Is the $7.50 payable at the counter?",
            "After 2 pm tomorrow. Very good. Do I need to bring anything?",
        ),
        a("Yes, you pay at the counter; just bring a photo ID."),
        stop(
            "Very good. Thank you for your help.",
            "Understood. Thank you and goodbye.",
            "Thank you kindly.",
        ),
    ),
    (
        u(
            "Hello, this is Walter Kim. I need to refill my prescription RX-448120.",
            "Hi, I'd like to refill RX-448120, please. Pickup at the Maple Street store.",
        ),
        a("Sure, Mr. Kim. For verification, what's your date of birth?"),
        u("1956-03-14", "March 14th, 1956.", "14/03/1956"),
        a("Thanks. One moment.", _RX_FIND),
        a("This prescription has 2 refills left. I can have it ready tomorrow at Maple Street. OK?"),
        u("Yes please.", "Yes, tomorrow is fine.", "That would be fine, thank you."),
        a("It's queued and will be ready by 2:00 pm tomorrow (June 5). Copay $7.50.", _RX_REFILL),
        stop("Thank you very much.", "Thanks, goodbye.", "Wonderful, thank you. Bye."),
    ),
)

# -- 4. gym membership cancellation ------------------------------------------------------------------------------

GYM = Scenario(
    goal="Cancel your gym membership because you are moving to another city; make sure you are not billed "
    "again.",
    persona="a young professional, direct",
    known_facts={
        "member_id": "M-204518",
        "email": "tasha.b@gmail.com",
        "monthly_fee": "$39.99",
        "move_date": "2024-09-30",
    },
    unknown_facts=["cancellation fee", "final billing date: 2024-09-15"],
    expected=["lookup_member", "cancel_membership"],
)
_GYM_LOOKUP = call(
    "lookup_member",
    {"member_id": "M-204518"},
    {
        "member": "M-204518",
        "plan": "Monthly Flex",
        "fee": 39.99,
        "next_bill": "2024-09-15",
        "email": "tasha.b@gmail.com",
    },
)
_GYM_CANCEL = call(
    "cancel_membership",
    {"member_id": "M-204518", "effective": "2024-09-14"},
    {"status": "cancelled", "effective": "2024-09-14", "fee": 0, "confirmation": "CXL-55013"},
)
GYM_FLOWS = (
    (
        u(
            "Hi, I want to cancel my membership. I'm moving to another city at the end of September.",
            "I need to cancel my gym membership, I'm moving away.",
            "hello, please cancel my membership - moving cities end of sept",
        ),
        a("Sorry to see you go! Can I get your member ID?"),
        u("M-204518", "Sure, M-204518.", "my member id is m-204518", "It's M204518"),
        a(
            "Thanks Tasha. You're on Monthly Flex at $39.99; the next bill is on September 15. If I cancel "
            "effective September 14 you won't be charged again. There's no cancellation fee. Shall I proceed?",
            _GYM_LOOKUP,
        ),
        u(
            "Yes, please cancel effective the 14th.",
            "Yes go ahead. So no charge on 9/15, right?",
            "Perfect, yes. No more $39.99 charges after that?",
            "yes pls cancel it",
        ),
        a(
            "Cancelled, effective September 14. Confirmation CXL-55013. You won't be billed again.",
            _GYM_CANCEL,
        ),
        stop("Thanks!", "Great, thanks for making it easy.", "Got it, CXL-55013. Thanks, bye.", ""),
    ),
    (
        u(
            "Hi, I'd like to cancel. My member ID is M-204518.",
            "Cancel membership M-204518 please, I'm relocating on September 30.",
        ),
        a("I can do that. For security, what email is on the account?"),
        u("tasha.b@gmail.com", "It's tasha.b@gmail.com", "Tasha.B@gmail.com"),
        a(
            "Verified. Your next $39.99 bill is due 2024-09-15. Cancelling now ends your access today; "
            "cancelling effective 9/14 keeps access until then. Which would you like?",
            _GYM_LOOKUP,
        ),
        u(
            "Effective 9/14 please, I'd like to keep going until then.",
            "Keep it until the 14th then cancel, please.",
            "The 14th. I'm still in town until the 30th anyway.",
        ),
        a("Done: cancelled effective September 14, no fee. Confirmation number CXL-55013.", _GYM_CANCEL),
        u(
            "Will I get a confirmation email?",
            "Thanks. Could you send that confirmation to my email?",
        ),
        a("Yes, a confirmation has been sent to tasha.b@gmail.com."),
        stop("Perfect, thanks a lot.", "Great. Bye!", "thanks, have a good one"),
    ),
    (
        u(
            "Hi, I need to cancel my membership, I'm moving to a different city.",
            "Hello, how do I cancel? I'm relocating at the end of September.",
        ),
        a("Can I get your member ID please?"),
        u("M-204518", "Sure - M-204518."),
        a(
            "Thanks. Unfortunately I can't cancel memberships over chat: cancellations have to be done at your "
            "home club or by a signed form. I can email you the form.",
            _GYM_LOOKUP,
        ),
        u(
            "That's a bit old-fashioned, but ok. Please email me the form.",
            "Seriously? Fine, send the form to tasha.b@gmail.com.",
        ),
        a("Sent. Once we receive it, the cancellation is processed within 2 days."),
        stop("Ok. Thanks.", "Alright, thanks.", "fine, bye"),
    ),
)

# -- 5. electricity bill dispute ---------------------------------------------------------------------------------

POWER = Scenario(
    goal="Your June electricity bill of $286.40 is more than double the usual; ask for the meter reading to be "
    "checked and the bill corrected.",
    persona="a careful retiree who keeps every bill",
    known_facts={
        "account_number": "5500 1842 77",
        "bill_amount": "$286.40",
        "usual_amount": "about $120",
        "meter_reading": "48213",
        "zip": "60614",
    },
    unknown_facts=["estimated reading used by the utility: 49960"],
    expected=["get_bill", "open_billing_dispute"],
)
_POWER_BILL = call(
    "get_bill",
    {"account": "5500184277", "period": "2024-06"},
    {
        "amount": 286.4,
        "period": {"from": "2024-05-18", "to": "2024-06-17"},
        "reading": {"value": 49960, "type": "estimated"},
        "previous": 47702,
    },
)
_POWER_DISPUTE = call(
    "open_billing_dispute",
    {"account": "5500184277", "reading": 48213},
    {"case": "BD-30917", "status": "open", "rebill_estimate": 121.85},
)
POWER_FLOWS = (
    (
        u(
            "Hello. My June bill is $286.40, which is more than double what I normally pay. I think the meter "
            "reading is wrong.",
            "Hi, my electricity bill for June came to $286.40 - usually it's about $120. Can someone check it?",
            "Good afternoon. I'd like to dispute my June bill of $286.40. It's normally around $120.",
        ),
        a("I'm sorry about that. What's your account number?"),
        u("5500 1842 77", "It's 5500184277.", "Account number 5500 1842 77, zip code 60614."),
        a(
            "Thanks. The June bill (May 18 to June 17) used an estimated reading of 49960, not an actual one. Do "
            "you have your current meter reading?",
            _POWER_BILL,
        ),
        u(
            "Yes, I read it this morning: 48213.",
            "I do. The meter says 48213, so 49960 is way off.",
            "Yes - 48213. I wrote it down.",
            "48,213 as of today.",
        ),
        a(
            "Thank you. I've opened dispute BD-30917 with your reading of 48213. The corrected bill should be "
            "about $121.85.",
            _POWER_DISPUTE,
        ),
        u(
            "That sounds right. How long until I get the corrected bill?",
            "OK. $121.85 is much more like it. Do I pay the $286.40 in the meantime?",
            "Thank you. Will case BD-30917 be updated by email?",
        ),
        a(
            "You don't need to pay the disputed amount while case BD-30917 is open; a corrected bill comes within "
            "10 business days."
        ),
        stop(
            "Thank you, that's a relief.",
            "Very good, thank you for your help.",
            "Thanks. Goodbye.",
        ),
    ),
    (
        u(
            "Hi, I want to dispute my last electric bill. It's $286.40.",
            "Hi there, my June bill is way too high ($286.40). Account 5500 1842 77.",
        ),
        a("Let me pull it up. Can you confirm the account number and the service ZIP code?"),
        u(
            "Account 5500 1842 77, ZIP 60614.",
            "5500184277 and 60614",
            "Sure:\n- account: 5500 1842 77\n- zip: 60614",
        ),
        a(
            "The bill used an estimated reading (49960). If you send me the actual reading I can open a dispute.",
            _POWER_BILL,
        ),
        u(
            "The actual reading is 48213.",
            "Meter reads 48213 right now.",
            "48213. That's about 1,700 less than your estimate.",
        ),
        a("Dispute BD-30917 is open. Estimated corrected amount: $121.85.", _POWER_DISPUTE),
        stop("Thanks very much.", "Ok, thank you!", "Thank you, goodbye."),
    ),
)

# -- 6. concert ticket exchange ----------------------------------------------------------------------------------

CONCERT = Scenario(
    goal="Exchange your two tickets for the Saturday concert for the Sunday show, same section if possible.",
    persona="a music fan, enthusiastic, writes casually",
    known_facts={
        "order_number": "TM-5530-9921",
        "email": "jay.park@outlook.com",
        "seats": "Section 112, Row F, seats 7-8",
        "event_date": "2024-10-12",
    },
    unknown_facts=["exchange fee: $15 per ticket"],
    expected=["lookup_order", "exchange_tickets"],
)
_CONCERT_LOOKUP = call(
    "lookup_order",
    {"order": "TM-5530-9921"},
    {
        "order": "TM-5530-9921",
        "event": "Saturday 2024-10-12 20:00",
        "tickets": [{"section": 112, "row": "F", "seat": 7}, {"section": 112, "row": "F", "seat": 8}],
        "price_each": 89.0,
        "sunday_availability": {"section": 112, "row": "H", "seats": [3, 4]},
    },
)
_CONCERT_SWAP = call(
    "exchange_tickets",
    {"order": "TM-5530-9921", "event": "2024-10-13", "section": 112, "row": "H", "seats": [3, 4]},
    {"order": "TM-5530-9921", "new_event": "2024-10-13T19:00", "fee_total": 30.0},
)
CONCERT_FLOWS = (
    (
        u(
            "hey! can i swap my 2 tickets for saturday's show to the sunday one?",
            "Hi! I have two tickets for Saturday's concert and I'd love to switch to Sunday instead.",
            "Hello, I'd like to exchange my tickets from the Saturday show to Sunday, same section if you can.",
        ),
        a("Sure thing! What's the order number?"),
        u("TM-5530-9921", "it's TM-5530-9921 :)", "Order number TM 5530 9921."),
        a(
            "Got it: two seats in Section 112, Row F, for Saturday October 12 at 8 pm, $89 each. For Sunday "
            "I have Section 112, Row H, seats 3 and 4. There's an exchange fee of $15 per ticket. Want them?",
            _CONCERT_LOOKUP,
        ),
        u(
            "yes!! row H is great. so $30 total for the fee?",
            "Sure, section 112 row H works. Go ahead.",
            "Yes please, seats 3 and 4 in row H are fine.",
        ),
        a(
            "Done! You're now in Section 112, Row H, seats 3-4 for Sunday, October 13 at 7 pm. Total fee: $30.",
            _CONCERT_SWAP,
        ),
        stop("awesome thank you!!", "Perfect, thanks so much!", "Great, see you sunday. thanks!", ""),
    ),
    (
        u(
            "Hi, I want to move my tickets (order TM-5530-9921) from Saturday to Sunday.",
            "hi, exchanging tickets TM-5530-9921 from sat to sun, is that possible?",
        ),
        a("Let me check that order.", _CONCERT_LOOKUP),
        a(
            "Your seats are Section 112, Row F, 7-8. On Sunday Row F is sold out but Row H seats 3-4 are open. "
            "Exchange fee is $15 per ticket."
        ),
        u(
            "Hmm, is there anything in row F or G on Sunday?",
            "Row H is fine. What time does the Sunday show start?",
        ),
        a("Rows F and G are sold out for Sunday. The Sunday show starts at 7 pm."),
        u(
            "OK, I'll take row H, seats 3 and 4.",
            "Alright, row H then. Please do the exchange.",
            "fine, H3 and H4 it is",
        ),
        a(
            "Exchanged. New tickets are in your account, Sunday Oct 13, 7 pm. $30 in fees charged.",
            _CONCERT_SWAP,
        ),
        u(
            "Will the new tickets be emailed to jay.park@outlook.com?",
            "do i need to reprint anything?",
        ),
        a("They're in your app and a copy was emailed to the address on the order."),
        stop("Cool, thanks!", "Thank you, have a great day!", "perfect thx"),
    ),
)

# -- 7. laptop warranty repair (with an opener) ------------------------------------------------------------------

LAPTOP = Scenario(
    goal="Your laptop's screen flickers and then goes black; get a warranty repair started.",
    persona="a graduate student who needs the laptop for their thesis",
    known_facts={
        "serial_number": "5CD1234XYZ",
        "model": "EliteBook 840 G8",
        "purchase_date": "2023-11-20",
        "email": "priya.n@uni.edu",
        "phone": "+1 617 555 0192",
    },
    unknown_facts=["repair order number", "warranty end date: 2026-11-19"],
    opener="Hello, my laptop screen keeps flickering and then goes black. Is this covered by warranty?",
    expected=["check_warranty", "create_repair_order"],
)
_LAPTOP_WARRANTY = call(
    "check_warranty",
    {"serial": "5CD1234XYZ"},
    {"serial": "5CD1234XYZ", "model": "EliteBook 840 G8", "covered": True, "ends": "2026-11-19"},
)
_LAPTOP_REPAIR = call(
    "create_repair_order",
    {"serial": "5CD1234XYZ", "issue": "screen flicker then black", "contact": "priya.n@uni.edu"},
    {"repair_order": "RO-7716204", "shipping_label": "sent", "turnaround_days": 5},
)
LAPTOP_FLOWS = (
    (
        u("Hello, my laptop screen keeps flickering and then goes black. Is this covered by warranty?"),
        a("It may be. What's the serial number? It's on the sticker under the laptop."),
        u(
            "The serial number is 5CD1234XYZ.",
            "5CD1234XYZ",
            "Sure, serial 5CD1234XYZ. It's an EliteBook 840 G8.",
            "its 5cd1234xyz",
        ),
        a(
            "Thanks. Your EliteBook 840 G8 is under warranty until November 19, 2026, so the repair is covered. "
            "Shall I open a repair order? I'll need an email for the shipping label.",
            _LAPTOP_WARRANTY,
        ),
        u(
            "Yes please. My email is priya.n@uni.edu.",
            "Great, yes! Send it to priya.n@uni.edu",
            "Yes, open it. Email: priya.n@uni.edu.",
        ),
        a(
            "Repair order RO-7716204 is open. A prepaid shipping label is on its way to priya.n@uni.edu; "
            "turnaround is about 5 business days.",
            _LAPTOP_REPAIR,
        ),
        u(
            "Thank you! Can I track RO-7716204 online?",
            "5 days is OK. Should I back up my files first?",
            "Thanks. What if it takes longer than 5 days? I need it for my thesis.",
        ),
        a("Yes, on our support site. And please back up your files before shipping."),
        stop("Will do. Thanks for your help!", "OK, thank you!", "Thanks a lot, bye."),
    ),
    (
        u("Hello, my laptop screen keeps flickering and then goes black. Is this covered by warranty?"),
        a("Let's check. Please give me the serial number and the purchase date."),
        u(
            "Serial is 5CD1234XYZ, I bought it on November 20, 2023.",
            "5CD1234XYZ, purchased 2023-11-20.",
            "Serial number: 5CD1234XYZ\nPurchase date: 20 Nov 2023",
        ),
        a("Covered until 2026-11-19. Do you want to ship it in for repair?", _LAPTOP_WARRANTY),
        u("Yes, please.", "Yes. How does shipping work?", "yes, let's do that"),
        a("What's the best email and phone number for the repair updates?"),
        u(
            "priya.n@uni.edu and +1 617 555 0192.",
            "Email priya.n@uni.edu, phone 617-555-0192.",
            "priya.n@uni.edu / (617) 555-0192",
        ),
        a("Done: repair order RO-7716204. The shipping label is in your inbox.", _LAPTOP_REPAIR),
        stop("Thank you so much!", "Got it, thanks.", "Great, thanks!"),
    ),
)

# -- 8. lost luggage ---------------------------------------------------------------------------------------------

LUGGAGE = Scenario(
    goal="Your suitcase did not arrive on your flight to Lisbon; file a delayed-baggage report and ask for it to "
    "be delivered to your hotel.",
    persona="a business traveller, tired after an overnight flight",
    known_facts={
        "bag_tag": "TP 428817",
        "flight": "TP 204",
        "flight_date": "2024-04-22",
        "hotel": "Hotel Avenida, Rua do Ouro 112, Lisbon",
        "bag_description": "black hard-shell Samsonite with a red strap",
    },
    unknown_facts=["file reference: LISTP51234", "where the bag is now"],
    expected=["trace_bag", "file_baggage_report"],
)
_BAG_TRACE = call(
    "trace_bag",
    {"tag": "TP428817"},
    {"tag": "TP428817", "last_seen": "EWR", "status": "not loaded", "next_flight": "TP 202 on 2024-04-23"},
)
_BAG_FILE = call(
    "file_baggage_report",
    {"tag": "TP428817", "deliver_to": "Hotel Avenida, Rua do Ouro 112, Lisbon"},
    {"reference": "LISTP51234", "expected_delivery": "2024-04-23"},
)
LUGGAGE_FLOWS = (
    (
        u(
            "Hi, my suitcase didn't show up on flight TP 204 to Lisbon this morning.",
            "Hello, I just landed in Lisbon on TP 204 and my bag never came out on the belt.",
            "My luggage is missing after my flight to Lisbon today. What can I do?",
        ),
        a("I'm sorry. Do you have the bag tag number? It's on the sticker you got at check-in."),
        u("Yes, TP 428817.", "The tag says TP428817.", "bag tag TP 428817"),
        a(
            "Thanks. The bag wasn't loaded in Newark (EWR). It's booked on TP 202 tomorrow, April 23. I can file "
            "a report and have it delivered. Where should we send it?",
            _BAG_TRACE,
        ),
        u(
            "To my hotel please: Hotel Avenida, Rua do Ouro 112, Lisbon.",
            "Hotel Avenida, Rua do Ouro 112. I'm there until Friday.",
            "Please deliver it to Hotel Avenida (Rua do Ouro 112, Lisbon).",
        ),
        a("Filed. Your reference is LISTP51234; delivery is expected on April 23.", _BAG_FILE),
        u(
            "Thank you. Can I buy some essentials and get reimbursed?",
            "OK, LISTP51234. Will someone call me when it's on the way?",
            "Thanks. It's a black hard-shell Samsonite with a red strap, in case that helps.",
        ),
        a("Yes, keep your receipts for reasonable essentials and submit them with reference LISTP51234."),
        stop("Thanks, appreciate it.", "Alright. Thank you.", "ok thanks, bye"),
    ),
    (
        u(
            "Hi, I flew TP 204 and my suitcase is missing. Bag tag TP 428817.",
            "Hello - my bag didn't arrive. Flight TP 204, tag TP428817.",
        ),
        a("Let me trace it.", _BAG_TRACE),
        a(
            "It's in Newark and will fly tomorrow on TP 202. Can you describe the bag and give a delivery address?"
        ),
        u(
            "It's a black hard-shell Samsonite with a red strap. Please send it to Hotel Avenida, Rua do Ouro "
            "112, Lisbon.",
            "Black hard-shell Samsonite, red strap. Address: Hotel Avenida, Rua do Ouro 112, Lisbon",
        ),
        a("Report filed, reference LISTP51234. Expected delivery 2024-04-23.", _BAG_FILE),
        stop("Thank you!", "Great, thanks for your help.", "Thanks. Hope it arrives tomorrow!"),
    ),
)

# -- 9. insurance claim status -----------------------------------------------------------------------------------

CLAIM = Scenario(
    goal="Find out why your car insurance claim for the rear-end collision hasn't been paid, and get it moving.",
    persona="an impatient small-business owner",
    known_facts={
        "claim_number": "CLM-2024-004417",
        "policy_number": "AUT-99-31570",
        "incident_date": "2024-02-09",
        "repair_estimate": "$3,480",
    },
    unknown_facts=["adjuster's name", "missing document"],
    expected=["get_claim", "upload_document"],
)
_CLAIM_GET = call(
    "get_claim",
    {"claim": "CLM-2024-004417"},
    {
        "claim": "CLM-2024-004417",
        "status": "pending",
        "missing": ["repair shop invoice"],
        "adjuster": "R. Mendes",
        "estimate": 3480.0,
        "opened": "2024-02-12",
    },
)
_CLAIM_UPLOAD = call(
    "upload_document",
    {"claim": "CLM-2024-004417", "document": "repair_invoice.pdf"},
    {"claim": "CLM-2024-004417", "status": "in review", "documents": 4},
)
CLAIM_FLOWS = (
    (
        u(
            "My claim from the February 9 accident still hasn't been paid. What's going on?",
            "Hi. I filed a claim after someone rear-ended me on Feb 9th and I still haven't seen a cent.",
            "I want to know why my car insurance claim is taking so long.",
        ),
        a("Let me look. What's the claim number?"),
        u("CLM-2024-004417", "It's CLM-2024-004417.", "claim # CLM-2024-004417", "CLM 2024 004417"),
        a(
            "Thanks. Claim CLM-2024-004417, opened February 12, is pending because we're missing the repair shop "
            "invoice. Your adjuster is R. Mendes. Can you upload the invoice?",
            _CLAIM_GET,
        ),
        u(
            "Nobody told me that. I have it here, I'll upload it now: repair_invoice.pdf.",
            "Ugh, fine. Uploading repair_invoice.pdf now.",
            "Yes, I have the invoice. It's for $3,480. Here it is (repair_invoice.pdf).",
        ),
        a("Got it. The claim is now in review with 4 documents.", _CLAIM_UPLOAD),
        u(
            "How long will the review take?",
            "Can R. Mendes call me once it's approved?",
            "When will I get the $3,480?",
        ),
        a("Usually 3 to 5 business days; the adjuster will contact you with the decision."),
        stop("Ok. Thanks.", "Fine. Thank you.", "Alright, I'll wait. Bye."),
    ),
    (
        u(
            "Hi, checking on claim CLM-2024-004417, it's been two months.",
            "What's the status of claim CLM-2024-004417? Policy AUT-99-31570.",
        ),
        a("One moment.", _CLAIM_GET),
        a("It's pending: we still need the repair shop invoice. Do you have it?"),
        u(
            "Yes. Attaching repair_invoice.pdf.",
            "I do, sending it now - repair_invoice.pdf",
        ),
        a("Received, thanks. Status is now 'in review'.", _CLAIM_UPLOAD),
        stop("Thanks.", "Good. Thanks for your help.", "ok great"),
    ),
)

# -- 10. wire transfer dispute (with an opener) ------------------------------------------------------------------

WIRE = Scenario(
    goal="A wire transfer of EUR 2,500 you sent to your landlord never arrived; ask the bank to trace it.",
    persona="an expat, writes clear, slightly formal English",
    known_facts={
        "transfer_reference": "WT240611-0083",
        "amount": "EUR 2,500.00",
        "sent_on": "2024-06-11",
        "beneficiary": "Hausverwaltung Keller GmbH",
        "iban_last_digits": "4471",
    },
    unknown_facts=["intermediary bank", "trace case number: TRC-66120"],
    opener="Hello, a wire transfer I sent two weeks ago hasn't reached the recipient.",
    expected=["get_transfer", "open_trace"],
)
_WIRE_GET = call(
    "get_transfer",
    {"reference": "WT240611-0083"},
    {
        "reference": "WT240611-0083",
        "amount": {"value": 2500.0, "currency": "EUR"},
        "date": "2024-06-11",
        "beneficiary_iban": "DE89 3704 0044 0532 0144 71",
        "status": "sent",
        "fee": 25.0,
    },
)
_WIRE_TRACE = call(
    "open_trace",
    {"reference": "WT240611-0083"},
    {"case": "TRC-66120", "eta_business_days": 7},
)
WIRE_FLOWS = (
    (
        u("Hello, a wire transfer I sent two weeks ago hasn't reached the recipient."),
        a("I'm sorry to hear that. Could you give me the transfer reference?"),
        u("Yes, it is WT240611-0083.", "WT240611-0083", "The reference is WT240611-0083 (sent 11 June)."),
        a(
            "Thank you. I see EUR 2,500.00 sent on June 11 to an IBAN ending in 4471, status 'sent'. Is that the "
            "one?",
            _WIRE_GET,
        ),
        u(
            "Yes, that's it: 2,500 euros to Hausverwaltung Keller GmbH.",
            "Correct, €2,500 on 11/06/2024 to the IBAN ending 4471.",
            "That is correct.",
        ),
        a("I've opened a trace, case TRC-66120. Traces usually take up to 7 business days.", _WIRE_TRACE),
        u(
            "Thank you. Will I be charged for the trace?",
            "Understood. Can you email me when case TRC-66120 is resolved?",
            "Thank you. Should I tell the landlord anything in the meantime?",
        ),
        a("There's no fee for the trace, and we'll notify you by email and in the app."),
        stop("Thank you for your help.", "Very well, thank you. Goodbye.", "Thanks, have a good day."),
    ),
    (
        u("Hello, a wire transfer I sent two weeks ago hasn't reached the recipient."),
        a("Let me help. What was the amount, the date and the reference?"),
        u(
            "EUR 2,500.00, sent on 11 June 2024, reference WT240611-0083.",
            "2500 EUR, June 11th, ref WT240611-0083.",
            "Amount: EUR 2,500.00\nDate: 2024-06-11\nReference: WT240611-0083",
        ),
        a("Found it: EUR 2,500.00 plus a EUR 25.00 fee, status 'sent'.", _WIRE_GET),
        u(
            "So it left my account. Can you trace where it went?",
            "Yes, please trace it. The beneficiary is Hausverwaltung Keller GmbH.",
        ),
        a("Trace opened: TRC-66120. You'll hear from us within 7 business days.", _WIRE_TRACE),
        stop("Thank you.", "Thanks, goodbye.", "All right, thank you very much."),
    ),
)
