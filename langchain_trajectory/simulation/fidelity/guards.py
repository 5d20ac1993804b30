"""The fidelity guards: deterministic checks of one simulated user turn, in one table ([`GUARDS`][langchain_trajectory.simulation.fidelity.GUARDS]).

Each guard is a small function ``(turn) -> evidence | None`` over a [`Turn`][langchain_trajectory.simulation.fidelity.Turn] (the user's message, the
conversation before it, the scenario, and what the user can know at that point). None means the turn passed;
a string says what is wrong, quoting only what the turn said (never reasoning it hid). No guard calls a model.

========================  =================================================================================
guard                     fails when
========================  =================================================================================
``opener``                the first user message is not the scenario's opener (whitespace aside)
``reply_shape``           the turn is not one user turn: a reasoning block, a role marker (``Assistant:``,
                          ``User:``, ``SYSTEM:``), the assistant's voice ("How can I help you?"), the stop
                          signal inside the text or a stop that asks something, an answer to its own question,
                          a stage direction in brackets ("(as the customer, ...)"), the user thanking or
                          greeting someone by its own first name ("Thank you for the details, Amara!")
``invented_specifics``    an identifier, email, phone number, amount, date or street address ("14 Headingley
                          Mount") that is neither in the scenario (goal, persona, opener, known facts) nor in an
                          earlier message or tool result
``unknown_fact``          the turn states one of the scenario's unknown facts (its value, also in words; the
                          fact's name followed by a specific or a percentage; a number right before the name:
                          "2 refills remaining"; the month and year of a date: "until March 2025"; for a fact
                          named without a value, a guess of its kind beside another word of its name: "the pickup
                          on March 5" for ``pickup date``, "the fitter is Gareth" for ``fitter's name``) that the
                          agent has not told the user
``data_dump``             the turn volunteers more than ``max_unasked_facts`` known facts the agent has not
                          asked for (facts in the goal or opener, or said before, do not count)
``premature_stop``        the user stops while an expected write call of the scenario has not run, and the
                          agent has neither failed (a tool error) nor refused
``persona_sent``          the persona or the scenario did not reach the user model's prompt (recorded by the
                          user as ``metadata["prompt_missing"]``; regenerating cannot fix it)
========================  =================================================================================
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from langchain_trajectory.simulation.fidelity._asking import asked, asked_everything, last_agent
from langchain_trajectory.simulation.fidelity._facts import Fact, fact_parts, facts_of, profile, value_in
from langchain_trajectory.simulation.fidelity._guessing import guessable, guessed, month_of, worded_amounts
from langchain_trajectory.simulation.fidelity._index import Knowledge
from langchain_trajectory.simulation.fidelity._shape import (
    clip,
    self_addressed,
    self_thanked,
    shape_problem,
)
from langchain_trajectory.simulation.fidelity._specifics import normal_words, same, specifics
from langchain_trajectory.simulation.fidelity._writes import agent_failed, is_write, says_failed, writes_of
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.trajectory import Message, ToolCall

__all__ = ["GUARDS", "Guard", "GuardOptions", "Turn", "agent_failed", "fact_parts", "is_write", "says_failed"]


class Turn:
    """One simulated user turn, in its context: what every guard sees.

    Attributes:
        message: The user's message (a stop message may have blank content).
        index: Which user turn it is (0: the first user message of the conversation).
        before: The conversation before it.
        scenario: The conversation's scenario.
        stop: Whether the user ends the conversation with it.
        known: What the user may know: the scenario, every earlier message and tool result.
        revealed: What the agent's side has said: its messages and tool results.
        agent_words: The agent's earlier messages, as `normal_words` (what it asked for).
        said_words: Every earlier message and the scenario's goal and opener, as `normal_words`.
        agent_failed: Whether a tool call failed or the agent declined or could not do something so far.
        calls: The tool calls made so far.
        options: The guards' options.

    The checker makes turns whose ``known``, ``revealed``, ``agent_words``, ``said_words``, ``agent_failed`` and
    ``calls`` are worked out the first time a guard asks ([`lazy`][langchain_trajectory.simulation.fidelity.Turn.lazy]): a turn no guard asks about costs nothing
    to build.
    """

    __slots__ = (
        "_agent_failed",
        "_agent_words",
        "_calls",
        "_known",
        "_revealed",
        "_said_words",
        "_source",
        "before",
        "index",
        "message",
        "options",
        "scenario",
        "stop",
    )

    def __init__(
        self,
        message: Message,
        index: int,
        before: Sequence[Message],
        scenario: Scenario,
        stop: bool,
        known: Knowledge,
        revealed: Knowledge,
        agent_words: str,
        said_words: str,
        agent_failed: bool,
        calls: Sequence[ToolCall],
        options: GuardOptions,
    ) -> None:
        self.message = message
        self.index = index
        self.before = before
        self.scenario = scenario
        self.stop = stop
        self._known: Knowledge | None = known
        self._revealed: Knowledge | None = revealed
        self._agent_words: str | None = agent_words
        self._said_words: str | None = said_words
        self._agent_failed: bool | None = agent_failed
        self._calls: Sequence[ToolCall] | None = calls
        self.options = options
        self._source: Any = None

    @classmethod
    def lazy(
        cls,
        message: Message,
        index: int,
        before: Sequence[Message],
        scenario: Scenario,
        stop: bool,
        options: GuardOptions,
        source: Any,
    ) -> Turn:
        """A turn whose knowledge ``source.knowledge()`` gives (``(known, revealed)``) and whose words, calls and
        failures are read from ``before``, each the first time a guard asks."""
        turn = cls.__new__(cls)
        turn.message, turn.index, turn.before, turn.scenario, turn.stop = (
            message,
            index,
            before,
            scenario,
            stop,
        )
        turn.options, turn._source = options, source
        turn._known = turn._revealed = turn._agent_words = turn._said_words = None
        turn._agent_failed = turn._calls = None
        return turn

    @property
    def known(self) -> Knowledge:
        if self._known is None:
            self._known, self._revealed = self._source.knowledge()
        return self._known

    @property
    def revealed(self) -> Knowledge:
        if self._revealed is None:
            self._known, self._revealed = self._source.knowledge()
        return self._revealed

    @property
    def agent_words(self) -> str:
        if self._agent_words is None:
            self._agent_words = "".join(
                [normal_words(m.content) for m in self.before if m.role == "assistant"]
            )
        return self._agent_words

    @property
    def said_words(self) -> str:
        if self._said_words is None:
            opening = normal_words(f"{self.scenario.goal} {self.scenario.opener or ''}")
            self._said_words = "".join([opening, *(normal_words(m.content) for m in self.before)])
        return self._said_words

    @property
    def agent_failed(self) -> bool:
        if self._agent_failed is None:
            self._agent_failed = any(agent_failed(m) for m in self.before if m.role == "assistant")
        return self._agent_failed

    @property
    def calls(self) -> Sequence[ToolCall]:
        if self._calls is None:
            self._calls = tuple(c for m in self.before if m.role == "assistant" for c in m.tool_calls)
        return self._calls


Check = Callable[[Turn], "str | None"]


@dataclass(frozen=True)
class Guard:
    """One guard of [`GUARDS`][langchain_trajectory.simulation.fidelity.GUARDS].

    Attributes:
        name: Its name (the ``guard`` of a [`Violation`][langchain_trajectory.simulation.Violation]).
        check: ``(turn) -> evidence | None``.
        feedback: What the simulated user is told when its turn fails this guard and is written again.
        regenerable: Whether writing the turn again can fix it (a prompt that lacks the scenario cannot).
        misses: What the guard does not see (documentation, shown in the README).
    """

    name: str
    check: Check
    feedback: str
    regenerable: bool = True
    misses: str = ""


# -- opener ---------------------------------------------------------------------------------------------------


def _squash(text: str) -> str:
    return " ".join(text.split())


def opener(turn: Turn) -> str | None:
    expected = turn.scenario.opener
    if turn.index != 0 or expected is None or (turn.stop and not turn.message.content.strip()):
        return None
    if _squash(turn.message.content) == _squash(expected):
        return None
    return f"the first message must be the scenario's opener {clip(expected)!r}, got {clip(turn.message.content)!r}"


# -- reply shape ----------------------------------------------------------------------------------------------


def reply_shape(turn: Turn) -> str | None:
    text = turn.message.content
    problem = shape_problem(text, stop=turn.stop, stop_mixed=bool(turn.message.metadata.get("stop_mixed")))
    if problem is None and turn.before:
        first = facts_of(turn.scenario).first_name
        if first is not None:
            problem = self_addressed(text, text.lower(), first, turn.agent_words)
        if problem is None:
            problem = self_thanked(text, text.lower(), last_agent(turn.before).lower())
    return problem


# -- invented specifics ---------------------------------------------------------------------------------------


def invented_specifics(turn: Turn) -> str | None:
    text = turn.message.content
    invented = []
    told: str | None = None  # the agent's last message (its counts ground an amount), read once, if needed
    for s in specifics(text):
        if turn.known.knows(s):
            continue
        if told is None:
            told = last_agent(turn.before)
        if not turn.known.derived(s, text, told):
            invented.append(s)
    if not invented:
        return None
    shown = ", ".join(f"{s.kind} {s.text!r}" for s in invented[:5])
    return f"invented {shown}: in neither the scenario's known facts nor an earlier message or tool result"


# -- unknown facts --------------------------------------------------------------------------------------------

_ASSERT = re.compile(
    r"^\s*[:=-]?\s*(?:is|was|would be|will be|should be|it's|its|it is|reads|says|of)?\s*[:=-]?\s*",
    re.IGNORECASE,
)
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s?(?:%|percent\b)")


def unknown_fact(turn: Turn) -> str | None:
    facts = facts_of(turn.scenario)
    if not facts.unknown:
        return None
    text = turn.message.content
    words = normal_words(text)
    found = profile(text)
    named = facts.names is not None and facts.names.search(text) is not None
    for fact in facts.unknown:
        value = fact.value
        if value is not None and value_in(fact, words, found) and not _told(fact, text, words, turn):
            return f"states the unknown fact {fact.name!r} ({clip(value)!r}), which the agent has not told"
        stated = _said_otherwise(fact, text, turn, named=named)
        if stated is not None:
            return f"states the unknown fact {fact.name!r} ({stated!r}), which the agent has not told"
    return None


def _told(fact: Fact, text: str, words: str, turn: Turn) -> bool:
    """Whether the value of an unknown fact that the turn states is no longer unknown: the agent or a tool result
    has given it, or the turn gives its date only as a day the user knows from elsewhere (`_known_day`)."""
    told = fact.specifics
    return bool(
        (told and all(turn.revealed.knows(s) for s in told))
        or value_in(fact, turn.agent_words)
        # a value with no specific ("11:42") in a tool result's letter and digit groups
        or (not told and fact.normal is not None and fact.normal in f" {turn.revealed.form} ")
    ) or _known_day(fact, text, words, turn)


def _said_otherwise(fact: Fact, text: str, turn: Turn, *, named: bool) -> str | None:
    """What the turn says of an unknown fact other than its value as written: a specific asserted as it or a
    number before its name (when ``named``: a fact's name is in the turn), its amount in words or the month and
    year of its date, or, for a fact named without a value, a guess of its kind (`guessed`); None otherwise."""
    stated = _stated(fact, text, turn) if named else None
    if stated is not None:
        return stated
    if fact.value is not None:
        return _in_words(fact, text, turn) or (month_of(fact.value, text, turn.known) if fact.dated else None)
    if guessable(fact.name, text):
        return guessed(fact.name, text, turn.known, last_agent(turn.before))
    return None


_NUMBER_BEFORE = re.compile(  # a number (an amount too) right before a fact's name: "2 refills", "$12 fee"
    r"(?:[$€£¥₹]\s?)?(\d[\d,]*(?:\.\d+)?)\s?(?:[$€£¥₹%]|usd|eur|gbp|dollars?|euros?|pounds?|percent)?\s+$",
    re.IGNORECASE,
)


def _known_day(fact: Fact, text: str, words: str, turn: Turn) -> bool:
    """Whether the turn gives the fact's date only as a day the user knows from elsewhere: "July 19th last year"
    is the known purchase date, not the unknown ``warranty end date: 2026-07-19`` of the same day."""
    if not fact.dated or value_in(fact, words):
        return False
    days = [s for s in specifics(text) if s.kind == "date" and any(same(s, v) for v in fact.specifics)]
    return bool(days) and all(turn.known.knows(s) for s in days)


def _stated(fact: Fact, text: str, turn: Turn) -> str | None:
    """The specific the turn asserts as the fact's value (``tracking number is 1Z999``), or the number it
    gives right before the fact's name (``2 refills remaining``, ``the $12 processing fee``) when the agent has
    said no such number; None otherwise."""
    if fact.pattern is None:
        return None
    for match in fact.pattern.finditer(text):
        before = _NUMBER_BEFORE.search(text, max(0, match.start() - 24), match.start())
        if before is not None and normal_words(before[1]) not in turn.agent_words:
            return clip(text[before.start() : match.end()], 60)
        tail = re.split(r"[.?!\n]", text[match.end() : match.end() + 80], maxsplit=1)[0]
        rest = tail[_ASSERT.match(tail).end() :]  # type: ignore[union-attr]  # the pattern always matches
        percent = _PERCENT.match(rest)
        if percent is not None and normal_words(percent[1]) not in turn.agent_words:
            return clip(match[0] + tail, 60)  # "my multi-pet discount of 10%"
        items = specifics(rest)
        if items and rest.find(items[0].text) <= 3 and not turn.revealed.knows(items[0]):
            return clip(match[0] + tail, 60)
    return None


def _in_words(fact: Fact, text: str, turn: Turn) -> str | None:
    """The amount the turn says in words ("fifty quid") that is the fact's value (``excess: £50``), when the
    agent has said no such amount; None otherwise."""
    for value, written in worded_amounts(text):
        for item in fact.specifics:
            if item.kind == "amount" and Decimal(item.keys[0][4:]) == value and not turn.revealed.knows(item):
                return written
    return None


# -- data dump ------------------------------------------------------------------------------------------------


def data_dump(turn: Turn) -> str | None:
    facts = facts_of(turn.scenario).known
    if len(facts) <= turn.options.max_unasked_facts:
        return None  # fewer facts than allowed: none can be too many
    text = turn.message.content
    words = normal_words(text)
    found = profile(text)
    given = [fact for fact in facts if value_in(fact, words, found)]
    if len(given) <= turn.options.max_unasked_facts or asked_everything(turn.before):
        return None
    volunteered = [
        fact.name
        for fact in given
        if not value_in(fact, turn.said_words) and not asked(fact.name, turn.agent_words)
    ]
    if len(volunteered) <= turn.options.max_unasked_facts:
        return None
    return (
        f"volunteers {len(volunteered)} known facts the agent has not asked for ({', '.join(volunteered)}); "
        f"at most {turn.options.max_unasked_facts} are allowed in one turn"
    )


# -- premature stop -------------------------------------------------------------------------------------------


def premature_stop(turn: Turn) -> str | None:
    expected = turn.scenario.expected
    if not turn.stop or expected is None or turn.agent_failed:
        return None
    missing = [
        item.describe()
        for item in writes_of(expected, turn.options.write_tools)
        if not any(c.succeeded and any(p.name_matches(c.name) for p in item.alternatives) for c in turn.calls)
    ]
    if not missing:
        return None
    return f"the user stops before {', '.join(missing)} ran, and the agent has neither failed nor refused"


# -- persona sent ---------------------------------------------------------------------------------------------


def persona_sent(turn: Turn) -> str | None:
    missing = turn.message.metadata.get("prompt_missing")
    if not missing:
        return None
    return f"the simulated user's prompt lacked the scenario's {', '.join(map(str, missing))}"


GUARDS: dict[str, Guard] = {
    g.name: g
    for g in (
        Guard(
            "opener",
            opener,
            "Your first message must be exactly the opening message your scenario gives, word for word.",
            misses="a conversation whose first user message was set by the simulator (initial_message)",
        ),
        Guard(
            "reply_shape",
            reply_shape,
            "Write one message as the user only: no reasoning, no role labels such as 'Assistant:' or "
            "'User:', never the assistant's words, and do not answer your own questions. To end the "
            "conversation, send the stop signal alone.",
            misses="role inversion without a marker or a stock assistant phrase; reasoning written as "
            "plain prose",
        ),
        Guard(
            "invented_specifics",
            invented_specifics,
            "Do not make up identifiers, order or booking numbers, emails, phone numbers, amounts or dates: "
            "use only the facts your scenario gives you or what the assistant told you. If you do not know "
            "something, say so.",
            misses="invented names and free-text details; numbers written in words; an amount the user "
            "computed from known ones otherwise than as a small multiple, a fraction, the sum or difference of two, "
            "or known amounts times or divided by counts the turn names (flagged, though right)",
        ),
        Guard(
            "unknown_fact",
            unknown_fact,
            "Your scenario lists facts you do not know: do not state them. Ask the assistant, or say you do "
            "not know.",
            misses="an unknown fact given without a value and stated without a specific after its name, a "
            "number right before it, or an invented specific of its kind beside another word of its name",
        ),
        Guard(
            "data_dump",
            data_dump,
            "Do not hand over all your details at once: answer what the assistant asks for, one or two facts "
            "at a time.",
            misses="facts paraphrased rather than quoted; details that are not among the known facts",
        ),
        Guard(
            "premature_stop",
            premature_stop,
            "Do not end the conversation yet: what you came for has not been done. Keep going until the "
            "assistant has done it, or tells you it cannot.",
            misses="a scenario without expected calls; a tool whose name does not say it reads (give "
            "write_tools)",
        ),
        Guard(
            "persona_sent",
            persona_sent,
            "",
            regenerable=False,
            misses="users that do not report their prompt (only LLMSimulatedUser does)",
        ),
    )
}
"""Every guard by name, in the order they run."""


@dataclass(frozen=True)
class GuardOptions:
    """Which guards run and their settings.

    Args:
        guards: The guards to run, by name (default: all of [`GUARDS`][langchain_trajectory.simulation.fidelity.GUARDS]).
        max_unasked_facts: The most known facts one turn may volunteer before the agent asks for them
            (``data_dump``; default 2).
        write_tools: The tool names that count as writes for ``premature_stop`` (default: every expected
            call whose name does not start with a reading verb such as get, search, list, check).

    Raises:
        ValueError: for an unknown guard name or a negative ``max_unasked_facts``.
    """

    guards: tuple[str, ...] = tuple(GUARDS)
    max_unasked_facts: int = 2
    write_tools: frozenset[str] | None = None
    _checks: tuple[Guard, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if isinstance(self.guards, str):
            object.__setattr__(self, "guards", (self.guards,))
        unknown = [g for g in self.guards if g not in GUARDS]
        if unknown:
            raise ValueError(f"unknown guard(s) {unknown}; the guards are {list(GUARDS)}")
        object.__setattr__(self, "guards", tuple(dict.fromkeys(self.guards)))
        count = self.max_unasked_facts
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"'max_unasked_facts' must be an integer >= 0, got {count!r}")
        if self.write_tools is not None:
            object.__setattr__(self, "write_tools", frozenset(self.write_tools))
        enabled = set(self.guards)
        object.__setattr__(self, "_checks", tuple(g for name, g in GUARDS.items() if name in enabled))

    @classmethod
    def of(cls, value: Any) -> GuardOptions:
        """Options from ``value``: options as they are; None or True for every guard; False or ``()`` for
        none; a list of guard names for those.

        Raises:
            ValueError: for an unknown guard name; TypeError for anything else.
        """
        if isinstance(value, GuardOptions):
            return value
        if value is None or value is True:
            return cls()
        if value is False:
            return cls(guards=())
        if isinstance(value, str):
            return cls(guards=(value,))
        if isinstance(value, Sequence | frozenset | set):
            return cls(guards=tuple(value))
        raise TypeError(
            f"guards must be True, False, a list of guard names or GuardOptions, got {type(value).__name__}"
        )

    @property
    def checks(self) -> tuple[Guard, ...]:
        """The enabled guards, in table order."""
        return self._checks
