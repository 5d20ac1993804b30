"""Scenarios: what a simulated conversation is about, and what the simulated user knows.

A [`Scenario`][langchain_trajectory.simulation.Scenario] is the one description of a conversation that the simulator, the fidelity guards, scenario
generation and the trajectory share. A plain string stays valid wherever a scenario is taken: it is the goal of
a scenario with nothing else known ([`Scenario.of`][langchain_trajectory.simulation.Scenario.of]).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_serializer, field_validator

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.evaluators._expectations import read_expectation
from langchain_trajectory.matching.expectations import Expectation
from langchain_trajectory.trajectory import Trajectory

__all__ = ["Scenario", "scenario_of"]


class Scenario(BaseModel):
    """A conversation to simulate: the user's goal, who the user is, and what the user knows and does not.

    Attributes:
        goal: What the user wants, in the user's own terms (the text a scenario string always held).
        persona: Who the user is (free text), or None for the simulated user's own persona.
        known_facts: Facts the user may give when asked, by name (``{"order_id": "A-1042"}``). A simulated user
            that states an identifier, amount or date found neither here nor in what the agent said invented it.
        unknown_facts: Facts the user does not know (``["tracking number"]``); stating one is a fidelity fault.
        opener: The user's first message word for word, or None to let the simulated user open.
        expected: What the application should do, in the expectation language (an
            [`Expectation`][langchain_trajectory.matching.Expectation], or anything an evaluator reads as
            one: a list of calls, a dict with ``steps`` / ``forbidden`` / budgets), or None.
        id: A stable name for the scenario (reports and result files use it), or None.
        metadata: Free JSON-able data carried along (a generator's seed, a flavour, a source).

    A scenario is frozen and round-trips through JSON: ``Scenario.model_validate(s.model_dump(mode="json"))``
    equals ``s``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)

    goal: str
    persona: str | None = None
    known_facts: dict[str, str] = Field(default_factory=dict)
    unknown_facts: tuple[str, ...] = ()
    opener: str | None = None
    expected: Expectation | None = None
    id: str | None = None
    metadata: dict[str, Any] = Field(default_factory=dict)

    @field_validator("expected", mode="before")
    @classmethod
    def _read_expected(cls, value: Any) -> Any:
        if value is None or isinstance(value, Expectation):
            return value
        expectation = read_expectation(value, what="scenario.expected")
        if expectation is not None:
            return expectation
        # A plain list of calls (or a trajectory) is the expectation of those calls, each its own step.
        if isinstance(value, (list, tuple)):
            return Expectation.from_calls(value)
        raise ValueError(
            "'expected' must be an expectation (a list of calls, or a dict with steps, forbidden calls or "
            f"budgets), got {type(value).__name__}"
        )

    @field_serializer("expected")
    def _write_expected(self, value: Expectation | None) -> Any:
        return None if value is None else value.model_dump(mode="json", exclude_defaults=True)

    @classmethod
    def of(cls, value: Any, *, what: str = "scenario") -> Scenario:
        """``value`` as a scenario: a [`Scenario`][langchain_trajectory.simulation.Scenario] as it is, a string as the goal of a scenario with
        nothing else known, a dict as the scenario's fields.

        Raises:
            TrajectoryInputError: for anything else, or a dict that is not a valid scenario (naming the field).
        """
        if isinstance(value, Scenario):
            return value
        if isinstance(value, str):
            return cls(goal=value)
        if isinstance(value, Mapping):
            try:
                return cls.model_validate(dict(value))
            except ValidationError as exc:
                problems = "; ".join(
                    f"{'.'.join(str(p) for p in e['loc']) or 'scenario'}: {e['msg'].removeprefix('Value error, ')}"
                    for e in exc.errors()[:5]
                )
                raise TrajectoryInputError(f"{what}: {problems}") from None
        raise TrajectoryInputError(
            f"{what}: expected a scenario string, a dict of scenario fields or a Scenario, got {type(value).__name__}"
        )

    @property
    def goal_only(self) -> bool:
        """True when the scenario says nothing but its goal (what a scenario string always was)."""
        return (self.persona, self.known_facts, self.unknown_facts, self.opener) == (None, {}, (), None)

    def describe(self, *, opener: bool = True) -> str:
        """The scenario as the lines a simulated user (or a reviewer) reads: the goal, the persona, the facts
        the user knows (each to give only when asked), the facts it does not know, and the opener (left out
        with ``opener=False``, once the user has spoken)."""
        lines = [f"Goal: {self.goal.strip()}"]
        if self.persona and self.persona.strip():
            lines.append(f"Persona: {self.persona.strip()}")
        if self.known_facts:
            lines.append("Facts you know (give each one only when you are asked for it):")
            lines += [f"- {name}: {value}" for name, value in self.known_facts.items()]
        if self.unknown_facts:
            lines.append("Facts you do not know (never state them; if you are asked, say you do not know):")
            lines += [f"- {fact}" for fact in self.unknown_facts]
        if opener and self.opener is not None:
            lines.append(f"Your first message, word for word: {self.opener}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.goal


def scenario_of(trajectory: Trajectory) -> Scenario:
    """The scenario a trajectory was simulated for: the whole one the simulator stored in its metadata
    (``metadata["scenario"]``, a dict of the scenario's fields), else a scenario whose goal is the trajectory's
    ``scenario`` text.

    Raises:
        TrajectoryInputError: when the stored scenario cannot be read.
    """
    stored = trajectory.metadata.get("scenario")
    if isinstance(stored, Mapping):
        return Scenario.of(stored, what="trajectory metadata 'scenario'")
    return Scenario.of(trajectory.scenario)
