"""A labelled corpus of scripted simulated conversations for the fidelity guards, generated deterministically.

Seven customer-service domains (refunds, flight changes, card blocks, plan changes, table bookings, password
resets, hotel changes), each with a scenario (goal, persona, known facts, unknown facts, sometimes an opener,
expected calls) and an agent that asks for facts one at a time, looks things up with a tool whose result holds
identifiers, amounts and dates, echoes them, and then does the write. Phrasings, formats (``A-1042`` /
``a1042`` / ``#A-1042``; ``$120.00`` / ``120 dollars``; ``2024-05-03`` / ``May 3rd``; phone numbers with and
without separators) and detours (questions, quantities, times, ordinals, products named in the goal, an agent
that refuses, a tool that fails, an agent that reveals what the user did not know) are drawn at random.

``corpus(seed)`` returns clean conversations (label None) and conversations with one fault seeded on purpose
(label: the guard that should catch it), at least 40 per guard. The faults vary within each guard (for
``reply_shape``: reasoning, role markers, the assistant's voice, a stop inside the text, a stop that asks
something, an answer to its own question). Shared by ``tests/test_fidelity_corpus.py`` and
``bench/fidelity.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from langchain_trajectory.simulation import Scenario
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

GUARD_NAMES = (
    "opener",
    "reply_shape",
    "invented_specifics",
    "unknown_fact",
    "data_dump",
    "premature_stop",
    "persona_sent",
)


@dataclass
class Case:
    """One labelled conversation."""

    trajectory: Trajectory
    scenario: Scenario
    label: str | None
    variant: str = "clean"


# -- values -----------------------------------------------------------------------------------------------------

FIRST = ["Ann", "Bilal", "Chen", "Dana", "Emeka", "Farah", "Goran", "Hana", "Ivan", "Jules", "Keiko", "Luis"]
LAST = ["Smith", "Okafor", "Lindqvist", "Moreau", "Tanaka", "Novak", "Haddad", "Garcia", "Kowalski", "Reyes"]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
PERSONAS = [
    "a busy parent who writes short messages",
    "a retired teacher, polite and careful",
    "a frustrated customer who wants this fixed today",
    "a student on a budget",
    None,
]


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


@dataclass
class Values:
    rng: random.Random

    def name(self) -> str:
        return f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)}"

    def email(self, name: str) -> str:
        first, last = name.lower().split()
        return self.rng.choice(
            [f"{first}.{last}", f"{first[0]}{last}", f"{first}{self.rng.randint(1, 99)}"]
        ) + ("@" + self.rng.choice(["example.com", "mail.example.org", "example.net"]))

    def phone(self) -> str:
        area, mid, end = self.rng.randint(201, 989), self.rng.randint(200, 989), self.rng.randint(1000, 9999)
        return self.rng.choice([f"+1 ({area}) {mid}-{end}", f"{area}-{mid}-{end}", f"+1 {area} {mid} {end}"])

    def order_id(self) -> str:
        return self.rng.choice(
            [
                f"{self.rng.choice('ABCDEFGHKMNPRSTW')}-{self.rng.randint(1000, 9999)}",
                f"ORD-{self.rng.randint(10000, 99999)}",
                f"{self.rng.randint(100000, 999999)}",
            ]
        )

    def code(self, n: int = 6) -> str:
        letters = "ABCDEFGHJKLMNPQRSTUVWXYZ"
        digits = "23456789"
        out = [self.rng.choice(letters) for _ in range(n)]
        out[self.rng.randrange(1, n)] = self.rng.choice(digits)
        return "".join(out)

    def amount(self) -> float:
        return self.rng.choice(
            [
                round(self.rng.uniform(12, 400), 2),
                float(self.rng.randint(20, 900)),
                float(self.rng.randint(1100, 2500)),
            ]
        )

    def date(self) -> tuple[int, int, int]:
        return 2024, self.rng.randint(1, 12), self.rng.randint(1, 28)


def money(rng: random.Random, value: float, currency: str = "$") -> str:
    whole = value == int(value)
    if currency == "$":
        return rng.choice(
            [f"${value:,.2f}", f"${value:,.0f}" if whole else f"${value:,.2f}", f"{value:.2f} dollars"]
        )
    return rng.choice([f"{value:.2f} {currency}", f"{value:,.2f} {currency}", f"€{value:.2f}"])


def said_date(rng: random.Random, date: tuple[int, int, int]) -> str:
    y, m, d = date
    return rng.choice(
        [
            f"{MONTHS[m - 1]} {d}",
            f"{MONTHS[m - 1]} {ordinal(d)}",
            f"the {ordinal(d)} of {MONTHS[m - 1]}",
            f"{y}-{m:02d}-{d:02d}",
            f"{MONTHS[m - 1][:3]} {d}, {y}",
        ]
    )


def iso(date: tuple[int, int, int]) -> str:
    return f"{date[0]}-{date[1]:02d}-{date[2]:02d}"


def variant_id(rng: random.Random, value: str) -> str:
    """How a user quotes an identifier it knows: as given, without the dash, lower case, with a hash sign, or
    (for a letter prefix) just the digits."""
    options = [value, f"#{value}", value.lower()]
    if "-" in value:
        options.append(value.replace("-", ""))
        head, tail = value.split("-", 1)
        if len(head) <= 3 and tail.isdigit():
            options.append(tail)
    return rng.choice(options)


def variant_phone(rng: random.Random, phone: str) -> str:
    digits = "".join(ch for ch in phone if ch.isdigit())
    local = digits[-10:]
    return rng.choice(
        [phone, f"{local[:3]}-{local[3:6]}-{local[6:]}", f"({local[:3]}) {local[3:6]} {local[6:]}", local]
    )


# -- domains ----------------------------------------------------------------------------------------------------


@dataclass
class Domain:
    """What one kind of conversation needs: its facts, tools and phrasings."""

    name: str
    make: Callable[[Values], dict[str, Any]]


def _refund(v: Values) -> dict[str, Any]:
    name = v.name()
    order, amount, date = v.order_id(), v.amount(), v.date()
    product = v.rng.choice(["blender", "desk lamp", "pair of running shoes", "coffee grinder", "backpack"])
    return {
        "goal": f"Get a refund for the {product} in order {order}, which arrived broken",
        "known": {"order_id": order, "email": v.email(name), "full_name": name, "phone": v.phone()},
        "unknown": [
            f"tracking number: 1Z{v.rng.randint(100, 999)}AA1{v.rng.randint(10**8, 10**9 - 1)}",
            "refund amount",
        ],
        "id_fact": "order_id",
        "id_ask": [
            "Could you give me your order number?",
            "Sure, what is the order number?",
            "I can help. Which order is it?",
        ],
        "contact_fact": "email",
        "contact_ask": [
            "What email address is on the account?",
            "Which email should I send the confirmation to?",
        ],
        "read": (
            "get_order",
            lambda: {
                "order_id": order,
                "items": [{"name": product, "qty": 1}],
                "total": amount,
                "delivered": iso(date),
                "status": "delivered",
            },
        ),
        "report": lambda rng: (
            f"I found order {order}: one {product}, total {money(rng, amount)}, delivered on "
            f"{said_date(rng, date)}."
        ),
        "confirm": lambda rng: rng.choice(
            [
                f"Yes, that's the one, the {money(rng, amount)} order. Please refund it.",
                f"Right, delivered {said_date(rng, date)}. I want the refund please.",
                "Yes. It arrived broken, so please refund it.",
                f"Yes, the {product}. Can you refund the full amount?",
            ]
        ),
        "write": (
            "refund_order",
            {"order_id": order, "amount": amount},
            lambda: {"refund_id": f"R-{v.rng.randint(10000, 99999)}", "amount": amount, "status": "issued"},
        ),
        "done": lambda rng, result: (
            f"Done: refund {result['refund_id']} of {money(rng, amount)} is issued. It "
            f"reaches your card in 5-7 business days."
        ),
        "product": product,
        "amount": amount,
        "date": date,
    }


def _flight(v: Values) -> dict[str, Any]:
    name = v.name()
    pnr, old, new, fee = v.code(6), v.date(), v.date(), float(v.rng.choice([0, 45, 75, 120]))
    flight = f"{v.rng.choice(['AZ', 'LH', 'BA', 'FR'])}{v.rng.randint(10, 999)}"
    return {
        "goal": f"Move my flight to {said_date(v.rng, new)}",
        "known": {
            "booking_reference": pnr,
            "last_name": name.split()[1],
            "phone": v.phone(),
            "email": v.email(name),
        },
        "unknown": ["change fee", f"new seat number: {v.rng.randint(3, 40)}{v.rng.choice('ABCDEF')}"],
        "id_fact": "booking_reference",
        "id_ask": ["What's your booking reference?", "Can I have the booking reference, please?"],
        "contact_fact": "last_name",
        "contact_ask": ["And the passenger's last name?", "To verify, what is the last name on the booking?"],
        "read": ("get_booking", lambda: {"pnr": pnr, "flight": flight, "date": iso(old), "change_fee": fee}),
        "report": lambda rng: (
            f"Booking {pnr} is flight {flight} on {said_date(rng, old)}. Moving it to "
            f"{said_date(rng, new)} costs {money(rng, fee, 'EUR') if fee else 'nothing extra'}."
        ),
        "confirm": lambda rng: rng.choice(
            [
                "OK, go ahead and move it.",
                f"Fine, {money(rng, fee, 'EUR') if fee else 'no fee'} is OK. Please change it.",
                f"Yes please move {flight} to {said_date(rng, new)}.",
            ]
        ),
        "write": (
            "change_flight",
            {"pnr": pnr, "date": iso(new)},
            lambda: {"pnr": pnr, "flight": flight, "date": iso(new), "status": "changed"},
        ),
        "done": lambda rng, result: (
            f"Your flight {flight} now leaves on {said_date(rng, new)}; booking {pnr} is "
            "updated and a new e-ticket is on its way."
        ),
        "product": flight,
        "amount": fee,
        "date": new,
    }


def _card(v: Values) -> dict[str, Any]:
    name = v.name()
    last4 = f"{v.rng.randint(1000, 9999)}"
    when = v.date()
    return {
        "goal": "Block my lost debit card",
        "known": {
            "full_name": name,
            "phone": v.phone(),
            "card_last4": last4,
            "zip_code": f"{v.rng.randint(10000, 99999)}",
        },
        "unknown": ["account number", f"replacement card number: 5{v.rng.randint(10**14, 10**15 - 1)}"],
        "id_fact": "card_last4",
        "id_ask": [
            "Which card is it? Give me the last four digits.",
            "What are the last 4 digits of the card?",
        ],
        "contact_fact": "phone",
        "contact_ask": [
            "What phone number is registered with us?",
            "Please confirm the phone number on file.",
        ],
        "read": ("find_card", lambda: {"card": f"**** {last4}", "holder": name, "last_used": iso(when)}),
        "report": lambda rng: (
            f"I see a card ending in {last4} for {name}, last used on {said_date(rng, when)}."
        ),
        "confirm": lambda rng: rng.choice(
            [
                "Yes, that's my card. Block it please.",
                f"Yes, the one ending {last4}. Please block it now.",
                "That's it. I lost it yesterday, please block it.",
            ]
        ),
        "write": (
            "block_card",
            {"last4": last4},
            lambda: {"blocked": True, "reference": f"BLK-{v.rng.randint(100000, 999999)}"},
        ),
        "done": lambda rng, result: (
            f"The card ending {last4} is blocked (reference {result['reference']}). A new "
            "card arrives in 3 to 5 days."
        ),
        "product": "debit card",
        "amount": None,
        "date": when,
    }


def _plan(v: Values) -> dict[str, Any]:
    account, price = f"ACC-{v.rng.randint(10000, 99999)}", float(v.rng.choice([25, 35, 45, 60]))
    plan = v.rng.choice(["Unlimited 5G", "Basic 10GB", "Family 4 lines"])
    starts = v.date()
    name = v.name()
    return {
        "goal": f"Switch my phone plan to {plan}",
        "known": {"account_id": account, "phone": v.phone(), "email": v.email(name), "full_name": name},
        "unknown": ["current balance", "contract end date"],
        "id_fact": "account_id",
        "id_ask": ["What's your account ID?", "Sure! Could you share your account ID first?"],
        "contact_fact": "phone",
        "contact_ask": ["Which phone number is the plan for?", "And the mobile number on the account?"],
        "read": (
            "get_account",
            lambda: {"account": account, "plan": "Basic 10GB", "new_price": price, "starts": iso(starts)},
        ),
        "report": lambda rng: (
            f"Account {account} can move to {plan} for {money(rng, price)} a month, starting "
            f"{said_date(rng, starts)}."
        ),
        "confirm": lambda rng: rng.choice(
            [
                f"{money(rng, price)} a month is fine. Please switch me.",
                "Sounds good, switch it.",
                f"Starting {said_date(rng, starts)}? OK, do it.",
            ]
        ),
        "write": (
            "change_plan",
            {"account": account, "plan": plan},
            lambda: {"account": account, "plan": plan, "status": "scheduled"},
        ),
        "done": lambda rng, result: f"Done: account {account} moves to {plan} on {said_date(rng, starts)}.",
        "product": plan,
        "amount": price,
        "date": starts,
    }


def _table(v: Values) -> dict[str, Any]:
    name = v.name()
    date, size = v.date(), v.rng.randint(2, 8)
    time = v.rng.choice(["7pm", "8pm", "6:30pm", "19:30"])
    return {
        "goal": f"Book a table for {size} on {said_date(v.rng, date)} at {time}",
        "known": {"name": name, "phone": v.phone(), "party_size": str(size), "email": v.email(name)},
        "unknown": ["deposit amount"],
        "id_fact": "name",
        "id_ask": ["Under what name should I book?", "What name is the reservation for?"],
        "contact_fact": "phone",
        "contact_ask": ["And a phone number in case we need to reach you?", "Can I get a contact number?"],
        "read": (
            "check_availability",
            lambda: {"date": iso(date), "time": time, "free_tables": v.rng.randint(1, 4)},
        ),
        "report": lambda rng: f"We have a table for {size} on {said_date(rng, date)} at {time}.",
        "confirm": lambda rng: rng.choice(
            [
                "Perfect, book it.",
                f"Great, {size} people at {time} please.",
                "Yes please, by the window if you can.",
            ]
        ),
        "write": (
            "book_table",
            {"date": iso(date), "time": time, "size": size},
            lambda: {"reservation": f"T{v.rng.randint(1000, 9999)}", "status": "booked"},
        ),
        "done": lambda rng, result: (
            f"You're booked: reservation {result['reservation']} for {size} on "
            f"{said_date(rng, date)} at {time}."
        ),
        "product": "table",
        "amount": None,
        "date": date,
    }


def _password(v: Values) -> dict[str, Any]:
    name = v.name()
    employee = f"E-{v.rng.randint(10000, 99999)}"
    expires = v.date()
    return {
        "goal": "Reset my work password; I'm locked out",
        "known": {"employee_id": employee, "email": v.email(name), "full_name": name, "phone": v.phone()},
        "unknown": ["temporary password", "ticket number"],
        "id_fact": "employee_id",
        "id_ask": ["What's your employee ID?", "Please give me your employee ID."],
        "contact_fact": "email",
        "contact_ask": ["What's your work email?", "Which email address do you log in with?"],
        "read": (
            "lookup_employee",
            lambda: {"id": employee, "name": name, "locked": True, "password_expires": iso(expires)},
        ),
        "report": lambda rng: f"I found {name} ({employee}); the account is locked after 5 failed attempts.",
        "confirm": lambda rng: rng.choice(
            [
                "Yes that's me. Please reset it.",
                "Correct. Can you unlock it and reset the password?",
                "That's right, I tried too many times.",
            ]
        ),
        "write": (
            "reset_password",
            {"employee": employee},
            lambda: {"ticket": f"INC{v.rng.randint(100000, 999999)}", "status": "reset"},
        ),
        "done": lambda rng, result: (
            f"Your password is reset (ticket {result['ticket']}); a temporary password "
            "went to your email. It expires in 24 hours."
        ),
        "product": "password",
        "amount": None,
        "date": expires,
    }


def _hotel(v: Values) -> dict[str, Any]:
    confirmation = f"HTL-{v.rng.randint(100000, 999999)}"
    check_in, nights, rate = v.date(), v.rng.randint(2, 6), float(v.rng.choice([89, 120, 149, 210]))
    name = v.name()
    return {
        "goal": f"Add one night to my hotel stay ({nights} nights now)",
        "known": {
            "confirmation_number": confirmation,
            "last_name": name.split()[1],
            "email": v.email(name),
            "phone": v.phone(),
        },
        "unknown": ["room number", f"late checkout price: {v.rng.choice([25, 30, 40])} EUR"],
        "id_fact": "confirmation_number",
        "id_ask": ["What's the confirmation number?", "May I have your confirmation number?"],
        "contact_fact": "last_name",
        "contact_ask": ["And the guest's last name?", "Which last name is the booking under?"],
        "read": (
            "get_reservation",
            lambda: {"confirmation": confirmation, "check_in": iso(check_in), "nights": nights, "rate": rate},
        ),
        "report": lambda rng: (
            f"Reservation {confirmation}: {nights} nights from {said_date(rng, check_in)} at "
            f"{money(rng, rate, 'EUR')} a night. An extra night is {money(rng, rate, 'EUR')}."
        ),
        "confirm": lambda rng: rng.choice(
            [
                "Yes, add the extra night.",
                f"OK, {money(rng, rate, 'EUR')} is fine, add it.",
                f"Great, so {nights + 1} nights in total. Please do it.",
            ]
        ),
        "write": (
            "extend_stay",
            {"confirmation": confirmation, "nights": nights + 1},
            lambda: {"confirmation": confirmation, "nights": nights + 1, "status": "extended"},
        ),
        "done": lambda rng, result: f"Done: {confirmation} is now {nights + 1} nights.",
        "product": "hotel stay",
        "amount": rate,
        "date": check_in,
    }


DOMAINS = [
    Domain(n, f)
    for n, f in [
        ("refund", _refund),
        ("flight", _flight),
        ("card", _card),
        ("plan", _plan),
        ("table", _table),
        ("password", _password),
        ("hotel", _hotel),
    ]
]


CHATTER = [
    "Thanks for the quick reply!",
    "Hmm, I'm not sure, let me check my email... okay, found it.",
    "I'd rather not share more than needed, is that enough?",
    "Sorry, I'm on my phone so typing is slow.",
    "Could you repeat that last part?",
    "That's a relief, honestly.",
    "Is there a fee for this?",
    "Can you email me a copy of that?",
    "We're a family of 4, if that matters.",
    "It's been about 2 weeks now.",
    "I called yesterday around 5pm but nobody picked up.",
    "I've been a customer for 10 years, so I hope you can help.",
    "Could it be done by Friday?",
    "The box was damaged too, 3 corners crushed.",
    "I'm travelling on the 14th, so sooner is better.",
    "What's the earliest you can do it?",
    "OK, and what happens next?",
    "Perfect. Will I get a confirmation email?",
    "Please don't sign me up for any newsletter.",
    "Do I need to print anything?",
    "No worries, take your time.",
    "Is your support open 24/7?",
    "My daughter set this up for me, so I'm a bit lost.",
    "Last time it took 48 hours, is that normal?",
    "Can I use the same card as before?",
    "I don't remember the exact date, sometime in spring.",
    "Just to double check: nothing else is needed from me?",
    "Great, that's exactly what I wanted.",
    "Ok. One question: is this reversible?",
    "I bought it in 2023, if that helps.",
    "I'll be home after 6:30pm.",
    "I don't know that, sorry. Is it a problem?",
    "Yes, that's right.",
    "No, that's everything.",
]


# -- building a conversation ------------------------------------------------------------------------------------

OPENERS = [
    "Hi, {goal_lower}.",
    "Hello. I need help: {goal_lower}.",
    "{goal}, please.",
    "Hey there, can you help me? {goal}.",
]


def quote(rng: random.Random, fact: str, value: str) -> str:
    if fact in ("phone",):
        return variant_phone(rng, value)
    if fact.endswith(("_id", "reference", "number")) or fact in ("order_id", "card_last4"):
        return variant_id(rng, value)
    return value


@dataclass
class Builder:
    """Writes one conversation turn by turn."""

    rng: random.Random
    messages: list[Message] = field(default_factory=list)

    def user(self, text: str, **metadata: Any) -> None:
        self.messages.append(Message.user(text, metadata={"source": "simulated_user", **metadata}))

    def agent(self, text: str, calls: list[ToolCall] | None = None) -> None:
        self.messages.append(Message.assistant(text, calls or []))


def conversation(rng: random.Random, fault: str | None = None) -> Case:
    """One conversation in a random domain, clean or with ``fault`` seeded."""
    values = Values(rng)
    domain = rng.choice(DOMAINS)
    d = domain.make(values)
    persona = rng.choice(PERSONAS)
    with_opener = fault == "opener" or rng.random() < 0.3
    goal = d["goal"]
    opener = (
        rng.choice(OPENERS).format(goal=goal, goal_lower=goal[0].lower() + goal[1:]) if with_opener else None
    )
    write_name, write_args, write_result = d["write"]
    read_name, read_result = d["read"]
    scenario = Scenario(
        goal=goal,
        persona=persona,
        known_facts=d["known"],
        unknown_facts=d["unknown"],
        opener=opener,
        expected=[read_name, write_name],
        id=f"{domain.name}-{rng.randrange(10**6)}",
    )
    b = Builder(rng)
    known = d["known"]
    variant = "clean"
    stop_text = rng.choice(["Thanks, that's all!", "Great, thank you. Bye!", "Perfect, thanks.", ""])

    # opening
    if opener is not None:
        text = opener
    else:
        text = rng.choice(OPENERS).format(goal=goal, goal_lower=goal[0].lower() + goal[1:])
        if rng.random() < 0.3:  # volunteers one fact up front: allowed
            fact = d["id_fact"]
            text += f" My {fact.replace('_', ' ')} is {quote(rng, fact, known[fact])}."
    b.user(text)

    # the agent asks for the identifying fact, or the user already gave it
    if d["id_fact"] not in text and known[d["id_fact"]] not in text:
        b.agent(rng.choice(d["id_ask"]))
        answer = quote(rng, d["id_fact"], known[d["id_fact"]])
        b.user(
            rng.choice(
                [
                    f"It's {answer}.",
                    f"{answer}",
                    f"Sure: {answer}",
                    f"My {d['id_fact'].replace('_', ' ')} is {answer}.",
                ]
            )
        )

    # a detour: the agent asks for several facts at once, and the user gives them all (asked for: no dump)
    if rng.random() < 0.25:
        asked = [n for n in known if n not in (d["id_fact"],) and len(known[n]) >= 3][:3]
        if rng.random() < 0.5:
            b.agent(f"To verify you, please give me your {', '.join(n.replace('_', ' ') for n in asked)}.")
        else:
            b.agent(
                rng.choice(
                    [
                        "Before I go on, could you confirm your details so I can verify your identity?",
                        "For security, please verify the information on the account.",
                    ]
                )
            )
        b.user(" ".join(f"My {n.replace('_', ' ')} is {quote(rng, n, known[n])}." for n in asked))
    if rng.random() < 0.4:
        b.agent(rng.choice(["Sure.", "Understood.", "Let me see.", "Of course!"]))
        b.user(rng.choice(CHATTER))

    # a detour: the user asks something
    if rng.random() < 0.35:
        b.agent(rng.choice(["One moment while I check.", "Thanks. Anything else I should know?", "Got it."]))
        b.user(
            rng.choice(
                [
                    "How long does this usually take?",
                    "Is this something you can do today?",
                    f"Will it matter that I bought it as a gift? It's the {ordinal(rng.randint(2, 3))} time I ask.",
                    "I'm free after 3pm if you need to call me.",
                    "I have 2 other orders too, but only this one matters.",
                ]
            )
        )

    # the agent looks it up and reports ids, amounts, dates
    result = read_result()
    b.agent(
        d["report"](rng), [ToolCall(name=read_name, args={}, result=result, id=f"c{rng.randrange(10**6)}")]
    )

    premature = fault == "premature_stop"
    refused = not premature and rng.random() < 0.08
    failed_tool = not premature and not refused and rng.random() < 0.06
    if refused or premature:
        if refused:
            b.user(d["confirm"](rng))
            b.agent(
                rng.choice(
                    [
                        "Unfortunately I can't do that: it is past the 30-day window.",
                        "I'm sorry, but that is not possible under our policy.",
                    ]
                )
            )
        if premature:
            variant = "stops before the write"
            b.user(rng.choice(["OK, thanks.", "Alright, thank you!", "Got it, bye."]), stop=True)
        else:
            b.user(rng.choice(["That's disappointing. Bye.", "OK, I understand. Thanks anyway."]), stop=True)
    else:
        b.user(d["confirm"](rng))
        if d.get("amount") and rng.random() < 0.12:  # the user works out a total from what the agent said
            amount = d["amount"]
            n = rng.randint(2, 4)
            b.agent("Shall I go ahead?")
            b.user(
                rng.choice(
                    [
                        f"So for {n} of them that's {money(rng, amount * n)} in total? Fine, go ahead.",
                        f"OK. Half of that would be {money(rng, amount / 2)}, right? Anyway, go ahead.",
                    ]
                )
            )
        # the agent asks for the contact fact
        b.agent(rng.choice(d["contact_ask"]))
        contact = d["contact_fact"]
        b.user(
            rng.choice(
                [f"{quote(rng, contact, known[contact])}", f"It's {quote(rng, contact, known[contact])}."]
            )
        )
        if failed_tool:
            b.agent(
                "Something went wrong on our side.",
                [
                    ToolCall(
                        name=write_name, args=write_args, error="TimeoutError('service unavailable')", id="w"
                    )
                ],
            )
            b.user(rng.choice(["OK, I'll try again later.", "Fine, bye."]), stop=True)
        else:
            done = write_result()
            b.agent(d["done"](rng, done), [ToolCall(name=write_name, args=write_args, result=done, id="w")])
            if rng.random() < 0.3:  # the user echoes what the agent said
                echo = next(
                    (str(v) for v in done.values() if isinstance(v, str) and any(c.isdigit() for c in v)),
                    None,
                )
                b.user(f"Thanks! I'll keep {echo} for my records." if echo else "Thanks! Noted.")
                b.agent("You're welcome. Anything else?")
            if fault != "unknown_fact" and rng.random() < 0.2:  # the agent tells what the user did not know
                name, _, value = d["unknown"][-1].partition(":")
                if value.strip():
                    b.agent(f"By the way, your {name.strip()} is {value.strip()}.")
                    b.user(f"Good to know, {value.strip()}. Thanks.")
            b.user(stop_text, stop=True)

    label = fault
    if fault is not None and fault not in ("opener", "premature_stop"):
        variant = seed_fault(rng, fault, b, scenario, d)
    elif fault == "opener":
        variant = seed_opener(rng, b, scenario)
    messages = [m for m in b.messages if m.content.strip() or m.role != "user" or not m.metadata.get("stop")]
    trajectory = Trajectory(
        messages=messages,
        scenario=goal,
        metadata={"scenario": scenario.model_dump(mode="json"), "termination": "user_stop"},
    )
    return Case(trajectory, scenario, label, variant)


# -- seeding faults ---------------------------------------------------------------------------------------------


def _user_turns(b: Builder) -> list[int]:
    return [i for i, m in enumerate(b.messages) if m.role == "user" and m.content.strip()]


def _replace(b: Builder, index: int, text: str, **metadata: Any) -> None:
    old = b.messages[index]
    b.messages[index] = Message.user(text, metadata={**old.metadata, **metadata})


def seed_opener(rng: random.Random, b: Builder, scenario: Scenario) -> str:
    first = _user_turns(b)[0]
    assert scenario.opener is not None
    kind = rng.choice(["paraphrase", "extra", "other"])
    if kind == "paraphrase":
        text = f"I'd like some help: {scenario.goal.lower()}."
    elif kind == "extra":
        text = f"{scenario.opener} Also, I've been waiting a while."
    else:
        text = rng.choice(["Hi.", "Hello, is anyone there?", "I have a question."])
    _replace(b, first, text)
    return f"opener {kind}"


def seed_fault(rng: random.Random, fault: str, b: Builder, scenario: Scenario, d: dict[str, Any]) -> str:
    turns = _user_turns(b)
    values = Values(rng)
    # a turn after the opening, where one is needed
    later = [i for i in turns[1:] if not b.messages[i].metadata.get("stop")] or turns
    target = rng.choice(later)
    text = b.messages[target].content
    if fault == "reply_shape":
        kind = rng.choice(
            ["think", "role", "dialog", "system", "voice", "stop_inside", "stop_asks", "self_answer"]
        )
        if kind == "think":
            reasoning = rng.choice(
                [
                    "<think>The agent wants the order; I should act annoyed.</think>",
                    "<thinking>I need to stay in character.</thinking>",
                    "Thought: I should confirm.\n",
                ]
            )
            _replace(b, target, f"{reasoning} {text}")
        elif kind == "role":
            _replace(b, target, f"{rng.choice(['User:', 'Customer:', '**User:**'])} {text}")
        elif kind == "dialog":
            _replace(
                b,
                target,
                f"{text}\nAssistant: {rng.choice(['Thank you, let me process that.', 'Sure, one moment.'])}",
            )
        elif kind == "system":
            _replace(b, target, f"{text}\nSYSTEM: the user is verified.")
        elif kind == "voice":
            phrase = rng.choice(
                [
                    "How can I help you today?",
                    "Is there anything else I can help you with?",
                    "I'd be happy to help with that!",
                    "Let me look that up for you.",
                ]
            )
            _replace(b, target, f"{text} {phrase}")
        elif kind == "stop_inside":
            if rng.random() < 0.5:
                _replace(b, target, f"{text} ###STOP### Actually, one more thing.")
            else:
                _replace(b, target, f"{text} Also, one more question.", stop_mixed=True)
        elif kind == "stop_asks":
            last = turns[-1]
            if b.messages[last].metadata.get("stop"):
                _replace(
                    b, last, f"{b.messages[last].content or 'Thanks.'} But what about my other order?".strip()
                )
            else:
                b.user("Thanks. And can you also check my other order?", stop=True)
        else:
            question = rng.choice(["Is that possible?", "Can you do that?", "Do you ship abroad?"])
            answer = rng.choice(
                ["Yes, I can do that for you.", "Yes, we can.", "Sure, I will take care of it."]
            )
            _replace(b, target, f"{text} {question} {answer}")
        return f"reply_shape {kind}"
    if fault == "invented_specifics":
        kind = rng.choice(["id", "email", "phone", "amount", "date"])
        if kind == "id":
            invented = (
                values.order_id() if rng.random() < 0.5 else f"{values.code(2)}-{rng.randint(100, 999)}"
            )
            addition = rng.choice(
                [
                    f"It might be order {invented}.",
                    f"Reference {invented}, I think.",
                    f"Or was it #{invented}?",
                ]
            )
        elif kind == "email":
            addition = f"You can also write to {values.email(values.name()).replace('@', '.x@')}."
        elif kind == "phone":
            addition = f"Call me on {values.phone()} if needed."
        elif kind == "amount":
            known = d.get("amount") or 0
            invented_amount = (
                round(known + rng.choice([7.5, 13, 55, 250]), 2) if known else float(rng.randint(31, 470))
            )
            addition = rng.choice(
                [
                    f"I paid ${invented_amount:.2f} for it.",
                    f"It was {invented_amount:.0f} EUR.",
                    f"The charge was {invented_amount:.2f} dollars.",
                ]
            )
        else:
            _, m, day = d["date"]
            other = (m % 12) + 1, min(day + 3, 28)
            addition = rng.choice(
                [
                    f"I ordered it on {MONTHS[other[0] - 1]} {other[1]}.",
                    f"It was on {2024}-{other[0]:02d}-{other[1]:02d}.",
                ]
            )
        _replace(b, target, f"{text} {addition}")
        return f"invented {kind}"
    if fault == "unknown_fact":
        facts = list(scenario.unknown_facts)
        with_value = [f for f in facts if ":" in f]
        if with_value and rng.random() < 0.6:
            name, _, value = rng.choice(with_value).partition(":")
            addition = rng.choice(
                [
                    f"My {name.strip()} is {value.strip()}.",
                    f"It's {value.strip()}, by the way.",
                    f"({name.strip()}: {value.strip()})",
                ]
            )
            kind = "value"
        else:
            name = rng.choice([f for f in facts if ":" not in f] or [facts[0].partition(":")[0]])
            invented = rng.choice(
                [
                    f"{rng.randint(10000, 99999)}",
                    f"{values.code(3)}{rng.randint(10, 99)}",
                    f"${rng.randint(20, 300)}",
                ]
            )
            addition = f"My {name.strip()} is {invented}."
            kind = "asserted"
        _replace(b, target, f"{text} {addition}")
        return f"unknown_fact {kind}"
    if fault == "data_dump":
        first = turns[0]
        facts = [(n, v) for n, v in scenario.known_facts.items() if len(v) >= 3 and v not in scenario.goal]
        rng.shuffle(facts)
        parts = [f"my {name.replace('_', ' ')} is {quote(rng, name, value)}" for name, value in facts[:3]]
        _replace(b, first, f"{b.messages[first].content} For the record, {', '.join(parts)}.")
        return "data_dump first turn"
    if fault == "persona_sent":
        missing = rng.choice([["persona"], ["goal"], ["goal", "persona"], ["known_facts.email"], ["opener"]])
        _replace(b, target, text, prompt_missing=missing)
        return f"persona_sent {'+'.join(missing)}"
    raise ValueError(fault)


def corpus(seed: int = 28, per_guard: int = 60, clean: int = 200) -> list[Case]:
    """``clean`` clean conversations and ``per_guard`` conversations with each guard's fault seeded, in a
    fixed order for a given seed."""
    rng = random.Random(seed)
    cases = [conversation(rng) for _ in range(clean)]
    for guard in GUARD_NAMES:
        cases += [conversation(rng, guard) for _ in range(per_guard)]
    return cases
