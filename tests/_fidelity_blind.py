"""A blind labelled set for the fidelity guards: 160 clean conversations and 120-odd seeded faults.

Written before reading the guards' implementation: only ``check_fidelity``'s docstring, the README's "Simulator
fidelity" section and the entry format of ``tests/_fidelity_corpus.py`` were read. Unlike that corpus (generated
from templates next to the guards), every user turn here is written by hand, in twenty scenarios that do not
reuse its domains (``tests/_fidelity_blind_domains*.py``), to look like an LLM simulated user that behaves:
restating the scenario's facts in its own formats, quoting ids, amounts and dates the agent or a tool gave,
asking follow-ups, making typos, writing lists and closing politely.

Labels follow the issue's definitions, not what a guard can see: a clean conversation volunteers at most two
known facts per turn before the agent asks for them (the default ``max_unasked_facts``), states an unknown fact
only after the agent told it, says only specifics from the scenario or from earlier messages and tool results
(or worked out from them, such as two tickets at $15 each), stops only once the expected write ran or the agent
failed or refused, and keeps one voice. A fault is one such rule broken on purpose, written the same way (an id
with two digits swapped, a second speaker, a stop before the write, ...), labelled with the guard that should
catch it.

``blind_corpus()`` returns :class:`~_fidelity_corpus.Case` objects: ``variant`` names the domain, flow and
fault.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from _fidelity_blind_domains import (
    CAR,
    CAR_FLOWS,
    CLAIM,
    CLAIM_FLOWS,
    CONCERT,
    CONCERT_FLOWS,
    GYM,
    GYM_FLOWS,
    ISP,
    ISP_FLOWS,
    LAPTOP,
    LAPTOP_FLOWS,
    LUGGAGE,
    LUGGAGE_FLOWS,
    PHARMACY,
    PHARMACY_FLOWS,
    POWER,
    POWER_FLOWS,
    WIRE,
    WIRE_FLOWS,
    Domain,
    Step,
)
from _fidelity_blind_domains2 import (
    COURSE,
    COURSE_FLOWS,
    DENTIST,
    DENTIST_FLOWS,
    FOOD,
    FOOD_FLOWS,
    PARKING,
    PARKING_FLOWS,
    REPAIR,
    REPAIR_FLOWS,
    ROAMING,
    ROAMING_FLOWS,
    SOFA,
    SOFA_FLOWS,
    STREAM,
    STREAM_FLOWS,
    TRAIN,
    TRAIN_FLOWS,
    TRANSCRIPT,
    TRANSCRIPT_FLOWS,
)
from _fidelity_corpus import Case

from langchain_trajectory.trajectory import Message, Trajectory

DOMAINS = {
    d.name: d
    for d in [
        Domain("isp", ISP, ISP_FLOWS),
        Domain("car", CAR, CAR_FLOWS),
        Domain("pharmacy", PHARMACY, PHARMACY_FLOWS),
        Domain("gym", GYM, GYM_FLOWS),
        Domain("power", POWER, POWER_FLOWS),
        Domain("concert", CONCERT, CONCERT_FLOWS),
        Domain("laptop", LAPTOP, LAPTOP_FLOWS),
        Domain("luggage", LUGGAGE, LUGGAGE_FLOWS),
        Domain("claim", CLAIM, CLAIM_FLOWS),
        Domain("wire", WIRE, WIRE_FLOWS),
        Domain("food", FOOD, FOOD_FLOWS),
        Domain("dentist", DENTIST, DENTIST_FLOWS),
        Domain("stream", STREAM, STREAM_FLOWS),
        Domain("sofa", SOFA, SOFA_FLOWS),
        Domain("course", COURSE, COURSE_FLOWS),
        Domain("roaming", ROAMING, ROAMING_FLOWS),
        Domain("parking", PARKING, PARKING_FLOWS),
        Domain("train", TRAIN, TRAIN_FLOWS),
        Domain("transcript", TRANSCRIPT, TRANSCRIPT_FLOWS),
        Domain("repair", REPAIR, REPAIR_FLOWS),
    ]
}


# -- edits that seed a fault -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Say:
    """User turn ``turn`` (counting user and stop steps of the flow from 0) says ``text`` instead."""

    turn: int
    text: str | None = None
    metadata: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class StopAt:
    """The flow is cut before step ``step`` (an index into its steps) and the user stops, saying ``text``."""

    step: int
    text: str


def meta(turn: int, **metadata: Any) -> Say:
    return Say(turn, None, metadata)


@dataclass(frozen=True)
class Fault:
    guard: str
    domain: str
    flow: int
    edit: Say | StopAt
    note: str


F = Fault
FAULTS: list[Fault] = [
    # -- opener: the first message is not the scenario's opener, word for word
    F("opener", "car", 0, Say(0, "Hi, I'd like to extend my car rental by two days please."), "paraphrase"),
    F(
        "opener",
        "car",
        1,
        Say(0, "Hello! I need to keep my rental car for two more days, until Sunday."),
        "reworded",
    ),
    F("opener", "car", 0, Say(0, '"Hi, I need to keep my rental car two extra days."'), "quoted"),
    F(
        "opener",
        "laptop",
        0,
        Say(0, "Hi, my laptop screen flickers and then goes black. Can I get it repaired under warranty?"),
        "paraphrase",
    ),
    F(
        "opener",
        "laptop",
        1,
        Say(
            0,
            "Hello, my laptop screen keeps flickering and then goes black. Is this covered by warranty? The "
            "serial is 5CD1234XYZ.",
        ),
        "opener plus a sentence",
    ),
    F("opener", "laptop", 0, Say(0, "Hello, my laptop screen keeps flickering."), "truncated"),
    F(
        "opener",
        "wire",
        0,
        Say(0, "Hi, I sent a wire transfer two weeks ago and the recipient still hasn't received it."),
        "paraphrase",
    ),
    F(
        "opener",
        "wire",
        1,
        Say(0, "Good morning. A wire transfer I sent two weeks ago hasn't reached the recipient."),
        "greeting changed",
    ),
    F("opener", "wire", 0, Say(0, "Hello, a wire transfer I made hasn't arrived."), "shortened"),
    F("opener", "sofa", 0, Say(0, "Hi there! I want to book a delivery date for my sofa."), "paraphrase"),
    F("opener", "sofa", 1, Say(0, "Hi! I'd like to schedule delivery for my new couch."), "one word changed"),
    F(
        "opener",
        "sofa",
        0,
        Say(0, "Hi! I'd like to schedule delivery for my new sofa. It's order SO-2291-4470."),
        "opener plus the order",
    ),
    F(
        "opener",
        "parking",
        0,
        Say(0, "Hi, I'd like to appeal a parking ticket - the meter was broken."),
        "reworded",
    ),
    F(
        "opener",
        "parking",
        1,
        Say(
            0,
            "Hello. I received a parking citation even though the meter was out of order. How can I contest it?",
        ),
        "formal paraphrase",
    ),
    F(
        "opener",
        "repair",
        0,
        Say(0, "Hello, the kitchen faucet in my apartment is leaking. Could you send maintenance?"),
        "paraphrase",
    ),
    F(
        "opener",
        "repair",
        1,
        Say(0, "Hi, my kitchen faucet is leaking!! Can someone come and fix it today?"),
        "changed",
    ),
    # -- reply_shape: more than one user turn's voice
    F(
        "reply_shape",
        "isp",
        0,
        Say(1, "Sure, it's ACC-7781-2093.\nAssistant: Thank you! Let me look that up for you."),
        "assistant line",
    ),
    F("reply_shape", "car", 0, Say(1, "User: It's HZ48821K, last name Brennan."), "user marker"),
    F(
        "reply_shape",
        "pharmacy",
        0,
        Say(
            1,
            "<thinking>The pharmacist wants my Rx number and birthday; both are in my facts.</thinking>\n"
            "RX-448120, born March 14, 1956.",
        ),
        "thinking block",
    ),
    F(
        "reply_shape",
        "gym",
        1,
        Say(1, "Thought: I should give the email on file.\nResponse: tasha.b@gmail.com"),
        "thought/response",
    ),
    F(
        "reply_shape",
        "power",
        0,
        Say(3, "How long until I get the corrected bill?\nAgent: Usually within 10 business days."),
        "second speaker",
    ),
    F(
        "reply_shape",
        "concert",
        0,
        Say(2, "Yes!! Row H is great. Is there anything else I can help you with today?"),
        "assistant stock phrase",
    ),
    F(
        "reply_shape",
        "laptop",
        0,
        Say(
            3,
            "Thank you for contacting support! Your repair order RO-7716204 has been created. How can I assist "
            "you further?",
        ),
        "role inversion",
    ),
    F(
        "reply_shape",
        "luggage",
        0,
        Say(
            3, "Will someone call me when it's on the way? Probably yes, they usually call before delivering."
        ),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "claim",
        0,
        Say(3, "How long will the review take? It usually takes 3 to 5 business days."),
        "answers its own question",
    ),
    F(
        "reply_shape",
        "wire",
        0,
        Say(4, "Thank you for your help. Actually, can I also ask about the fee?", {"stop_mixed": True}),
        "stop signal mid-text (as LLMSimulatedUser reports it)",
    ),
    F(
        "reply_shape",
        "food",
        1,
        Say(2, "Thanks! ###STOP### How long does it take to show up?"),
        "stop signal left in the text",
    ),
    F(
        "reply_shape",
        "stream",
        0,
        Say(4, "Ok great. Will I get an email confirmation of the refund?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "dentist",
        0,
        Say(3, "Perfect, thank you! Do I need to arrive early to fill in any forms?"),
        "a stop that asks",
    ),
    F(
        "reply_shape",
        "sofa",
        0,
        Say(1, "SO-2291-4470\n\nSYSTEM: The customer has provided their order number."),
        "system line",
    ),
    F(
        "reply_shape",
        "train",
        0,
        Say(1, "**Customer:** It is K7XQ2M.\n**Agent:** Thank you, let me check."),
        "markdown dialogue",
    ),
    F(
        "reply_shape",
        "transcript",
        1,
        Say(2, "Electronic, to admissions@grad.northfield.edu.\n\nHuman: Thanks, and how much does it cost?"),
        "human line",
    ),
    F(
        "reply_shape",
        "course",
        0,
        Say(
            3,
            "I'm sorry for the confusion! I'd be happy to help you enroll in the beginner course. Would you like "
            "me to do that?",
        ),
        "assistant's voice",
    ),
    F(
        "reply_shape",
        "parking",
        0,
        Say(3, "(As the customer, I'll ask about payment.) Do I have to pay the $65 while it's pending?"),
        "stage direction",
    ),
    # -- invented_specifics: a specific the user was never given
    F("invented_specifics", "isp", 0, Say(1, "Sure, it's ACC-7781-2039."), "account number digits swapped"),
    F(
        "invented_specifics",
        "car",
        1,
        Say(4, "Will the $137 be charged to my card ending 5521?"),
        "card digits",
    ),
    F(
        "invented_specifics",
        "pharmacy",
        0,
        Say(
            1,
            "The prescription number is RX-448120 and my date of birth is March 14, 1956. My insurance member "
            "ID is BCX-2209-1187.",
        ),
        "insurance id",
    ),
    F(
        "invented_specifics",
        "gym",
        0,
        Say(1, "M-204518. Also my last payment was $42.50 instead of the usual - why?"),
        "amount",
    ),
    F("invented_specifics", "power", 1, Say(1, "Account 5500 1842 77, ZIP 60616."), "zip code"),
    F(
        "invented_specifics",
        "concert",
        0,
        Say(0, "Hi! Can I swap my 2 tickets for Saturday's show to Sunday? Order TM-5530-9912."),
        "order digits swapped",
    ),
    F(
        "invented_specifics",
        "laptop",
        1,
        Say(1, "Serial is 5CD1234XYZ, I bought it on November 2, 2023."),
        "purchase date",
    ),
    F(
        "invented_specifics",
        "luggage",
        0,
        Say(
            2,
            "To my hotel please: Hotel Avenida, Rua do Ouro 112, Lisbon. You can reach me at +351 912 345 678.",
        ),
        "phone number",
    ),
    F(
        "invented_specifics",
        "claim",
        0,
        Say(2, "Yes, I have the invoice. It's for $4,120."),
        "invoice amount",
    ),
    F(
        "invented_specifics",
        "wire",
        1,
        Say(
            1,
            "EUR 2,500.00, sent on 11 June 2024, reference WT240611-0083. The IBAN is DE44 5001 0517 5407 3249 31.",
        ),
        "IBAN",
    ),
    F("invented_specifics", "food", 0, Say(1, "It's 84213377. I paid $41.20 in total."), "order total"),
    F("invented_specifics", "dentist", 1, Say(1, "1988-07-02 and 555-201-7789"), "phone last digit"),
    F("invented_specifics", "stream", 0, Say(1, "leo.marchetti@gmail.com"), "email domain"),
    F(
        "invented_specifics",
        "sofa",
        0,
        Say(3, "Great! The driver can call me at 207-555-0161."),
        "phone digits swapped",
    ),
    F(
        "invented_specifics",
        "course",
        0,
        Say(1, "sam.oduya@yahoo.com - my order number was #C-774310 if that helps."),
        "order number",
    ),
    F(
        "invented_specifics",
        "train",
        1,
        Say(0, "Hello, booking K7XQ2M, train ICE 1207 cancelled on 28.05.2024. Refund please."),
        "train number",
    ),
    F(
        "invented_specifics",
        "transcript",
        0,
        Say(1, "It's 20153398. I graduated on May 18, 2019."),
        "graduation date",
    ),
    F("invented_specifics", "parking", 1, Say(1, "PC-0094412, plate 7KDL240."), "plate"),
    # -- unknown_fact: the user states what it does not know
    F(
        "unknown_fact",
        "isp",
        0,
        Say(
            0,
            "Hi, my internet's been down since yesterday morning. I think there's already a ticket, TK-88213. "
            "Can you send a technician?",
        ),
        "ticket number before the agent said it",
    ),
    F(
        "unknown_fact",
        "car",
        0,
        Say(2, "Yes please extend it. The new total will be $412.60, right?"),
        "new total before the agent said it",
    ),
    F(
        "unknown_fact",
        "car",
        1,
        Say(1, "HZ48821K. My daily rate is $59, I think."),
        "daily rate with a value",
    ),
    F(
        "unknown_fact",
        "pharmacy",
        0,
        Say(
            0,
            "Good morning, I'd like to refill my blood pressure prescription. I should have 2 refills remaining.",
        ),
        "refills remaining",
    ),
    F(
        "unknown_fact",
        "pharmacy",
        1,
        Say(1, "1956-03-14. My copay amount is $10, correct?"),
        "copay with a value",
    ),
    F(
        "unknown_fact",
        "gym",
        1,
        Say(1, "tasha.b@gmail.com. My final billing date should be September 15."),
        "final billing date in another format",
    ),
    F(
        "unknown_fact",
        "power",
        1,
        Say(
            0,
            "Hi, I want to dispute my last electric bill. It's $286.40 and you used an estimated reading of 49960.",
        ),
        "estimated reading",
    ),
    F(
        "unknown_fact",
        "concert",
        0,
        Say(
            0,
            "Hi! I'd like to switch my two tickets from Saturday to Sunday. I know there's a $15 per ticket "
            "exchange fee, that's fine.",
        ),
        "exchange fee",
    ),
    F(
        "unknown_fact",
        "laptop",
        1,
        Say(1, "Serial is 5CD1234XYZ, bought November 20, 2023. The warranty runs until November 19, 2026."),
        "warranty end date in another format",
    ),
    F(
        "unknown_fact",
        "luggage",
        0,
        Say(1, "Yes, TP 428817. I already have a file reference, LISTP51234."),
        "file reference",
    ),
    F(
        "unknown_fact",
        "wire",
        1,
        Say(
            1,
            "EUR 2,500.00, sent 11 June 2024, reference WT240611-0083. There's already a trace case TRC-66120.",
        ),
        "trace case",
    ),
    F(
        "unknown_fact",
        "food",
        0,
        Say(0, "Hi, my Golden Wok order came without the large kung pao chicken. I need my $16.95 back."),
        "refund amount",
    ),
    F(
        "unknown_fact",
        "stream",
        0,
        Say(2, "Yes, please refund the one from April 4. My refund ID should be RF-7730014."),
        "refund id",
    ),
    F(
        "unknown_fact",
        "parking",
        1,
        Say(2, "Meter M-3317 was broken. Please link it to appeal APL-55820."),
        "appeal id",
    ),
    F(
        "unknown_fact",
        "parking",
        0,
        Say(3, "Ok. My hearing date is March 20, right?"),
        "hearing date with a value",
    ),
    F(
        "unknown_fact",
        "transcript",
        0,
        Say(2, "Please email it to admissions@grad.northfield.edu, order number TR-448102."),
        "order number",
    ),
    F(
        "unknown_fact",
        "transcript",
        1,
        Say(1, "20153398, graduated 2019. I'll pay the $12 processing fee."),
        "processing fee before the agent said it",
    ),
    F(
        "unknown_fact",
        "dentist",
        0,
        Say(2, "3:30 please. Will my hygienist, Karen Liu, be there?"),
        "hygienist's name",
    ),
    F(
        "unknown_fact",
        "repair",
        0,
        Say(1, "Riverside Towers, unit 12B. The work order number is WO-66031."),
        "work order number",
    ),
    # -- data_dump: more than two known facts volunteered before the agent asked
    F(
        "data_dump",
        "isp",
        0,
        Say(
            0,
            "Hi, my internet's been down since yesterday morning. Account ACC-7781-2093, address 418 Alder Lane, "
            "Springfield, phone (217) 555-0148, email m.ortiz@fastmail.com. Please send a technician.",
        ),
        "everything in the first message",
    ),
    F(
        "data_dump",
        "car",
        1,
        Say(1, "HZ48821K. Last name Brennan, returning to Denver Airport, originally due back on August 16."),
        "asked for the code, gives three more",
    ),
    F(
        "data_dump",
        "pharmacy",
        0,
        Say(
            0,
            "Good morning. I'm Walter Kim, born 14 March 1956, prescription RX-448120, and I'd like a refill.",
        ),
        "name, birth date and number up front",
    ),
    F(
        "data_dump",
        "gym",
        0,
        Say(
            0,
            "Hi, please cancel my membership. Member ID M-204518, email tasha.b@gmail.com, I pay $39.99 a month "
            "and I move on September 30.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "power",
        1,
        Say(
            0,
            "Hi, I want to dispute my last electric bill. It's $286.40 (usually about $120). Account 5500 1842 "
            "77, ZIP 60614, meter reading today 48213.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "concert",
        1,
        Say(
            0,
            "Hi, I want to move my tickets from Saturday to Sunday.\n- Order: TM-5530-9921\n- Email: "
            "jay.park@outlook.com\n- Seats: Section 112, Row F, seats 7-8\n- Date: 2024-10-12",
        ),
        "a list of facts",
    ),
    F(
        "data_dump",
        "laptop",
        0,
        Say(
            1,
            "The serial number is 5CD1234XYZ. It's an EliteBook 840 G8 bought on 2023-11-20; you can reach me at "
            "priya.n@uni.edu or +1 617 555 0192.",
        ),
        "asked for the serial, gives five facts",
    ),
    F(
        "data_dump",
        "luggage",
        0,
        Say(
            0,
            "Hi, my suitcase didn't arrive. Flight TP 204 on April 22, bag tag TP 428817, it's a black "
            "hard-shell Samsonite with a red strap.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "claim",
        0,
        Say(1, "CLM-2024-004417. Policy AUT-99-31570, accident was on 2024-02-09, repair estimate $3,480."),
        "asked for the claim, gives three more",
    ),
    F(
        "data_dump",
        "wire",
        0,
        Say(
            1,
            "Yes, it is WT240611-0083. EUR 2,500.00 sent on 2024-06-11 to Hausverwaltung Keller GmbH, IBAN "
            "ending 4471.",
        ),
        "asked for the reference, gives three more",
    ),
    F(
        "data_dump",
        "dentist",
        1,
        Say(
            0,
            "Hi, this is Olivia Grant, DOB 1988-07-02, phone 555-201-7788. I need to reschedule my appointment.",
        ),
        "three facts up front",
    ),
    F(
        "data_dump",
        "stream",
        0,
        Say(
            0,
            "Hey, I was charged $15.49 twice, on April 3 and April 4, on my card ending 9034. My account email "
            "is leo.marchetti@proton.me.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "course",
        0,
        Say(
            0,
            "Hi, I enrolled in Advanced Machine Learning by mistake on January 15 and paid $249. Enrollment "
            "ENR-61-20931, email sam.oduya@yahoo.com. Can I get a refund?",
        ),
        "five facts up front",
    ),
    F(
        "data_dump",
        "train",
        0,
        Say(0, "Hello, my train was cancelled. Booking K7XQ2M, 2024-05-28, €89.90, München Hbf to Wien Hbf."),
        "every fact up front",
    ),
    F(
        "data_dump",
        "transcript",
        0,
        Say(
            0,
            "Hi, I'm Daniel Reyes, student ID 20153398, class of 2019. Please send my official transcript to "
            "admissions@grad.northfield.edu.",
        ),
        "four facts up front",
    ),
    F(
        "data_dump",
        "parking",
        0,
        Say(1, "PC-0094412. Plate 7KDL204, ticket from 2024-02-27, $65, meter M-3317."),
        "asked for the citation, gives four more",
    ),
    F(
        "data_dump",
        "roaming",
        1,
        Say(
            0,
            "Please waive £58.20 roaming. My number is +44 7700 900123, I bought the travel pass on 2024-03-01, "
            "and my PIN hint is the last four digits of my phone number.",
        ),
        "four facts up front",
    ),
    # -- premature_stop: the user stops before the expected write, the agent neither failed nor refused
    F(
        "premature_stop",
        "isp",
        0,
        StopAt(4, "Actually, let me check my calendar first. I'll get back to you."),
        "after the offer",
    ),
    F(
        "premature_stop",
        "isp",
        1,
        StopAt(2, "Hmm, I'll find my account details and call back. Thanks."),
        "asked",
    ),
    F("premature_stop", "car", 0, StopAt(4, "OK, thanks for the info!"), "after the quote"),
    F("premature_stop", "pharmacy", 0, StopAt(4, "Thank you. Goodbye."), "after the offer"),
    F("premature_stop", "gym", 0, StopAt(2, ""), "silent stop after a question"),
    F(
        "premature_stop",
        "power",
        0,
        StopAt(4, "OK, I'll read the meter later and call back."),
        "after a question",
    ),
    F("premature_stop", "concert", 0, StopAt(4, "Cool, thanks!"), "after the offer"),
    F(
        "premature_stop",
        "laptop",
        0,
        StopAt(4, "Great, good to know it's covered. Thanks!"),
        "after the check",
    ),
    F("premature_stop", "luggage", 0, StopAt(4, "Ok, thanks, I'll wait for it then."), "after the trace"),
    F("premature_stop", "claim", 0, StopAt(2, "Thanks, bye."), "after the first question"),
    F(
        "premature_stop",
        "wire",
        0,
        StopAt(4, "Yes, that's the one. Thank you, bye."),
        "confirms, then leaves",
    ),
    F("premature_stop", "food", 0, StopAt(4, "Ok, thanks!"), "after the offer"),
    F(
        "premature_stop",
        "dentist",
        0,
        StopAt(4, "Let me think about which one. Bye for now."),
        "after the slots",
    ),
    F("premature_stop", "stream", 1, StopAt(4, "Ok thanks, I'll wait."), "after the lookup"),
    F(
        "premature_stop",
        "sofa",
        0,
        StopAt(4, "Let me double-check with my partner and I'll come back. Thanks!"),
        "after the slots",
    ),
    F("premature_stop", "course", 0, StopAt(4, "Great, thanks!"), "after the offer"),
    F("premature_stop", "train", 0, StopAt(4, "Ok good to know. Thank you."), "after the offer"),
    F(
        "premature_stop",
        "transcript",
        0,
        StopAt(4, "Thanks! I'll send the address later."),
        "after a question",
    ),
    F("premature_stop", "parking", 0, StopAt(4, "Ok never mind, I'll just pay it. Thanks."), "gives up"),
    F("premature_stop", "repair", 0, StopAt(4, ""), "silent stop after a question"),
    # -- persona_sent: the scenario did not reach the user model's prompt
    F("persona_sent", "isp", 0, meta(0, prompt_missing=["persona"]), "persona"),
    F("persona_sent", "car", 0, meta(1, prompt_missing=["known_facts.reservation_code"]), "a known fact"),
    F("persona_sent", "pharmacy", 1, meta(0, prompt_missing=["goal", "persona"]), "goal and persona"),
    F("persona_sent", "gym", 0, meta(2, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "power", 0, meta(1, prompt_missing=["known_facts.account_number"]), "a known fact"),
    F("persona_sent", "concert", 1, meta(0, prompt_missing=["unknown_facts"]), "unknown facts"),
    F("persona_sent", "laptop", 0, meta(0, prompt_missing=["opener"]), "opener"),
    F("persona_sent", "luggage", 1, meta(1, prompt_missing=["persona"]), "persona"),
    F(
        "persona_sent",
        "claim",
        0,
        meta(1, prompt_missing=["known_facts.claim_number", "known_facts.policy_number"]),
        "two known facts",
    ),
    F("persona_sent", "food", 1, meta(1, prompt_missing=["goal"]), "goal"),
    F("persona_sent", "dentist", 0, meta(1, prompt_missing=["known_facts.dob"]), "a known fact"),
    F(
        "persona_sent",
        "stream",
        0,
        meta(0, prompt_missing=["persona", "unknown_facts"]),
        "persona and unknown",
    ),
    F("persona_sent", "sofa", 0, meta(0, prompt_missing=["opener", "persona"]), "opener and persona"),
    F("persona_sent", "train", 2, meta(1, prompt_missing=["goal"]), "goal"),
    F(
        "persona_sent",
        "transcript",
        1,
        meta(2, prompt_missing=["known_facts.recipient_email"]),
        "a known fact",
    ),
    F("persona_sent", "repair", 1, meta(1, prompt_missing=["persona"]), "persona"),
]


# -- building conversations --------------------------------------------------------------------------------------


def _user(text: str, stop: bool, metadata: dict[str, Any]) -> Message:
    extra = {"stop": True} if stop else {}
    return Message.user(text, metadata={"source": "simulated_user", **extra, **metadata})


def build(
    domain: Domain,
    flow: int,
    rng: random.Random,
    edit: Say | StopAt | None = None,
    max_turns: bool = False,
) -> Trajectory:
    """One conversation of ``domain``'s flow ``flow``, a random clean alternative per user turn, with ``edit``
    applied; ``max_turns``: the conversation ran out of turns instead of the user stopping (its last word, when
    there was one, is dropped)."""
    steps: Sequence[Step] = domain.flows[flow]
    if isinstance(edit, StopAt):
        steps = [*steps[: edit.step], ("stop", (edit.text,))]
    messages: list[Message] = []
    turn = 0
    stopped = False
    for step in steps:
        if step[0] == "agent":
            messages.append(Message.assistant(step[1], list(step[2])))
            continue
        stop = step[0] == "stop"
        text = rng.choice(step[1])
        metadata: dict[str, Any] = {}
        if isinstance(edit, Say) and edit.turn == turn:
            text = edit.text if edit.text is not None else text
            metadata = dict(edit.metadata)
        turn += 1
        if stop:
            stopped = True
            if max_turns and not isinstance(edit, StopAt):
                stopped = False
                continue
            if not text.strip():
                continue  # a stop that left no message
        messages.append(_user(text, stop, metadata))
    scenario = domain.scenario
    return Trajectory(
        messages=messages,
        scenario=scenario.goal,
        metadata={
            "scenario": scenario.model_dump(mode="json"),
            "termination": "user_stop" if stopped else "max_turns",
            "user_simulator": {
                "kind": "llm",
                "model": "openai:gpt-4o-mini",
                "prompt_hash": "0f3a9c1e22b47d68",
                "persona": scenario.persona,
            },
        },
    )


BLIND_SETS: dict[int, tuple[str, ...]] = {
    1: ("_fidelity_blind",),
    2: ("_fidelity_blind2_a", "_fidelity_blind2_b"),
    3: ("_fidelity_blind3_c", "_fidelity_blind3_d"),
    4: ("_fidelity_blind4_e", "_fidelity_blind4_f"),
    5: ("_fidelity_blind5_g", "_fidelity_blind5_h"),
    6: ("_fidelity_blind6_i", "_fidelity_blind6_j"),
    7: ("_fidelity_blind7_k", "_fidelity_blind7_l"),
    8: ("_fidelity_blind8_m", "_fidelity_blind8_n"),
    9: ("_fidelity_blind9_o", "_fidelity_blind9_p"),
    10: ("_fidelity_blind10_q", "_fidelity_blind10_r"),
    11: ("_fidelity_blind11_s", "_fidelity_blind11_t"),
    12: ("_fidelity_blind12_u", "_fidelity_blind12_v"),
    13: ("_fidelity_blind13_w", "_fidelity_blind13_x"),
    14: ("_fidelity_blind14_y", "_fidelity_blind14_z"),
    15: ("_fidelity_blind15_a", "_fidelity_blind15_b"),
    16: ("_fidelity_blind16_c", "_fidelity_blind16_d"),
    17: ("_fidelity_blind17_e", "_fidelity_blind17_f"),
    18: ("_fidelity_blind18_g", "_fidelity_blind18_h"),
    19: ("_fidelity_blind19_i", "_fidelity_blind19_j"),
    20: ("_fidelity_blind20_k", "_fidelity_blind20_l"),
    21: ("_fidelity_blind21_m", "_fidelity_blind21_n"),
    22: ("_fidelity_blind22_o", "_fidelity_blind22_p"),
    23: ("_fidelity_blind23_q", "_fidelity_blind23_r"),
    24: ("_fidelity_blind24_s", "_fidelity_blind24_t"),
    25: ("_fidelity_blind25_u", "_fidelity_blind25_v"),
}
"""The blind sets, by number: the modules whose ``DOMAINS`` (a dict of this module, a list of the others) and
``FAULTS`` make each. Set 1 is this module's; sets 2 and up were written later, each in two parts by two writers
who had not seen the guards, and each was run once after it was committed (bench/README.md)."""


def blind_corpus(seed: int = 2028, per_domain: int = 8, blind_set: int = 1) -> list[Case]:
    """``per_domain`` clean conversations per scenario (160 by default), then every seeded fault of the set's
    ``FAULTS``; in a fixed order for a given seed."""
    domains: dict[str, Domain] = {}
    faults: list[Fault] = []
    for name in BLIND_SETS[blind_set]:
        part = importlib.import_module(name)
        found = part.DOMAINS.values() if isinstance(part.DOMAINS, dict) else part.DOMAINS
        domains.update((d.name, d) for d in found)
        faults += part.FAULTS
    rng = random.Random(seed)
    cases: list[Case] = []
    count = 0
    for name, domain in domains.items():
        seen: set[tuple[str, ...]] = set()
        for i in range(per_domain):
            flow = i % len(domain.flows)
            for _ in range(20):  # draw again rather than repeat a conversation word for word
                trajectory = build(domain, flow, rng, max_turns=count % 7 == 6)
                key = tuple(m.content for m in trajectory.messages)
                if key not in seen:
                    break
            seen.add(key)
            count += 1
            cases.append(Case(trajectory, domain.scenario, None, f"{name} flow {flow} clean"))
    for fault in faults:
        domain = domains[fault.domain]
        trajectory = build(domain, fault.flow, rng, fault.edit)
        cases.append(
            Case(trajectory, domain.scenario, fault.guard, f"{fault.domain} flow {fault.flow}: {fault.note}")
        )
    return cases
