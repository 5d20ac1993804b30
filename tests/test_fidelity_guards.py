"""The fidelity guards on conversations written here: each guard fires on its fault and stays quiet on the
realistic turns next to it, ``check_fidelity`` reads any conversation, and the labelled corpus
(``tests/_fidelity_corpus.py``) meets the issue's figures: >= 95 % of seeded faults caught by the right guard,
<= 2 % of clean conversations flagged."""

from __future__ import annotations

from typing import Any

import pytest
from _fidelity_corpus import GUARD_NAMES, corpus
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from langchain_trajectory.simulation import GuardOptions, Scenario, check_fidelity, scenario_of
from langchain_trajectory.simulation.fidelity import GUARDS, is_write
from langchain_trajectory.simulation.fidelity._specifics import specifics
from langchain_trajectory.trajectory import Message, ToolCall, Trajectory

SCENARIO = Scenario(
    goal="Get a refund for the blender in order A-1042",
    persona="a busy parent",
    known_facts={
        "order_id": "A-1042",
        "email": "ann.smith@example.com",
        "phone": "+1 (415) 555-0134",
        "full_name": "Ann Smith",
    },
    unknown_facts=["tracking number: 1Z999AA10123456784", "refund amount"],
    expected=["get_order", "refund_order"],
)
LOOKUP = ToolCall(
    name="get_order",
    args={"order_id": "A-1042"},
    result={"order_id": "A-1042", "total": 120.0, "delivered": "2024-05-03"},
    id="c1",
)
REFUND = ToolCall(name="refund_order", args={"order_id": "A-1042"}, result={"refund_id": "R-88231"}, id="c2")


def user(text: str, **metadata: Any) -> Message:
    return Message.user(text, metadata={"source": "simulated_user", **metadata})


def conversation(*turns: Message | str, stopped: bool = False) -> Trajectory:
    messages = [m if isinstance(m, Message) else user(m) for m in turns]
    metadata = {"termination": "user_stop"} if stopped else {}
    return Trajectory(messages=messages, scenario=SCENARIO.goal, metadata=metadata)


ASKED = Message.assistant("Sure. What's the order number?")
FOUND = Message.assistant("Order A-1042: one blender, total $120.00, delivered on May 3.", [LOOKUP])
DONE = Message.assistant("Done: refund R-88231 of $120.00 is issued.", [REFUND])


def guards_of(trajectory: Trajectory, scenario: Any = SCENARIO, **options: Any) -> list[str]:
    report = check_fidelity(trajectory, scenario, guards=GuardOptions(**options) if options else None)
    return [v.guard for v in report.violations]


# -- each guard: its fault, and the realistic turn beside it ---------------------------------------------------

CASES = [
    # (what, turns after the opening, expected guards)
    ("quotes the order number given", ["Hi, my blender broke.", ASKED, "It's a1042."], []),
    (
        "quotes the amount and date the agent said",
        [ASKED, "A-1042", FOUND, "Yes, the $120 one from May 3rd."],
        [],
    ),
    ("quotes the phone without separators", [ASKED, "Call me on 4155550134."], []),
    ("states quantities, times and ordinals", [ASKED, "It's my 2nd try, 3 items, after 5pm."], []),
    ("works out a total from a known amount", [FOUND, "So two of them would be $240?"], []),
    ("invents an order number", [ASKED, "It's A-1043."], ["invented_specifics"]),
    ("invents an email", [ASKED, "Write to ann@other.example.org."], ["invented_specifics"]),
    ("invents an amount", [FOUND, "I paid $135.50 though."], ["invented_specifics"]),
    ("invents a date", [FOUND, "It came on June 9."], ["invented_specifics"]),
    ("invents a phone number", [ASKED, "Call 212-555-0199."], ["invented_specifics"]),
    ("thinks aloud", [ASKED, "<think>stay annoyed</think> A-1042."], ["reply_shape"]),
    ("writes the assistant's line", [ASKED, "A-1042\nAssistant: thanks, refunding now."], ["reply_shape"]),
    ("speaks as the assistant", [ASKED, "A-1042. How can I help you today?"], ["reply_shape"]),
    (
        "offers to look it up, without a mark",
        [ASKED, "A-1042. Let me look that up for you."],
        ["reply_shape"],
    ),
    (
        "offers more help, without a mark",
        [ASKED, "Is there anything else I can do for you."],
        ["reply_shape"],
    ),
    ("answers its own question", [ASKED, "Can you refund it? Yes, I can do that."], ["reply_shape"]),
    ("puts the stop signal in the text", [ASKED, "A-1042 ###STOP### one more thing"], ["reply_shape"]),
    ("lists its computer's specs", [ASKED, "System: Windows 11, 16GB RAM."], []),
    (
        "states an unknown fact's value",
        [FOUND, "Tracking is 1Z999AA10123456784."],
        ["invented_specifics", "unknown_fact"],
    ),
    ("asks for an unknown fact", [FOUND, "What's the tracking number?"], []),
    ("asserts an unknown fact", [FOUND, "My refund amount is $99."], ["invented_specifics", "unknown_fact"]),
    (
        "dumps its details unasked",
        ["Refund A-1042. I'm Ann Smith, ann.smith@example.com, +1 (415) 555-0134."],
        ["data_dump"],
    ),
    (
        "gives its details when asked",
        [
            Message.assistant("To verify you, please give me your full name, email and phone."),
            "Ann Smith, ann.smith@example.com, 415-555-0134.",
        ],
        [],
    ),
    (
        "gives its details on a generic ask",
        [
            Message.assistant("Please verify your identity."),
            "Ann Smith, ann.smith@example.com, 415-555-0134.",
        ],
        [],
    ),
]


@pytest.mark.parametrize(("what", "turns", "expected"), CASES, ids=[c[0] for c in CASES])
def test_each_guard_fires_on_its_fault_and_not_on_the_turn_beside_it(what, turns, expected):
    trajectory = conversation("I need a refund for my blender, order A-1042.", *turns)
    assert sorted(set(guards_of(trajectory))) == expected


def test_a_user_that_stops_before_the_refund_ran_stops_too_early():
    stop = user("OK thanks, bye.", stop=True)
    assert guards_of(conversation("Refund A-1042 please.", FOUND, stop)) == ["premature_stop"]
    assert guards_of(conversation("Refund A-1042 please.", FOUND, "Yes please.", DONE, stop)) == []
    refused = Message.assistant("Unfortunately I can't refund it: it is past the 30-day window.")
    assert guards_of(conversation("Refund A-1042 please.", FOUND, refused, stop)) == []
    failed = Message.assistant(
        "Something went wrong.", [REFUND.model_copy(update={"result": None, "error": "boom"})]
    )
    assert guards_of(conversation("Refund A-1042 please.", FOUND, failed, stop)) == []
    # a stop that left no message: read from how the conversation ended
    blank = conversation("Refund A-1042 please.", FOUND, stopped=True)
    assert guards_of(blank) == ["premature_stop"]
    assert check_fidelity(blank, SCENARIO).violations[0].message is None
    # which tools write: by name (get_, search_, check_ read), or as configured
    assert is_write("refund_order") and not is_write("get_order") and not is_write("searchFlights")
    assert guards_of(blank, write_tools=frozenset({"get_order"})) == []


def test_the_opener_is_the_first_message_word_for_word():
    scenario = SCENARIO.model_copy(update={"opener": "Hi, my blender arrived broken."})
    assert guards_of(conversation("Hi,  my blender arrived broken."), scenario) == []
    assert guards_of(conversation("Hello! My blender is broken."), scenario) == ["opener"]
    # the simulator's initial message is the author's, not the simulated user's: not checked
    authored = Message.user("Hello!", metadata={"source": "initial_message"})
    assert guards_of(conversation(authored), scenario) == []


def test_a_prompt_that_lacked_the_scenario_is_reported_by_the_user():
    missing = user("Refund A-1042.", prompt_missing=["goal", "persona"])
    report = check_fidelity(conversation(missing), SCENARIO)
    (violation,) = report.violations
    assert (violation.guard, violation.turn, violation.message) == ("persona_sent", 0, 0)
    assert "goal, persona" in violation.evidence
    assert not GUARDS["persona_sent"].regenerable


def test_check_fidelity_reports_turns_evidence_and_the_fault():
    trajectory = conversation("Refund A-1042.", ASKED, "Also order B-7777.", FOUND, "Thanks, the $120 one.")
    report = check_fidelity(trajectory, SCENARIO)
    assert (report.ok, report.fault, report.checked) == (False, "user_simulator", 3)
    (violation,) = report.violations
    assert (violation.guard, violation.turn, violation.message) == ("invented_specifics", 1, 2)
    assert "'B-7777'" in violation.evidence
    assert report.by_guard() == {"invented_specifics": [violation]}
    assert report.to_dict()["violations"][0]["guard"] == "invented_specifics"
    clean = check_fidelity(conversation("Refund A-1042.", FOUND), SCENARIO)
    assert (clean.ok, clean.fault, clean.violations) == (True, None, ())


def test_the_scenario_is_read_from_the_trajectory_and_a_string_stays_a_goal():
    stored = conversation("Refund A-1042.").with_metadata(scenario=SCENARIO.model_dump(mode="json"))
    assert scenario_of(stored) == SCENARIO
    assert check_fidelity(stored).ok
    # a goal alone makes nothing known but the goal: an order number from elsewhere is invented
    assert guards_of(conversation("Refund order 99812."), "Refund my blender") == ["invented_specifics"]
    assert guards_of(conversation("Refund order 99812."), "Refund order 99812") == []


def test_turns_a_person_wrote_are_not_checked_but_count_as_known():
    scripted = Message.user("My order is Z-5555.", metadata={"authored": True})
    fixed = Message.user("Order Z-6666 too.", metadata={"fixed_response": 0})
    trajectory = conversation(scripted, fixed, ASKED, "Both: Z-5555 and Z-6666.")
    report = check_fidelity(trajectory, SCENARIO)
    assert report.ok and report.checked == 1


def test_guard_options_choose_guards_and_refuse_unknown_names():
    trajectory = conversation("Refund A-1042. I'm Ann Smith, ann.smith@example.com, 415-555-0134.")
    assert guards_of(trajectory) == ["data_dump"]
    assert guards_of(trajectory, max_unasked_facts=3) == []
    assert check_fidelity(trajectory, SCENARIO, guards=["reply_shape"]).ok
    assert check_fidelity(trajectory, SCENARIO, guards=False).checked == 1
    assert GuardOptions.of(["data_dump", "opener"]).guards == ("data_dump", "opener")
    assert [g.name for g in GuardOptions.of(["data_dump", "opener"]).checks] == ["opener", "data_dump"]
    with pytest.raises(ValueError, match="unknown guard"):
        GuardOptions(guards=("opner",))
    with pytest.raises(ValueError, match="max_unasked_facts"):
        GuardOptions(max_unasked_facts=-1)
    with pytest.raises(TypeError):
        GuardOptions.of(3)


def test_evidence_never_quotes_a_reasoning_block():
    report = check_fidelity(conversation("<think>the secret plan is to lie</think> A-1042"), SCENARIO)
    (violation,) = report.violations
    assert "secret plan" not in violation.evidence


# -- the corpus --------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def labelled():
    return corpus(seed=28, per_guard=60, clean=200)


def test_the_corpus_is_big_enough_and_labelled(labelled):
    seeded = [c for c in labelled if c.label is not None]
    assert len(seeded) >= 400 and len([c for c in labelled if c.label is None]) >= 150
    assert {g: sum(c.label == g for c in seeded) for g in GUARD_NAMES} == {g: 60 for g in GUARD_NAMES}
    assert set(GUARD_NAMES) == set(GUARDS)


def test_the_guards_catch_seeded_faults_and_leave_clean_conversations_alone(labelled):
    caught: dict[str, int] = dict.fromkeys(GUARD_NAMES, 0)
    flagged = []
    for case in labelled:
        found = {v.guard for v in check_fidelity(case.trajectory, case.scenario).violations}
        if case.label is None:
            if found:
                flagged.append((case.trajectory.to_text(), found))
        elif case.label in found:
            caught[case.label] += 1
    for guard, n in caught.items():
        assert n / 60 >= 0.95, (guard, n)
    assert len(flagged) / 200 <= 0.02, flagged[:3]


# -- properties --------------------------------------------------------------------------------------------------

FILLER = st.sampled_from(
    ["Yes.", "It's", "my", "order", "is", "please", "thanks", "and", "the", "one,", "ok"]
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    facts=st.lists(
        st.one_of(
            st.from_regex(r"[A-H]-[1-9][0-9]{3}", fullmatch=True),
            st.from_regex(r"[a-z]{3,6}\.[a-z]{3,6}@example\.(com|org)", fullmatch=True),
            st.from_regex(r"\+1 \([2-9][0-9]{2}\) [2-9][0-9]{2}-[0-9]{4}", fullmatch=True),
            st.from_regex(r"[A-Z]{3}-[0-9]{5}", fullmatch=True),
        ),
        min_size=1,
        max_size=4,
        unique=True,
    ),
    words=st.lists(FILLER, max_size=6),
    data=st.data(),
)
def test_a_user_that_only_quotes_its_facts_never_invents(facts, words, data):
    scenario = Scenario(goal="Help me", known_facts={f"fact_{i}": v for i, v in enumerate(facts)})
    quoted = [data.draw(st.sampled_from([f, f.lower(), f"#{f}", f.replace("-", "")])) for f in facts]
    text = " ".join(data.draw(st.permutations([*words, *quoted])))
    trajectory = conversation(Message.assistant("What are your details?"), text)
    assert "invented_specifics" not in guards_of(trajectory, scenario)


@settings(max_examples=200, deadline=None)
@given(
    texts=st.lists(st.text(max_size=120), min_size=1, max_size=5),
    facts=st.dictionaries(st.text(min_size=1, max_size=10), st.text(max_size=30), max_size=4),
    unknown=st.lists(st.text(max_size=30), max_size=3),
    opener=st.none() | st.text(max_size=40),
    stop=st.booleans(),
)
def test_check_fidelity_never_raises_on_any_text(texts, facts, unknown, opener, stop):
    scenario = Scenario(goal="g", known_facts=facts, unknown_facts=unknown, opener=opener, expected=["do_it"])
    messages: list[Message] = []
    for i, text in enumerate(texts):
        messages.append(user(text, stop=stop and i == len(texts) - 1))
        messages.append(Message.assistant(text[::-1], [ToolCall(name="get_x", args={}, result=text)]))
    report = check_fidelity(Trajectory(messages=messages), scenario)
    assert all(v.guard in GUARDS and isinstance(v.evidence, str) for v in report.violations)
    for text in texts:
        assert all(s.keys for s in specifics(text))
