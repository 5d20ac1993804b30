"""The fidelity guards, however they are made fast, give exactly the verdicts of the straightforward reference
implementation (``tests/_fidelity_reference.py``): the same violations (guard, turn, evidence, message) on
generated conversations, through ``check_fidelity`` and through one ``FidelityChecker`` shared by interleaved
conversations and redrafted turns, as the simulator uses it."""

from __future__ import annotations

import random
import re

import _fidelity_reference as reference
import pytest
from _fidelity_blind import BLIND_SETS, blind_corpus
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from langchain_trajectory.simulation import GuardOptions, Scenario, check_fidelity
from langchain_trajectory.simulation.fidelity import GUARDS, FidelityChecker
from langchain_trajectory.simulation.fidelity._facts import Fact, profile, value_in
from langchain_trajectory.simulation.fidelity._specifics import normal_words
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

# -- values in the formats users, agents and tools write them ----------------------------------------------------
# Texts and values are built from a drawn seed (a few draws per message rather than dozens keeps the test fast);
# the conversation's structure (turns, roles, metadata, calls, scenario) is drawn by Hypothesis.

LETTERS = "ABCDEFGHKMQRXZ"
AMOUNT_FORMATS = [
    "${0:.2f}",
    "${1}",
    "${0:,.2f}",
    "{0:.2f} EUR",
    "€{0:.2f}",
    "{1} dollars",
    "£{1}",
    "USD {1}",
]
DATE_FORMATS = [
    "{y}-{m:02d}-{d:02d}",
    "{m}/{d}",
    "{d}/{m}/{y}",
    "{mon} {d}",
    "{d}th of {mon}",
    "{d}.{m:02d}.{y}",
    "{mon} {d}, {y}",
    "{y}-{m:02d}-{d:02d}T10:00:00Z",
    "{mon}. {d}rd",
]
PHONE_FORMATS = [
    "+1 ({a}) {b}-{c:04d}",
    "{a}-{b}-{c:04d}",
    "{a}{b}{c:04d}",
    "+44 7{a} {b}{c:04d}",
    "07{a} {b}{c:04d}",
    "({a}) {b} {c:04d}",
    "{a}.{b}.{c:04d}",
]
WORDS = [
    "Yes",
    "no",
    "my",
    "order",
    "order number",
    "booking reference",
    "is",
    "the",
    "it's",
    "please",
    "thanks",
    "refund",
    "email",
    "phone",
    "tracking number",
    "date",
    ":",
    "?",
    ".",
    ",",
    "!",
    "\n",
    "#",
    "$",
    "EUR",
    "usd",
    "Assistant:",
    "User:",
    "SYSTEM:",
    "System: Windows 11",
    "<think>",
    "</think>",
    "Thought:",
    "###STOP###",
    "[STOP]",
    "How can I help you",
    "let me look that up for you",
    "is there anything else i can do",
    "I'd be happy to help",
    "? Yes, I",
    "? no. the",
    "please verify your details",
    "Unfortunately",
    "I can't do that",
    "something went wrong",
    "May",
    "3rd",
    "2nd",
    "5pm",
    "16GB",
    "24/7",
    "v2.1",
    "2024",
    "twice",
    "2 nights",
    "for 3 of them",
    "half",
    "İstanbul",
    "ß",
    "full name",
    "dob",
    "zip",
    "card",
    "E-",
    "is:",
    "=",
    "was",
    "should be",
    "ref",
    "case #",
    "claim",
    "-",
    "/",
    "(",
    ")",
    "+",
    "0",
    "12",
    "1,250.00",
    "ten",
    "two",
    "10 weeks",
    "each",
    "a month",
    "pickup",
    "altogether",
    "(Checking the bill as the account holder.)",
    "[Note: the guest is waiting]",
    "Greenleaf Support:",
    "Spa receptionist:",
    "fifty quid",
    "a hundred and five dollars",
    "Hannah Lee",
    "Will Luis Ortega",
    "tutor",
    "3 to 10 August",
    "Aug 3-10",
    "10-session",
    "Marina office:",
    "boat's name",
    "Thank you for your patience",
    "8th-12th",
    "23.11.80",
    "Is fitting included?",
    "Yes, fitting",
    "thanks for choosing us",
    "would you like to add",
    "To find your order",
    "membership no",
    "12 lessons",
    "27 February 1952",
    "27/02/51",
    "31 October 2025",
    "20.07-10.08",
    "Thank you for booking with us",
    "**Reasoning:**",
    "*(Simulated user, staying in persona)*",
    "Sam Okoro",
    "captain",
    "2 passengers",
    "3 nights",
    "on Fridays",
    "Friday",
    "dot",
    "at",
    "60p",
    "10%",
    "discount",
    "staying in character",
    "Customer service:",
    "your booking is confirmed",
    "in September",
    "Sunday 15th",
    "Sat the 7th",
    "Here's my reply as the parent:",
    "I've booked you in",
    "warranty number",
    "I expect so",
    "I suppose they",
    "18 quid",
]
ODD = "aZ09 -_/#.,:;@$€£+()[]<>?!\n\tİßé"


def value(rnd: random.Random) -> str:
    """An identifier, email, phone number, amount, date or name, in one of the formats people write, sometimes
    after a label."""
    core = _value(rnd)
    return (
        f"{rnd.choice(['Ref', 'Email', 'call', 'Total', 'Order #', 'due'])}: {core}"
        if rnd.random() < 0.2
        else core
    )


def _value(rnd: random.Random) -> str:
    n = rnd.randrange(10**9)
    kind = rnd.randrange(6)
    if kind == 0:
        head = LETTERS[n % 14] + LETTERS[n // 14 % 14]
        return rnd.choice(
            [
                f"{head[0]}-{n % 10000:04d}",
                f"{head}{n % 1000000}",
                f"#{n % 100000}",
                f"{head}X-{n % 100:02d}-{n % 99991}",
                f"{n % 10**9}",
                f"{head}{n % 7}{head[::-1]}",
                f"{head}{n % 100}-{head[::-1]}{n % 9}",
            ]
        )
    if kind == 1:
        return f"{rnd.choice(['ann', 'b.okafor', 'Chen', 'd_x'])}@{rnd.choice(['example.com', 'mail.org', 'Uni.edu'])}"
    if kind == 2:
        return rnd.choice(PHONE_FORMATS).format(a=n % 800 + 200, b=n // 800 % 800 + 200, c=n % 10000)
    if kind == 3:
        cents = n % 500000
        return rnd.choice(AMOUNT_FORMATS).format(cents / 100, cents // 100)
    if kind == 4:
        m, d = n % 12 + 1, n // 12 % 31 + 1
        mon = reference.MONTH_NAMES[m - 1]
        return rnd.choice(DATE_FORMATS).format(y=1990 + n % 40, m=m, d=d, mon=rnd.choice([mon, mon[:3]]))
    return rnd.choice(["Ann Smith", "blender", "QWERTZ", "5C", "Rome"])


def variant(rnd: random.Random, value: str, *, reformat: bool = False) -> str:
    """A value as a user might quote it: as written, cased or punctuated otherwise, cut, or (only, with
    ``reformat``) the same number, amount or date written another way."""
    options = [
        value,
        value,
        value.lower(),
        value.upper(),
        value.replace("-", ""),
        f"#{value}",
        value.replace(" ", ""),
        value.rstrip("0").rstrip("."),
        value.split("@")[0],
        value[1:],
        value[:-1],
        value.split(": ")[-1],
    ]
    if reformat:
        core = value.split(": ")[-1]
        options = [
            core,
            core.replace("-", ""),
            core.replace("-", " "),
            core.replace(" ", "-"),
            core.replace(" ", ""),
        ]
    digits = "".join(re.findall(r"\d", value))
    if len(digits) >= 7:  # a phone number or a long number, with or without a country code or separators
        options += [
            digits,
            f"+1 {value}",
            f"+44 {digits[1:]}",
            digits[-7:],
            f"{digits[:3]}-{digits[3:6]}-{digits[6:]}",
            f"0{digits[-10:]}",
            f"({digits[:3]}) {digits[3:]}",
        ]
    if digits:  # the same number as an amount, or an identifier without its prefix
        cents = int(digits[-7:])
        options += [
            f"{value} dollars",
            f"${digits[-7:]}",
            f"{cents / 100:.2f} EUR",
            f"${cents / 100:,.2f}",
            f"{cents} USD",
            re.sub(r"^[A-Za-z#]+-?", "", value),
            re.sub(r"^[A-Za-z]+", "Q", value),
            f"{cents * 2 / 100:.2f} dollars",
            f"${cents / 400:.2f}",
        ]
    if date := re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})(T.*)?", value):
        y, m, d = int(date[1]), int(date[2]), int(date[3])
        if 1 <= m <= 12:
            mon = reference.MONTH_NAMES[m - 1]
            options += [f"{mon} {d}", f"{m}/{d}", f"{d}.{m}.{y}", f"{d}th of {mon[:3]}", f"{mon} {d}, {y}"]
    return rnd.choice(options)


def text(seed: int, pool: list[str]) -> str:
    rnd = random.Random(seed)
    parts = []
    for _ in range(rnd.randrange(9)):
        kind = rnd.randrange(10)
        if kind < 4:
            parts.append(rnd.choice(WORDS))
        elif kind < 7 and pool:
            parts.append(variant(rnd, rnd.choice(pool)))
        elif kind < 9:
            parts.append(value(rnd))
        else:
            parts.append("".join(rnd.choice(ODD) for _ in range(rnd.randrange(12))))
    return rnd.choice([" ", "", "\n", ", "]).join(parts)


FACT_NAMES = [
    "order_id",
    "email",
    "phone",
    "full_name",
    "booking_ref",
    "dob",
    "zip",
    "card_last4",
    "amount",
    "date",
    "account",
    "iban",
    "address",
    "orderNumber",
    "tracking number",
    "refund amount",
    "the code",
    "pickup date",
    "price per person",
    "new monthly price",
    "tutor's name",
    "league captain",
]
TOOLS = [
    "get_order",
    "refund_order",
    "search_flights",
    "book_flight",
    "cancel-booking",
    "checkStatus",
    "do_it",
]
SEEDS = st.integers(min_value=0, max_value=2**32)


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    rnd = random.Random(draw(SEEDS))
    names = rnd.sample(FACT_NAMES, rnd.randrange(6))
    unknown = []
    for _ in range(rnd.randrange(4)):
        name = rnd.choice(FACT_NAMES)
        unknown.append(rnd.choice([name, f"{name}: {value(rnd)}", f"the {name} = {value(rnd)}"]))
    return Scenario(
        goal=rnd.choice(["Get a refund", "Refund order A-1042", "Change my booking for May 3"]),
        persona=rnd.choice([None, "a busy parent", "Ann, 555-0134"]),
        known_facts={n: value(rnd) for n in names},
        unknown_facts=unknown,
        opener=rnd.choice([None, "Hi, I need help.", "Refund A-1042 please"]),
        expected=draw(st.none() | st.lists(st.sampled_from(TOOLS), min_size=1, max_size=3)),
    )


def pool_of(scenario: Scenario) -> list[str]:
    values = [*scenario.known_facts.values(), scenario.goal]
    values += [fact.split(":")[-1].split("=")[-1].strip() for fact in scenario.unknown_facts]
    return [v for v in values if v]


def result(seed: int, pool: list[str]) -> object:
    """A tool result: a value, a list or a dict of them (numbers, texts, nested items)."""
    rnd = random.Random(seed)

    def leaf() -> object:
        return rnd.choice(
            [
                None,
                True,
                rnd.randrange(-5, 10**6),
                rnd.choice([0.5, 120.0, 1e20, float("nan")]),
                text(rnd.randrange(2**32), pool),
                value(rnd),
            ]
        )

    shape = rnd.randrange(4)
    if shape == 0:
        return leaf()
    if shape == 1:
        return [leaf() for _ in range(rnd.randrange(4))]
    out: dict[str, object] = {k: leaf() for k in rnd.sample(["id", "total", "date", "price", "note"], 3)}
    if shape == 3:
        out["items"] = [{"price": leaf()}]
    return out


USER_METADATA = [
    {"source": "simulated_user"},
    {},
    {"stop": True},
    {"stop": True, "stop_mixed": True},
    {"prompt_missing": ["persona"]},
    {"fidelity": {"regenerations": 0}},
    {"authored": True},
    {"fixed_response": 0},
    {"source": "initial_message"},
]


@st.composite
def conversations(draw: st.DrawFn) -> tuple[Trajectory, Scenario]:
    scenario = draw(scenarios())
    pool = pool_of(scenario)
    messages: list[Message] = []
    for _ in range(draw(st.integers(min_value=1, max_value=7))):
        said = text(draw(SEEDS), pool)
        if draw(st.booleans()):  # the agent's turn
            calls = [
                ToolCall(
                    name=draw(st.sampled_from(TOOLS)),
                    args={},
                    result=result(draw(SEEDS), pool),
                    error=draw(st.sampled_from([None, None, "boom", "Timeout after 30s", said])),
                    id=f"c{len(messages)}{i}",
                )
                for i in range(draw(st.integers(min_value=0, max_value=2)))
            ]
            messages.append(Message.assistant(said, calls))
            pool = [*pool, said]
            continue
        metadata = draw(st.sampled_from(USER_METADATA))
        if scenario.opener and not messages and draw(st.integers(0, 3)) == 0:
            said = scenario.opener
        messages.append(Message.user(said, metadata=metadata))
    simulator = draw(
        st.sampled_from([None, {"kind": "llm", "persona": "Bob, bob@example.com"}, {"kind": "scripted"}])
    )
    metadata: dict[str, object] = {"termination": draw(st.sampled_from(["user_stop", "max_turns"]))}
    if simulator is not None:
        metadata["user_simulator"] = simulator
    return Trajectory(messages=messages, scenario=scenario.goal, metadata=metadata), scenario


OPTIONS = st.builds(
    GuardOptions,
    guards=st.lists(st.sampled_from(list(GUARDS)), min_size=1, unique=True) | st.just(tuple(GUARDS)),
    max_unasked_facts=st.integers(min_value=0, max_value=3),
    write_tools=st.none() | st.frozensets(st.sampled_from(TOOLS), max_size=2),
)


def found(report_violations: object) -> list[tuple[str, int, str, int | None]]:
    return [(v.guard, v.turn, v.evidence, v.message) for v in report_violations]  # type: ignore[attr-defined]


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(conversation=conversations(), options=OPTIONS)
def test_check_fidelity_gives_the_reference_verdicts(conversation, options):
    trajectory, scenario = conversation
    report = check_fidelity(trajectory, scenario, guards=options)
    assert found(report.violations) == reference.check(trajectory, scenario, options)


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(
    batch=st.lists(conversations(), min_size=1, max_size=4), drafts=st.lists(st.text(max_size=40), max_size=4)
)
def test_a_checker_shared_by_interleaved_conversations_and_redrafts_gives_the_reference_verdicts(
    batch, drafts
):
    """As in the simulator: one checker for every conversation of a batch, each turn checked against the
    conversation so far, a rejected draft checked first at the same point."""
    checker = FidelityChecker(persona="Bob, bob@example.com")
    options = checker.options
    longest = max(len(t.messages) for t, _ in batch)
    for position in range(longest):
        for number, (trajectory, scenario) in enumerate(batch):
            messages = trajectory.messages
            if position >= len(messages) or messages[position].role != "user":
                continue
            before = list(messages[:position])
            if drafts:
                draft = Message.user(drafts[(position + number) % len(drafts)])
                got = checker.check(before, draft, scenario, stop=False, position=position)
                want = reference.check_turn(
                    before, draft, scenario, options, False, "Bob, bob@example.com", position
                )
                assert found(got) == want
            message = messages[position]
            stop = message.metadata.get("stop") is True
            got = checker.check(before, message, scenario, stop=stop, position=position)
            want = reference.check_turn(
                before, message, scenario, options, stop, "Bob, bob@example.com", position
            )
            assert found(got) == want


@settings(max_examples=500, deadline=None)
@given(seeds=st.lists(SEEDS, min_size=2, max_size=2), value_first=st.booleans())
def test_a_fact_is_found_in_a_turn_exactly_when_the_reference_finds_it(seeds, value_first):
    """``value_in`` (which reads a fact's specifics only when the turn could hold one of them) against the
    reference's whole-word test and pairwise comparison of every specific."""
    rnd = random.Random(seeds[0])
    fact_value = value(rnd)
    turn = f"{text(seeds[1], [fact_value])} {variant(rnd, fact_value, reformat=rnd.random() < 0.7)}"
    name = rnd.choice(["fact", "passengers", "nights"])
    fact = Fact(name, fact_value)
    if value_first:  # the fact's specifics already read, or not yet
        assert fact.specifics is not None
    assert value_in(fact, normal_words(turn), profile(turn)) == reference.value_in(
        fact_value, reference.words(turn), reference.scan(turn), name
    )


@pytest.mark.parametrize("blind_set", sorted(BLIND_SETS))
def test_every_conversation_of_a_blind_set_gives_the_reference_verdicts(blind_set: int) -> None:
    """The blind sets' conversations, written by people who had not seen the guards, in the forms real simulated
    users write (counts, stage directions, guessed facts): the same violations as the reference, one by one."""
    for case in blind_corpus(blind_set=blind_set):
        report = check_fidelity(case.trajectory, case.scenario)
        assert found(report.violations) == reference.check(case.trajectory, case.scenario), case.variant
