"""The expectation model: what a trajectory should contain, beyond one list of calls.

An [`Expectation`][langchain_trajectory.matching.Expectation] is a sequence of **steps**; each step is an unordered group of **items**; each item is
an [`ExpectedCall`][langchain_trajectory.matching.ExpectedCall]: a call pattern (a tool name, a set of names or a regular expression, and arguments
compared by the package's argument matchers), with repetition bounds ``min`` / ``max`` (``optional`` is
``min=0``), or a set of alternatives (``any_of``). Beside the steps, a [`Policy`][langchain_trajectory.matching.Policy] part holds what must never
happen whatever the score: ``forbidden`` call patterns, ``allow`` / ``deny`` lists of tool names and budgets
(calls in total, per tool, per model step; model steps; tokens, cost, wall time and model calls).

Everything is a frozen pydantic model that round-trips through JSON (and so YAML): per-key matchers inside
``args`` are written ``{"$regex": "..."}``, ``{"$approx": 3.0, "abs": 0.1}`` and ``{"$any": true}``.

Scoring ([`score_expectation`][langchain_trajectory.matching.score_expectation]) counts **units**: an item with ``min = m`` brings ``m`` required units (each
required repetition counts once; optional items bring none) and takes at most ``max`` calls. An assignment gives
each actual call to at most one item that accepts it; in the ordered modes the calls given to step ``t`` all come
before those given to step ``t + 1`` (any order inside a step). With

* ``R``: required units; ``M_req``: required units met (``sum(min(calls taken, min))`` over the items);
* ``U``: actual calls taken by some item (optional ones included); ``O = U - M_req``: calls taken beyond the
  required units (by optional items or extra repetitions); ``|A|``: actual calls,

the modes score, over the best assignment (one assignment maximises ``M_req`` and ``U`` at once):

=============  =================================================================================================
``strict``     1.0 iff an ordered assignment takes every actual call and meets every required unit, else 0.0
``in_order``   ``M_req / R`` over ordered assignments (``R = 0``: 1.0)
``any_order``  ``M_req / max(|A| - O, R)`` (both 0: 1.0)
``superset``   1.0 iff ``M_req = R``
``subset``     1.0 iff ``U = |A|``
``precision``  ``U / |A|`` (``|A| = 0``: 1.0 iff ``R = 0``)
``recall``     ``M_req / R`` (``R = 0``: 1.0 iff ``U = |A|``)
=============  =================================================================================================

A plain list of calls is the special case where every item is one call with ``min = max = 1`` in its own step:
``R = |E|`` and ``M_req = U = M`` (or ``L``), and every formula is the list formula. Optional items never enter a
denominator, and a call an optional item takes is never an extra, so matching one never lowers a score. Any
policy violation (a forbidden or denied call, a budget exceeded; `langchain_trajectory.matching.policy`) makes
the score 0.0, with its own reason.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, ClassVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    ValidationError,
    field_serializer,
    field_validator,
    model_serializer,
    model_validator,
)

from langchain_trajectory._json import loads as load_json
from langchain_trajectory.errors import TrajectoryInputError
from langchain_trajectory.matching._args_json import read_args_value, shown_args, write_args_value
from langchain_trajectory.matching.arguments import ArgumentMode
from langchain_trajectory.matching.calls import AnyArgsCall
from langchain_trajectory.matching.keys import check_keys
from langchain_trajectory.trajectory import ToolCall, compact_json
from langchain_trajectory.usage import check_prices

__all__ = ["EXPECTATION_KEYS", "CallPattern", "Expect", "Expectation", "ExpectedCall", "Policy"]

# Fields of a recorded call that a pattern ignores (a dumped ToolCall or a LangChain tool-call dict reads as
# the pattern of its name and arguments, as plain expected lists always have).
_CALL_ONLY_FIELDS = ("id", "type", "result", "error", "step", "metadata")


# -- the model ----------------------------------------------------------------------------------------------


class CallPattern(BaseModel):
    """Which calls a pattern accepts: a name test and an argument test.

    Exactly one of ``name`` (one tool), ``names`` (any of these tools) or ``name_regex`` (a regular expression
    the whole tool name must match) is given.

    Attributes:
        args: The expected arguments, compared with an argument matcher called as ``matcher(actual_args, args)``.
            ``None`` (the default: a bare name, or a dict without ``args``) accepts any arguments, under every
            matcher, as a bare name does in a plain expected list; ``{}`` means "no arguments" to the matcher.
            Values may be per-key matchers ([`Regex`][langchain_trajectory.matching.Regex], [`Approx`][langchain_trajectory.matching.Approx] with ``value=``, [`AnyValue`][langchain_trajectory.matching.AnyValue];
            in JSON ``{"$regex": ...}``, ``{"$approx": x, "abs": ..., "rel": ...}``, ``{"$any": true}``).
        match: The argument mode (``exact``, ``ignore``, ``superset``, ``subset``). None: the evaluator's
            argument matcher for the call's tool (for expected items; forbidden patterns default to
            ``superset``, so a bare name forbids every call of that tool).

    Accepted input shapes: a tool name, a [`ToolCall`][langchain_trajectory.trajectory.ToolCall], or a dict with the
    fields above (``arguments`` for ``args``, OpenAI's ``{"function": {"name", "arguments"}}`` form, arguments as
    a JSON string; a call's ``id``, ``type``, ``result``, ``error``, ``step`` and ``metadata`` are not part of a
    pattern and are ignored).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)

    name: str | None = None
    names: tuple[str, ...] | None = None
    name_regex: str | None = None
    args: dict[str, Any] | None = None
    match: ArgumentMode | None = None

    _pattern_keys: ClassVar[tuple[str, ...]] = ("name", "names", "name_regex")

    @model_validator(mode="before")
    @classmethod
    def _read_input(cls, value: Any) -> Any:
        if isinstance(value, str):
            return {"name": value}
        if isinstance(value, AnyArgsCall):
            return {"name": value.name}
        if isinstance(value, ToolCall):
            return {"name": value.name, "args": dict(value.args)}
        if isinstance(value, CallPattern) and not isinstance(value, cls):
            return {k: getattr(value, k) for k in CallPattern.model_fields}
        if not isinstance(value, Mapping):
            return value
        data = dict(value)
        function = data.get("function")
        if isinstance(function, Mapping) and "name" not in data:
            data.pop("function")
            data["name"] = function.get("name")
            if "arguments" in function:
                data["arguments"] = function["arguments"]
        if "arguments" in data:
            if "args" in data:
                raise ValueError("give 'args' or 'arguments', not both")
            data["args"] = data.pop("arguments")
        if isinstance(data.get("args"), str):
            try:
                data["args"] = load_json(data["args"])
            except json.JSONDecodeError as exc:
                raise ValueError(f"'args' is a string that is not JSON: {exc.msg}") from None
            except RecursionError:
                raise ValueError("'args' is a JSON string nested too deeply to read") from None
        for key in _CALL_ONLY_FIELDS:
            data.pop(key, None)
        data = cls._read_more(data)
        check_keys(data, cls.model_fields, "a call pattern" if cls is CallPattern else "an expected call")
        return data

    @classmethod
    def _read_more(cls, data: dict[str, Any]) -> dict[str, Any]:
        return data

    @field_validator("args", mode="before")
    @classmethod
    def _read_args(cls, value: Any) -> Any:
        if value is None:
            return None
        if not isinstance(value, Mapping):
            raise ValueError(f"'args' must be a dict, a JSON object string or null, got {type(value).__name__}")
        return {str(k): read_args_value(v, f"args.{k}") for k, v in value.items()}

    @field_serializer("args")
    def _write_args(self, value: dict[str, Any] | None) -> dict[str, Any] | None:
        if value is None:
            return None
        return {k: write_args_value(v, f"args.{k}") for k, v in value.items()}

    @model_validator(mode="after")
    def _one_name_test(self) -> CallPattern:
        self._check_name_test()
        return self

    def _check_name_test(self) -> None:
        given = [k for k in self._pattern_keys if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(
                f"a call pattern needs exactly one of 'name', 'names' or 'name_regex', got {given or 'none'}"
            )
        if self.name is not None and not self.name.strip():
            raise ValueError("'name' must be a non-blank string")
        if self.names is not None and (not self.names or not all(n.strip() for n in self.names)):
            raise ValueError("'names' must be a non-empty list of non-blank tool names")
        if self.name_regex is not None:
            try:
                re.compile(self.name_regex)
            except re.error as exc:
                raise ValueError(f"'name_regex' {self.name_regex!r} does not compile: {exc}") from None

    # -- matching ---------------------------------------------------------------------------------------------

    def name_matches(self, name: str) -> bool:
        """Whether the name test accepts tool ``name``."""
        if self.name is not None:
            return name == self.name
        if self.names is not None:
            return name in self.names
        assert self.name_regex is not None
        return re.fullmatch(self.name_regex, name) is not None

    def describe(self) -> str:
        """A short human form: ``search({"q":"Paris"})``, ``search(any args)``, ``{a|b}(...)``, ``/get_.*/(...)``."""
        if self.name is not None:
            head = self.name
        elif self.names is not None:
            head = "{" + "|".join(self.names) + "}"
        else:
            head = f"/{self.name_regex}/"
        body = "any args" if self.args is None else compact_json(shown_args(self.args))
        mode = f" [{self.match}]" if self.match is not None else ""
        return f"{head}({body}){mode}"


class ExpectedCall(CallPattern):
    """One item of an expected step: a call pattern (or alternatives) with repetition bounds.

    Attributes:
        any_of: Alternatives: the item accepts a call that any of these patterns accepts (its own name fields
            and ``args`` are then not given). Alternatives are single calls; the bounds apply to the item.
        min: Required repetitions (0: optional). Each one is a required unit of the score's denominator.
        max: Most calls the item takes (None: no limit); at least ``max(min, 1)``. Calls beyond ``max`` are
            extras.

    Input: besides [`CallPattern`][langchain_trajectory.matching.CallPattern]'s shapes, ``optional=True`` means ``min=0``.
    """

    any_of: tuple[CallPattern, ...] | None = None
    min: int = Field(default=1, ge=0)
    max: int | None = 1

    _pattern_keys: ClassVar[tuple[str, ...]] = ("name", "names", "name_regex", "any_of")

    @classmethod
    def _read_more(cls, data: dict[str, Any]) -> dict[str, Any]:
        if "optional" in data:
            optional = data.pop("optional")
            if not isinstance(optional, bool):
                raise ValueError(f"'optional' must be true or false, got {optional!r}")
            if optional:
                if data.get("min", 0) != 0:
                    raise ValueError(f"optional=True means min=0, but min={data['min']!r} was given")
                data["min"] = 0
        return data

    @field_validator("any_of", mode="before")
    @classmethod
    def _read_alternatives(cls, value: Any) -> Any:
        return _plain_patterns(value, "any_of")

    @model_validator(mode="after")
    def _bounds(self) -> ExpectedCall:
        if self.any_of is not None:
            if not self.any_of:
                raise ValueError("'any_of' needs at least one alternative")
            if self.args is not None or self.match is not None:
                raise ValueError("with 'any_of', give 'args' and 'match' on each alternative")
        if self.max is not None and self.max < max(self.min, 1):
            raise ValueError(f"'max' must be at least max(min, 1) = {max(self.min, 1)}, got {self.max}")
        return self

    @property
    def alternatives(self) -> tuple[CallPattern, ...]:
        """The patterns this item accepts calls of (itself, or its ``any_of``)."""
        return self.any_of if self.any_of is not None else (self,)

    @property
    def is_optional(self) -> bool:
        return self.min == 0

    def _with(self, **update: Any) -> ExpectedCall:
        # Only the fields given: an ``any_of`` item must not gain the ``args`` default, which it may not give.
        fields = {k: getattr(self, k) for k in self.model_fields_set}
        return type(self)(**{**fields, **update})

    def optional(self) -> ExpectedCall:
        """This item, optional (``min=0``)."""
        return self._with(min=0)

    def at_least(self, n: int) -> ExpectedCall:
        """This item, called at least ``n`` times (no upper bound)."""
        return self._with(min=n, max=None)

    def at_most(self, n: int) -> ExpectedCall:
        """This item, called at most ``n`` times (``min`` kept)."""
        return self._with(max=n)

    def times(self, n: int) -> ExpectedCall:
        """This item, called exactly ``n`` times."""
        return self._with(min=n, max=n)

    def between(self, low: int, high: int | None) -> ExpectedCall:
        """This item, called ``low`` to ``high`` times (``high`` None: no upper bound)."""
        return self._with(min=low, max=high)

    def describe(self) -> str:
        head = (
            "any of [" + ", ".join(p.describe() for p in self.any_of) + "]"
            if self.any_of is not None
            else super().describe()
        )
        return head + _bounds_text(self.min, self.max)


def _plain_patterns(value: Any, where: str) -> Any:
    """``value`` (a list of patterns) with any [`ExpectedCall`][langchain_trajectory.matching.ExpectedCall] turned into its [`CallPattern`][langchain_trajectory.matching.CallPattern]: bounds
    and alternatives have no meaning there, so they are an error rather than silently dropped."""
    if not isinstance(value, (list, tuple)):
        return value
    out = []
    for i, item in enumerate(value):
        if isinstance(item, ExpectedCall):
            if (item.min, item.max) != (1, 1) or item.any_of is not None:
                raise ValueError(
                    f"{where}[{i}]: {item.describe()} has bounds or alternatives, which mean nothing here "
                    "(use max_calls_per_tool to limit repetitions)"
                )
            item = CallPattern(**{k: getattr(item, k) for k in CallPattern.model_fields})
        out.append(item)
    return out


def _bounds_text(low: int, high: int | None) -> str:
    if (low, high) == (1, 1):
        return ""
    if low == 0 and high == 1:
        return " (optional)"
    if high is None:
        return f" (at least {low})"
    if low == high:
        return f" (exactly {low})"
    return f" ({low} to {high} times)"


def _positive_or_none(value: int | None, name: str) -> None:
    if value is not None and (isinstance(value, bool) or value < 0):
        raise ValueError(f"{name!r} must be a non-negative integer or null, got {value!r}")


class Policy(BaseModel):
    """What a trajectory must never do, whatever it matches: checked without a reference.

    Attributes:
        forbidden: Call patterns no actual call may match (``match`` defaults to ``superset`` here: a bare name
            forbids every call of the tool, ``args`` forbid calls holding those arguments).
        allow: When given, the only tool names a call may use.
        deny: Tool names no call may use.
        max_calls: Most tool calls in total.
        max_calls_per_tool: Most calls per tool name.
        max_calls_per_step: Most tool calls one model step may issue. A call's model step is its ``step`` when
            given (captured calls, ``ToolCall.step``, a tool-call dict's ``step`` field), else the assistant
            message holding it.
        max_model_steps: Most model steps in the trajectory (the distinct steps of its calls, counted as for
            ``max_calls_per_step``, plus each assistant message without calls).
        max_tokens: Most tokens (input and output) over every model call of the run.
        max_cost: Most cost, under ``prices`` (required with it).
        max_latency_s: Most wall time, in seconds, from the first model or tool call's start to the last end.
        max_model_calls: Most chat-model calls.
        prices: ``{model: (input_per_1k, output_per_1k)}`` for ``max_cost`` (no prices are built in; a model name
            is priced by its exact key or the longest key it starts with).

    Each budget fails naming the model step (or tool call) that crossed it; one that cannot be checked (a model
    call without usage, a model without a price, nothing timed) fails too (see
    `langchain_trajectory.matching.budgets`).
    """

    model_config = ConfigDict(frozen=True, extra="forbid", arbitrary_types_allowed=True)

    forbidden: tuple[CallPattern, ...] = ()
    allow: tuple[str, ...] | None = None
    deny: tuple[str, ...] = ()
    max_calls: int | None = None
    max_calls_per_tool: dict[str, int] | None = None
    max_calls_per_step: int | None = None
    max_model_steps: int | None = None
    max_tokens: int | None = None
    max_cost: float | None = None
    max_latency_s: float | None = None
    max_model_calls: int | None = None
    prices: dict[str, tuple[float, float]] | None = None

    @model_validator(mode="before")
    @classmethod
    def _known_keys(cls, value: Any) -> Any:
        if isinstance(value, Mapping):
            check_keys(value, cls.model_fields, "a policy" if cls is Policy else "an expectation")
        return value

    @field_validator("forbidden", mode="before")
    @classmethod
    def _read_forbidden(cls, value: Any) -> Any:
        return _plain_patterns(value, "forbidden")

    @field_validator("prices", mode="before")
    @classmethod
    def _read_prices(cls, value: Any) -> Any:
        return check_prices(value) if value is not None else None

    @model_validator(mode="after")
    def _budgets(self) -> Policy:
        for name in ("max_calls", "max_calls_per_step", "max_model_steps", "max_tokens", "max_model_calls"):
            _positive_or_none(getattr(self, name), name)
        for name in ("max_cost", "max_latency_s"):
            value = getattr(self, name)
            if value is not None and not (math.isfinite(value) and value >= 0):
                raise ValueError(f"{name!r} must be a finite number >= 0 or null, got {value!r}")
        if self.max_cost is not None and not self.prices:
            raise ValueError(
                "'max_cost' needs 'prices': {model: [input_per_1k, output_per_1k]} (no prices are built in)"
            )
        for tool, limit in (self.max_calls_per_tool or {}).items():
            _positive_or_none(limit, f"max_calls_per_tool[{tool!r}]")
        return self

    @property
    def is_empty(self) -> bool:
        """True when the policy checks nothing."""
        return (
            not self.forbidden
            and self.allow is None
            and not self.deny
            and self.max_calls is None
            and not self.max_calls_per_tool
            and self.max_calls_per_step is None
            and self.max_model_steps is None
            and self.max_tokens is None
            and self.max_cost is None
            and self.max_latency_s is None
            and self.max_model_calls is None
        )

    def policy(self) -> Policy:
        """The policy part alone."""
        return Policy(**{k: getattr(self, k) for k in Policy.model_fields})


class Expectation(Policy):
    """Ordered steps of unordered items, plus a [`Policy`][langchain_trajectory.matching.Policy] (see the module doc for the scoring).

    Attributes:
        steps: The steps, in order. Each is a list of items; an item given alone is a one-item step.

    Example:
        >>> Expectation.model_validate({"steps": [["lookup"], [{"name": "fetch", "min": 2, "max": None}]],
        ...                             "forbidden": ["delete"], "max_calls": 6})
    """

    steps: tuple[tuple[ExpectedCall, ...], ...] = ()

    @model_serializer(mode="wrap")
    def _always_steps(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # ``steps`` is always written (also with ``exclude_defaults``), so every dump reads back as an
        # expectation; an empty dict would read as a missing reference.
        data = handler(self)
        if "steps" not in data:
            data["steps"] = []
        return data

    @field_validator("steps", mode="before")
    @classmethod
    def _read_steps(cls, value: Any) -> Any:
        if not isinstance(value, (list, tuple)):
            raise ValueError(f"'steps' must be a list of steps, got {type(value).__name__}")
        return [step if isinstance(step, (list, tuple)) else [step] for step in value]

    @classmethod
    def from_calls(cls, calls: Sequence[Any]) -> Expectation:
        """A plain expected list as an expectation: each call its own step, ``min = max = 1``."""
        return cls(steps=tuple((ExpectedCall.model_validate(c),) for c in calls))

    @property
    def items(self) -> list[tuple[int, ExpectedCall]]:
        """``(step index, item)`` for every item, in order."""
        return [(t, item) for t, step in enumerate(self.steps) for item in step]

    @property
    def required_units(self) -> int:
        """``R``: the sum of the items' ``min``."""
        return sum(item.min for _, item in self.items)


EXPECTATION_KEYS: frozenset[str] = frozenset(Expectation.model_fields)
"""The keys that make a dict an expectation (``steps`` and the policy fields)."""


class Expect:
    """Builders for the expectation model.

    Example:
        >>> Expect.steps(
        ...     Expect.call("search", args={"q": "Paris"}),
        ...     [Expect.call("weather"), Expect.call("news").optional()],
        ...     forbidden=["delete_account"],
        ...     max_calls=5,
        ... )
    """

    @staticmethod
    def call(
        name: str | Sequence[str] | None = None,
        args: Mapping[str, Any] | None = None,
        *,
        regex: str | None = None,
        match: ArgumentMode | None = None,
        optional: bool = False,
    ) -> ExpectedCall:
        """An expected call: ``name`` (a string, or a list of names any of which will do) or ``regex``, with
        ``args`` (None: any arguments), matched by ``match`` (None: the evaluator's argument matcher). Bounds:
        ``optional=True``, or chain ``.optional()``, ``.at_least(n)``, ``.at_most(n)``, ``.times(n)``,
        ``.between(low, high)``."""
        fields: dict[str, Any] = {"args": None if args is None else dict(args), "match": match}
        if regex is not None:
            fields["name_regex"] = regex
        if isinstance(name, str):
            fields["name"] = name
        elif name is not None:
            fields["names"] = tuple(name)
        if optional:
            fields["optional"] = True
        with _input_errors("Expect.call"):
            return ExpectedCall.model_validate(fields)

    @staticmethod
    def any_of(*alternatives: Any, optional: bool = False) -> ExpectedCall:
        """An item accepting a call of any of ``alternatives`` (names, patterns, or ``Expect.call`` items without
        bounds); chain bounds as for [`call`][langchain_trajectory.matching.Expect.call]."""
        with _input_errors("Expect.any_of"):
            return _any_of(alternatives, optional)

    @staticmethod
    def steps(*steps: Any, **policy: Any) -> Expectation:
        """An expectation: ``steps`` in order (each a list of items, or one item), and policy fields
        (``forbidden``, ``allow``, ``deny``, ``max_calls``, ``max_calls_per_tool``, ``max_calls_per_step``,
        ``max_model_steps``, ``max_tokens``, ``max_cost`` with ``prices``, ``max_latency_s``,
        ``max_model_calls``).

        Raises:
            TrajectoryInputError: for a malformed item or an unknown policy field (naming the nearest one)."""
        with _input_errors("Expect.steps"):
            return Expectation.model_validate({"steps": list(steps), **policy})

    @staticmethod
    def policy(**fields: Any) -> Policy:
        """A reference-free [`Policy`][langchain_trajectory.matching.Policy].

        Raises:
            TrajectoryInputError: for an unknown field (naming the nearest one) or a malformed value."""
        with _input_errors("Expect.policy"):
            return Policy.model_validate(fields)


def _any_of(alternatives: tuple[Any, ...], optional: bool) -> ExpectedCall:
    patterns = []
    for i, alt in enumerate(alternatives):
        if isinstance(alt, ExpectedCall):
            if (alt.min, alt.max) != (1, 1) or alt.any_of is not None:
                raise TrajectoryInputError(
                    f"Expect.any_of: alternative {i}: bounds and nesting go on the any_of item itself"
                )
            alt = CallPattern(
                name=alt.name, names=alt.names, name_regex=alt.name_regex, args=alt.args, match=alt.match
            )
        patterns.append(CallPattern.model_validate(alt))
    fields: dict[str, Any] = {"any_of": tuple(patterns)}
    if optional:
        fields["optional"] = True
    return ExpectedCall.model_validate(fields)


@contextmanager
def _input_errors(what: str) -> Iterator[None]:
    """A builder's validation errors as one [`TrajectoryInputError`][langchain_trajectory.errors.TrajectoryInputError] naming each field."""
    try:
        yield
    except ValidationError as exc:
        problems = []
        for error in exc.errors()[:5]:
            where = ".".join(str(p) for p in error["loc"])
            message = str(error["msg"]).removeprefix("Value error, ")
            problems.append(f"{where}: {message}" if where else message)
        raise TrajectoryInputError(f"{what}: " + "; ".join(problems)) from None
