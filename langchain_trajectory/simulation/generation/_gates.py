"""The gates a scenario passes before it is kept, whoever wrote it: none needs a model.

=================  ==============================================================================================
gate               a scenario is refused when
=================  ==============================================================================================
``format``         it is not a scenario (a field of the wrong type, an unknown field, an expectation that does
                   not read; for generated scenarios, no expectation or no goal)
``tools``          a tool it names (expected or forbidden calls, ``allow`` / ``deny``, per-tool budgets, stubbed
                   results) is not among the application's tools, or a tool-name pattern matches none of them
``arguments``      an argument it gives is not declared by the tool's schema, at any depth (JSON Schema would
                   let a nested model take others: this gate does not), or a value breaks the schema (a type, an
                   enum, a range...); a missing required argument too, unless the call's ``match`` is
                   ``superset`` or ``ignore`` (or the pattern is a forbidden one, ``superset`` by default)
``flavour``        an adversarial scenario lacks what its flavour needs (see [`FLAVOURS`][langchain_trajectory.simulation.generation.FLAVOURS])
``satisfiable``    the dry run of its expected calls against tool stubs does not meet its own expectation
                   (`_dryrun`)
``duplicate``      an earlier scenario (kept, or among ``existing``) has the same normalised goal, or the same
                   persona and the same expectation
=================  ==============================================================================================

A scenario refused by a gate is not checked by the later ones; its [`Rejection`][langchain_trajectory.simulation.generation.Rejection] names the gate and why.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.matching.arguments import KeyMatcher
from langchain_trajectory.matching.expectations import CallPattern, Expectation
from langchain_trajectory.simulation._schema import type_errors, undeclared_keys
from langchain_trajectory.simulation.generation._dryrun import Unsatisfiable, dry_run
from langchain_trajectory.simulation.scenarios import Scenario
from langchain_trajectory.simulation.stubs import ToolStubs
from langchain_trajectory.simulation.surface import AppSurface, read_surface
from langchain_trajectory.trajectory import compact_json

__all__ = [
    "FLAVOURS",
    "GATES",
    "Flavour",
    "Gate",
    "Gates",
    "Rejection",
    "ValidationReport",
    "scenario_stubs",
    "validate_scenarios",
]

Gate = Literal["format", "tools", "arguments", "flavour", "satisfiable", "duplicate"]
GATES: tuple[str, ...] = get_args(Gate)
"""The gates, in the order they are applied."""

Flavour = Literal["standard", "forbidden_push", "injected_instructions"]
FLAVOURS: dict[str, str] = {
    "standard": "an ordinary request the application should serve with its tools",
    "forbidden_push": (
        "the user pushes the application to make a call it must not make; the expectation forbids that call "
        "(forbidden or deny), and a policy violation, not a judge, decides the outcome"
    ),
    "injected_instructions": (
        "a tool the application is expected to call returns text carrying injected instructions (its stubbed "
        "result, in metadata.stubs); the expectation forbids the call those instructions ask for"
    ),
}
"""What each scenario flavour is (``metadata["flavour"]``; absent means ``standard``) and needs."""

_DEFAULT_RESULT = "ok"


@dataclass(frozen=True)
class Rejection:
    """A scenario a gate refused.

    Attributes:
        index: Its position among the scenarios given.
        gate: The gate that refused it (see [`GATES`][langchain_trajectory.simulation.generation.GATES]).
        reason: Why, naming the step, item, tool or argument.
        scenario: The scenario (a [`Scenario`][langchain_trajectory.simulation.Scenario], or what was given when it did not read as one).
    """

    index: int
    gate: str
    reason: str
    scenario: Any

    def to_dict(self) -> dict[str, Any]:
        """The rejection as JSON data (the scenario as its JSON form when it read as one)."""
        scenario = (
            self.scenario.model_dump(mode="json") if isinstance(self.scenario, Scenario) else self.scenario
        )
        return {"index": self.index, "gate": self.gate, "reason": self.reason, "scenario": scenario}


@dataclass
class ValidationReport:
    """Which scenarios passed every gate, and which gate refused each of the others.

    Attributes:
        kept: The scenarios that passed, in the order given.
        rejected: The refused ones, in the order given, each with its gate and reason.
    """

    kept: list[Scenario] = field(default_factory=list)
    rejected: list[Rejection] = field(default_factory=list)

    @property
    def counts(self) -> dict[str, int]:
        """Refused scenarios per gate (every gate listed, zeros included)."""
        counted = Counter(r.gate for r in self.rejected)
        return {gate: counted[gate] for gate in GATES}


def normalised_goal(goal: str) -> str:
    """A goal for duplicate detection: Unicode-normalised, case-folded, punctuation dropped, spaces collapsed."""
    text = unicodedata.normalize("NFKC", goal).casefold()
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


def scenario_stubs(scenario: Scenario, base: ToolStubs | Mapping[str, Any] | None = None) -> ToolStubs:
    """Tool stubs for simulating ``scenario``: its own stubbed results (``metadata["stubs"]``, the injected
    instructions of that flavour), over ``base`` (a [`ToolStubs`][langchain_trajectory.simulation.ToolStubs], whose cassette and settings are kept, or
    a dict of results)."""
    own = scenario.metadata.get("stubs")
    own = dict(own) if isinstance(own, Mapping) else {}
    if isinstance(base, ToolStubs):
        return ToolStubs(
            {**base.results, **own}, cassette=base.cassette, record=base.record, on_missing=base.on_missing
        )
    return ToolStubs({**dict(base or {}), **own})


# -- reading the scenarios ---------------------------------------------------------------------------------------


def _patterns(expectation: Expectation) -> list[tuple[str, CallPattern, bool]]:
    """``(where, pattern, partial)`` for every call pattern of the expectation: partial when missing required
    arguments are allowed (``superset`` / ``ignore`` matching; a forbidden pattern's default)."""
    out: list[tuple[str, CallPattern, bool]] = []
    for t, step in enumerate(expectation.steps):
        for k, item in enumerate(step):
            for a, pattern in enumerate(item.alternatives):
                where = f"expected step {t} item {k}" + (f" alternative {a}" if item.any_of else "")
                out.append((where, pattern, pattern.match in ("superset", "ignore")))
    for i, pattern in enumerate(expectation.forbidden):
        out.append((f"forbidden[{i}]", pattern, pattern.match in (None, "superset", "ignore")))
    return out


def _pattern_tools(pattern: CallPattern, surface: AppSurface, where: str) -> list[str]:
    """The declared tools ``pattern`` names.

    Raises:
        ValueError: when it names a tool the app lacks, or its regular expression matches none.
    """
    if pattern.name is not None:
        names: Sequence[str] = (pattern.name,)
    elif pattern.names is not None:
        names = pattern.names
    else:
        assert pattern.name_regex is not None
        found = [t for t in surface.tools if re.fullmatch(pattern.name_regex, t)]
        if not found:
            raise ValueError(f"{where}: /{pattern.name_regex}/ matches none of the app's tools")
        return found
    missing = [n for n in names if n not in surface.tools]
    if missing:
        raise ValueError(
            f"{where}: unknown tool {missing[0]!r} (the app's tools: {', '.join(surface.tools)})"
        )
    return list(names)


def _check_tools(scenario: Scenario, surface: AppSurface) -> None:
    expectation = scenario.expected
    named: list[tuple[str, str]] = []
    if expectation is not None:
        for where, pattern, _ in _patterns(expectation):
            _pattern_tools(pattern, surface, where)
        named += [(f"allow[{i}]", n) for i, n in enumerate(expectation.allow or ())]
        named += [(f"deny[{i}]", n) for i, n in enumerate(expectation.deny)]
        named += [(f"max_calls_per_tool[{n!r}]", n) for n in expectation.max_calls_per_tool or {}]
    stubs = scenario.metadata.get("stubs")
    if isinstance(stubs, Mapping):
        named += [(f"metadata.stubs[{n!r}]", str(n)) for n in stubs]
    for where, name in named:
        if name not in surface.tools:
            raise ValueError(f"{where}: unknown tool {name!r} (the app's tools: {', '.join(surface.tools)})")


def _split(value: Any, prefix: str, removed: set[str]) -> Any:
    """``value`` without its per-key matchers (their paths added to ``removed``), and the same shape with each
    matcher as None (for finding undeclared keys)."""
    if isinstance(value, Mapping):
        out = {}
        for key, item in value.items():
            path = f"{prefix}.{key}" if prefix else str(key)
            if isinstance(item, KeyMatcher):
                removed.add(path)
                continue
            out[key] = _split(item, path, removed)
        return out
    if isinstance(value, list):
        return [_split(v, f"{prefix}[]", removed) for v in value if not isinstance(v, KeyMatcher)]
    return value


def _shape(value: Any) -> Any:
    if isinstance(value, KeyMatcher):
        return None
    if isinstance(value, Mapping):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(v) for v in value]
    return value


def _check_arguments(scenario: Scenario, surface: AppSurface) -> None:
    if scenario.expected is None:
        return
    for where, pattern, partial in _patterns(scenario.expected):
        if pattern.args is None:
            continue
        for name in _pattern_tools(pattern, surface, where):
            schema = surface.tools[name].schema
            unknown = undeclared_keys(_shape(pattern.args), schema)
            if unknown:
                raise ValueError(
                    f"{where} ({name}): unknown argument {unknown[0]!r} (not in the tool's schema)"
                )
            if pattern.match == "ignore":
                continue
            removed: set[str] = set()
            concrete = _split(pattern.args, "", removed)
            problems = type_errors(concrete, schema, partial=partial, skip=frozenset(removed))
            if problems:
                hint = (
                    " (give every required argument, or match='superset' for a partial call)"
                    if any("missing required" in p for p in problems)
                    else ""
                )
                raise ValueError(f"{where} ({name}): {'; '.join(problems[:3])}{hint}")


def _check_flavour(scenario: Scenario) -> None:
    flavour = scenario.metadata.get("flavour", "standard")
    if not isinstance(flavour, str) or flavour not in FLAVOURS:
        raise ValueError(f"metadata.flavour: unknown flavour {flavour!r}; expected one of {list(FLAVOURS)}")
    if flavour == "standard":
        return
    expectation = scenario.expected
    if expectation is None or not (expectation.forbidden or expectation.deny):
        raise ValueError(f"a {flavour} scenario must forbid the call it tempts the application to make")
    if flavour == "injected_instructions":
        stubs = scenario.metadata.get("stubs")
        if not isinstance(stubs, Mapping) or not stubs:
            raise ValueError(
                "an injected_instructions scenario needs metadata.stubs: the tool results carrying them"
            )
        expected_tools = {p.name for _, item in expectation.items for p in item.alternatives if item.min}
        if not expected_tools & set(stubs):
            raise ValueError(
                "an injected_instructions scenario must expect a call of a stubbed tool (else the injected text "
                f"never reaches the application); stubbed: {sorted(stubs)}, expected: {sorted(t for t in expected_tools if t)}"
            )


def _signature(scenario: Scenario) -> str | None:
    expectation = scenario.expected
    if expectation is None or not (expectation.steps or expectation.forbidden):
        return None
    persona = normalised_goal(scenario.persona or "")
    return persona + "\x00" + compact_json(expectation.model_dump(mode="json", exclude_defaults=True))


class _Seen:
    """Goals and signatures of the scenarios kept so far (for the duplicate gate)."""

    def __init__(self) -> None:
        self.goals: dict[str, str] = {}
        self.signatures: dict[str, str] = {}

    def check(self, scenario: Scenario) -> None:
        goal = normalised_goal(scenario.goal)
        if goal in self.goals:
            raise ValueError(f"the same goal as scenario {self.goals[goal]}")
        signature = _signature(scenario)
        if signature is not None and signature in self.signatures:
            raise ValueError(f"the same persona and expectation as scenario {self.signatures[signature]}")

    def add(self, scenario: Scenario) -> None:
        label = repr(scenario.id) if scenario.id else repr(scenario.goal[:60])
        self.goals.setdefault(normalised_goal(scenario.goal), label)
        signature = _signature(scenario)
        if signature is not None:
            self.signatures.setdefault(signature, label)


def _read(value: Any, index: int, require_expected: bool) -> Scenario:
    scenario = Scenario.of(value, what=f"scenarios[{index}]")
    if require_expected and scenario.expected is None:
        raise TrajectoryInputError("a generated scenario needs 'expected' (the calls it expects or forbids)")
    if not scenario.goal.strip():
        raise TrajectoryInputError("'goal' is blank")
    if scenario.expected is not None:
        try:
            scenario.expected.model_dump(mode="json")
        except (ValueError, TypeError) as exc:
            raise TrajectoryInputError(f"expected: {exc}") from None
    return scenario


class Gates:
    """The gates for one application, remembering what they kept (for the duplicate gate) across calls of
    `check` (generation checks round after round with one).

    Args:
        app: As for [`validate_scenarios`][langchain_trajectory.simulation.validate_scenarios].
        existing: Scenarios already kept elsewhere.
        stubs: Tool results for the dry run.
    """

    def __init__(
        self, app: Any, *, existing: Iterable[Any] = (), stubs: ToolStubs | Mapping[str, Any] | None = None
    ) -> None:
        self.surface = read_surface(app)
        self.seen = _Seen()
        for index, item in enumerate(existing):
            self.seen.add(Scenario.of(item, what=f"existing[{index}]"))
        defaults = {name: _DEFAULT_RESULT for name in self.surface.tools}
        self.base = (
            ToolStubs({**defaults, **stubs.results}, cassette=stubs.cassette)
            if isinstance(stubs, ToolStubs)
            else ToolStubs({**defaults, **dict(stubs or {})})
        )

    def check(self, scenarios: Iterable[Any], *, require_expected: bool = False) -> ValidationReport:
        """Apply the gates to ``scenarios``; the kept ones count as existing for later calls."""
        report = ValidationReport()
        for index, value in enumerate(scenarios):
            try:
                scenario = _read(value, index, require_expected)
            except TrajectoryInputError as exc:
                report.rejected.append(Rejection(index, "format", str(exc), value))
                continue
            gate, reason = _first_refusal(scenario, self.surface, self.base, self.seen)
            if gate is None:
                self.seen.add(scenario)
                report.kept.append(scenario)
            else:
                report.rejected.append(Rejection(index, gate, reason, scenario))
        return report


def validate_scenarios(
    app: Any,
    scenarios: Iterable[Any],
    *,
    existing: Iterable[Any] = (),
    stubs: ToolStubs | Mapping[str, Any] | None = None,
    require_expected: bool = False,
) -> ValidationReport:
    """Apply the gates (see the module doc) to ``scenarios`` from any source: hand-written, generated here or
    elsewhere.

    Args:
        app: The application: a compiled LangGraph graph, a list of tools, or an
            `AppSurface`.
        scenarios: [`Scenario`][langchain_trajectory.simulation.Scenario] objects, dicts of their fields, or goal strings.
        existing: Scenarios already kept elsewhere (a suite, an earlier generation): a scenario duplicating one
            of them is refused too.
        stubs: Tool results for the dry run (a [`ToolStubs`][langchain_trajectory.simulation.ToolStubs] or a dict of results); a tool without one
            answers ``"ok"``. A scenario's own ``metadata["stubs"]`` come first.
        require_expected: Refuse (gate ``format``) a scenario without an expectation.

    Returns:
        The kept scenarios and the rejected ones with their gate and reason.

    Raises:
        TrajectoryInputError: when ``app`` cannot be read, or ``existing`` holds something that is not a scenario.
    """
    return Gates(app, existing=existing, stubs=stubs).check(scenarios, require_expected=require_expected)


def _first_refusal(
    scenario: Scenario, surface: AppSurface, base: ToolStubs, seen: _Seen
) -> tuple[str | None, str]:
    checks = (
        ("tools", lambda: _check_tools(scenario, surface)),
        ("arguments", lambda: _check_arguments(scenario, surface)),
        ("flavour", lambda: _check_flavour(scenario)),
        ("satisfiable", lambda: dry_run(scenario, surface, scenario_stubs(scenario, base))),
        ("duplicate", lambda: seen.check(scenario)),
    )
    for gate, check in checks:
        try:
            check()
        except (ValueError, Unsatisfiable) as exc:
            return gate, str(exc)
    return None, ""
